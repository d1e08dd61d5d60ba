/**
 * issue 29: what the API and its commands write (the SQLite database and its journal, the
 * documents, the copies in MAIL_DIR, backups) is for the service's own user only: files 0600,
 * folders 0700, whatever the machine's umask (commonly 022, which made them world-readable).
 * Called first by every entry point; folders an operator made beforehand keep their modes.
 */
export function keepWrittenFilesPrivate(): void {
  process.umask(0o077);
}
