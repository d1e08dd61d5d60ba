// How long personal data is kept by default (product §12, docs/operations.md "Retention"). The
// API reads the configured periods (DOCUMENT_RETENTION_DAYS, RECORD_RETENTION_DAYS,
// MAIL_RETENTION_DAYS) with these as defaults, and the privacy notice states them: an operator
// who changes a period changes the notice's figures here too.

/** Documents of a closed (completed or rejected) application are deleted this long after it closed. */
export const DEFAULT_DOCUMENT_RETENTION_DAYS = 90;
/** Personal fields of closed applications, messages and consultation requests are erased after this. */
export const DEFAULT_RECORD_RETENTION_DAYS = 730;
/** A copy of a sent (or given-up) e-mail is kept this long, for questions about it, then deleted. */
export const DEFAULT_MAIL_RETENTION_DAYS = 30;
