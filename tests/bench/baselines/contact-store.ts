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

export interface ContactStore {
  /** GET /'s database check: `select 1`. */
  ping(): void;
  /** Stores a validated message and returns its id. */
  insert(message: { name: string; email: string; message: string }): string;
}

/** A SQLite file opened as the API opens its own (backend/src/database/database.ts). */
export function openContactStore(file: string): ContactStore {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 10000');
  db.pragma('foreign_keys = ON');
  db.exec(
    'create table if not exists contact_messages (id text primary key, name text not null, email text not null, message text not null, created_at text not null)',
  );
  const select = db.prepare('select 1');
  const insert = db.prepare(
    'insert into contact_messages (id, name, email, message, created_at) values (?, ?, ?, ?, ?)',
  );
  return {
    ping: () => void select.get(),
    insert: ({ name, email, message }) => {
      const id = randomUUID();
      insert.run(id, name, email, message, new Date().toISOString());
      return id;
    },
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
