import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import type { AppConfig } from '../config/config.js';

/**
 * `npm run backup` and `npm run restore` (docs/operations.md, "Backups"): the SQLite database
 * through SQLite's online backup API and the documents of the local store, with a manifest of
 * SHA-256 sums. PostgreSQL and S3 have tools of their own (pg_dump, a bucket sync).
 */

export const MANIFEST = 'manifest.json';
const FORMAT = 'cipta-visa-backup/1';
const DATABASE_FILE = 'app.sqlite';

export interface ManifestEntry {
  /** Relative to the backup folder, with `/`. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  database: ManifestEntry;
  files: ManifestEntry[];
  counts: { applications: number; files: number };
}

/** A refusal meant for the operator: one sentence, no stack. */
export class BackupError extends Error {}

type Settings = Pick<AppConfig, 'databaseUrl' | 'sqlitePath' | 'uploadDir' | 'storage'>;

/** How long a committed file may take to move from its pending place into files/ (the promotion follows the commit at once). */
const PROMOTION_WAIT_MS = 10_000;

export async function backup(config: Settings, folder: string): Promise<Manifest> {
  refuseUnsupported(config, 'back up');
  await emptyFolder(folder, 'The backup folder');
  const databaseCopy = path.join(folder, DATABASE_FILE);
  await snapshotDatabase(config.sqlitePath, databaseCopy);

  // The documents the snapshot names, and only those: a file stored after it is not needed,
  // and every one it names must be there, whole (the row's own SHA-256 says so).
  const snapshot = new SQLite(databaseCopy, { readonly: true, fileMustExist: true });
  let rows: Array<{ stored_name: string; sha256: string }>;
  let applications: number;
  try {
    rows = snapshot.prepare('select stored_name, sha256 from application_files order by stored_name').all() as never;
    applications = (snapshot.prepare('select count(*) as n from applications').get() as { n: number }).n;
  } finally {
    snapshot.close();
  }
  await fs.mkdir(path.join(folder, 'files'));
  const files: ManifestEntry[] = [];
  for (const row of rows) {
    const target = path.join(folder, 'files', path.basename(row.stored_name));
    await copyCommittedFile(config.uploadDir, row.stored_name, target);
    const entry = await describe(folder, target);
    if (entry.sha256 !== row.sha256) {
      throw new BackupError(
        `The document ${row.stored_name} differs from the SHA-256 its row holds: the upload folder is damaged.`,
      );
    }
    files.push(entry);
  }
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    database: await describe(folder, databaseCopy),
    files,
    counts: { applications, files: files.length },
  };
  // Written last, through a rename: a folder with a manifest is a finished backup.
  await fs.writeFile(path.join(folder, `${MANIFEST}.part`), `${JSON.stringify(manifest, null, 2)}\n`);
  await fs.rename(path.join(folder, `${MANIFEST}.part`), path.join(folder, MANIFEST));
  return manifest;
}

export async function restore(config: Settings, folder: string): Promise<Manifest> {
  refuseUnsupported(config, 'restore');
  const manifest = await verify(folder);
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    if (await exists(config.sqlitePath + suffix)) {
      throw new BackupError(
        `${config.sqlitePath + suffix} exists: restore only into an empty data folder (stop the API and move the old data away first).`,
      );
    }
  }
  const filesDir = path.join(config.uploadDir, 'files');
  await emptyFolder(filesDir, 'The upload folder');
  for (const entry of manifest.files) {
    await copyThroughPart(path.join(folder, entry.path), path.join(filesDir, path.basename(entry.path)));
  }
  await fs.mkdir(path.dirname(config.sqlitePath), { recursive: true });
  // The database last: an API started early finds no database rather than rows without files.
  await copyThroughPart(path.join(folder, manifest.database.path), config.sqlitePath);
  return manifest;
}

/** Checks every file of a backup against its manifest; throws naming the first that differs. */
export async function verify(folder: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(folder, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${folder} holds no readable ${MANIFEST}: it is not a finished backup.`);
  }
  if (manifest.format !== FORMAT)
    throw new BackupError(`${folder} is not a backup of this version (${String(manifest.format)}).`);
  for (const expected of [manifest.database, ...manifest.files]) {
    const file = path.join(folder, expected.path);
    if (path.relative(folder, file).startsWith('..'))
      throw new BackupError(`The manifest names ${expected.path}, outside the backup.`);
    const actual = await describe(folder, file).catch(() => undefined);
    if (!actual)
      throw new BackupError(
        `The backup does not match its manifest: ${expected.path} is missing. Nothing was restored.`,
      );
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      throw new BackupError(
        `The backup does not match its manifest: ${expected.path} has SHA-256 ${actual.sha256} (${actual.bytes} bytes), the manifest says ${expected.sha256} (${expected.bytes} bytes). Nothing was restored.`,
      );
    }
  }
  return manifest;
}

function refuseUnsupported(config: Settings, what: string): void {
  if (config.databaseUrl) {
    throw new BackupError(
      `With DATABASE_URL (PostgreSQL), ${what} the database with pg_dump/pg_restore: docs/operations.md, "Backups".`,
    );
  }
  if (config.storage.kind !== 'local') {
    throw new BackupError(
      `With STORAGE=s3, ${what} the bucket's files/ with a bucket sync: docs/operations.md, "Backups".`,
    );
  }
}

/**
 * SQLite's online backup API: a consistent copy while the API keeps writing (WAL lets it).
 * All remaining pages in each step, so a write by the API between steps restarts the copy at
 * most once in practice, rather than chasing it page by page.
 */
async function snapshotDatabase(source: string, target: string): Promise<void> {
  if (!(await exists(source))) throw new BackupError(`There is no database at ${source} (SQLITE_PATH).`);
  const database = new SQLite(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 10000');
    await database.backup(target, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    database.close();
  }
}

/**
 * A committed row's file is in files/, or, in the moment between the commit and its promotion
 * (or after a crash, until the next sweep), still pending in tmp/<process>/<name>.part.
 */
async function copyCommittedFile(uploadDir: string, storedName: string, target: string): Promise<void> {
  const name = path.basename(storedName);
  const deadline = Date.now() + PROMOTION_WAIT_MS;
  for (;;) {
    if (await copyIfThere(path.join(uploadDir, 'files', name), target)) return;
    const owners = await fs.readdir(path.join(uploadDir, 'tmp')).catch(() => [] as string[]);
    for (const owner of owners) {
      if (await copyIfThere(path.join(uploadDir, 'tmp', owner, `${name}.part`), target)) return;
    }
    if (Date.now() > deadline) {
      throw new BackupError(
        `The document ${name}, which the database names, is not in ${uploadDir}: the upload folder is incomplete.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function copyIfThere(source: string, target: string): Promise<boolean> {
  try {
    await fs.copyFile(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function copyThroughPart(source: string, target: string): Promise<void> {
  await fs.copyFile(source, `${target}.part`);
  await fs.rename(`${target}.part`, target);
}

async function describe(folder: string, file: string): Promise<ManifestEntry> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  const { size } = await fs.stat(file);
  return { path: path.relative(folder, file).split(path.sep).join('/'), bytes: size, sha256: hash.digest('hex') };
}

async function emptyFolder(folder: string, what: string): Promise<void> {
  const entries = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length) throw new BackupError(`${what} ${folder} is not empty; give an empty or new folder.`);
  await fs.mkdir(folder, { recursive: true });
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}
