import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';

// What both baselines share with the API's POST /api/contact-message and GET /: the same
// validation (the API's own DTO class) and the same SQLite work (file settings, table, insert).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The API's ContactMessageDto as built (backend/dist), decorators and all: the very same rules. */
export async function loadContactDto(): Promise<new () => object> {
  const module = (await import(pathToFileURL(path.join(root, 'backend/dist/contact/contact.dto.js')).href)) as {
    ContactMessageDto: new () => object;
  };
  return module.ContactMessageDto;
}

/** The API's language rule for a submission's e-mails (backend/dist/mail/visitor-language.js). */
export async function loadLanguageOf(): Promise<(header: string | undefined) => string> {
  const module = (await import(pathToFileURL(path.join(root, 'backend/dist/mail/visitor-language.js')).href)) as {
    languageOf: (header: string | undefined) => string;
  };
  return module.languageOf;
}

export interface ContactStore {
  /** GET /'s database check: `select 1`. */
  ping(): void;
  /** Stores a validated message with its confirmation e-mail in the outbox, in one transaction, and returns its id. */
  insert(message: { name: string; email: string; message: string }, language: string): string;
}

/**
 * A SQLite file opened as the API opens its own (backend/src/database/database.ts), with the
 * API's own tables and indexes: its migrations run first (backend/dist), as the API's start
 * runs them, so the contact_messages and mail_outbox inserts update the same indexes.
 */
export async function openContactStore(file: string): Promise<ContactStore> {
  const { openDatabase } = (await import(pathToFileURL(path.join(root, 'backend/dist/database/database.js')).href)) as {
    openDatabase(config: { databaseUrl: undefined; sqlitePath: string }): Promise<{ db: { destroy(): Promise<void> } }>;
  };
  await (await openDatabase({ databaseUrl: undefined, sqlitePath: file })).db.destroy();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 10000');
  db.pragma('foreign_keys = ON');
  const select = db.prepare('select 1');
  const insertMessage = db.prepare(
    'insert into contact_messages (id, name, email, message, language, created_at) values (?, ?, ?, ?, ?, ?)',
  );
  // The row the API's MailOutbox.contact writes (no STAFF_NOTIFY_EMAIL: the visitor's confirmation only).
  const insertMail = db.prepare(
    'insert into mail_outbox (id, kind, subject_type, subject_id, recipients, language, params, status, attempts, next_attempt_at, lease_until, last_error, created_at, sent_at) ' +
      "values (?, 'contact-confirmation', 'contact', ?, ?, ?, ?, 'pending', 0, ?, null, null, ?, null)",
  );
  // One transaction per message, as the API's ContactRepository commits each of its own.
  const store = db.transaction((message: { name: string; email: string; message: string }, language: string) => {
    const id = randomUUID();
    const now = new Date().toISOString();
    insertMessage.run(id, message.name, message.email, message.message, language, now);
    insertMail.run(randomUUID(), id, message.email, language, JSON.stringify({ name: message.name }), now, now);
    return id;
  });
  return {
    ping: () => void select.get(),
    insert: (message, language) => store(message, language) as string,
  };
}

export const HEALTH_ANSWER = {
  status: 'ok',
  message: 'Cipta Visa API is running',
  version: '0.1.0',
  database: 'reachable',
} as const;

export function settings(): { port: number; sqlitePath: string } {
  const port = Number(process.env.PORT);
  const sqlitePath = process.env.SQLITE_PATH;
  if (!Number.isInteger(port) || !sqlitePath) throw new Error('PORT and SQLITE_PATH must be set');
  return { port, sqlitePath };
}
