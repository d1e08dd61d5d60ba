import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type KyselyConfig, PostgresDialect, SqliteDialect, type Transaction, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config/config.js';
import { GroupCommit } from './group-commit.js';
import { migrateToLatest } from './migrations.js';
import { callbackQueryPool } from './pg-callback-pool.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

/** More writes inside a repository's transaction (the mail outbox's, issue 14). */
export type InTransaction<A extends unknown[] = []> = (trx: Transaction<Database>, ...args: A) => Promise<void>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * `select 1`, the health checks' question: whether the database answers. On SQLite it runs
   * synchronously on a statement prepared once (an embedded file answers at once or throws;
   * nothing to wait for, so no time-out and no promise); on PostgreSQL it is a query through the
   * pool, which may wait (the caller bounds it). Throws or rejects when the database does not answer.
   */
  ping(): void | Promise<unknown>;
  /**
   * Runs a submission's writes in a transaction: on SQLite one shared with the writes that arrive
   * with it, each in its own savepoint, committed together (group-commit.ts, decision 102); on
   * PostgreSQL a transaction of its own. Settles once its rows are committed. The write may only
   * query through its `trx` (no other I/O, no other `writeSubmission`): see group-commit.ts.
   */
  writeSubmission<T>(write: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: the schema every table lives in (tests use one of their own). */
  schema?: string;
  /** Told of every query that failed (the metrics count them). */
  onQueryError?: (error: unknown) => void;
}

/**
 * Opens the configured database, checks that it answers and applies pending migrations.
 * Throws one clear sentence when it cannot, so the API refuses to start half-working.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'sqlitePath'>,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  const where = config.databaseUrl ? redactUrl(config.databaseUrl) : config.sqlitePath;
  let handle: DatabaseHandle | undefined;
  try {
    const log = queryErrorLog(options.onQueryError);
    handle = config.databaseUrl
      ? openPostgres(config.databaseUrl, options.schema, log)
      : openSqlite(config.sqlitePath, log);
    await handle.ping();
  } catch (error) {
    await handle?.db.destroy().catch(() => undefined);
    throw new Error(`The database at ${where} cannot be reached: ${(error as Error).message}`, { cause: error });
  }
  if (handle.dialect === 'postgres') {
    await migrateToLatest(handle.db, await currentSchema(handle.db));
  } else {
    await migrateSqlite(handle.db);
  }
  return handle;
}

/**
 * Kysely takes no migration lock on SQLite, so two processes starting on a fresh file can
 * both try the first migration; the loser's transaction is rolled back whole. Trying again
 * finds the work done.
 */
async function migrateSqlite(db: Kysely<Database>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrateToLatest(db);
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** The schema unqualified tables land in: the first existing one of the search_path. */
async function currentSchema(db: Kysely<Database>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

function queryErrorLog(onQueryError: DatabaseOptions['onQueryError']): KyselyConfig['log'] {
  return (event) => {
    if (event.level === 'error') onQueryError?.(event.error);
  };
}

function openSqlite(file: string, log: KyselyConfig['log']): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // FULL: a submission answered 201 survives a power cut, not only a crash.
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 10000');
  database.pragma('foreign_keys = ON');
  reusePreparedStatements(database);
  const selectOne = database.prepare('select 1');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), log });
  const group = new GroupCommit(db);
  return {
    db,
    dialect: 'sqlite',
    // A closed connection (after db.destroy()) throws here, as Kysely's query would.
    ping: () => void selectOne.get(),
    writeSubmission: (write) => group.run(write),
  };
}

/** How many distinct statements a SQLite connection keeps prepared (the API has fewer than this). */
export const PREPARED_STATEMENTS_KEPT = 500;

/**
 * Kysely's SQLite driver calls `prepare` for every query, and SQLite parses and plans the SQL
 * anew each time: a third of an insert's CPU time (issue 15, docs/performance.md). Kysely's SQL
 * for one query shape is always the same text with the values as parameters, so the prepared
 * statement is kept by its text and used again. A statement still iterating (a streamed select)
 * cannot run twice at once: then a fresh one is prepared. The oldest is dropped beyond
 * PREPARED_STATEMENTS_KEPT (lists of varying length make distinct texts).
 */
export function reusePreparedStatements(database: SQLite.Database): void {
  const prepare = database.prepare.bind(database) as (source: string) => SQLite.Statement;
  const kept = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    const statement = kept.get(source);
    if (statement && !statement.busy) return statement;
    const fresh = prepare(source);
    if (!statement) {
      if (kept.size >= PREPARED_STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(source, fresh);
    }
    return fresh;
  }) as SQLite.Database['prepare'];
}

function openPostgres(url: string, schema: string | undefined, log: KyselyConfig['log']): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // The wait for a free connection, queue included: a rush of 300 promotion claims queues
    // behind one locked counter row, and the last ones wait seconds on a busy machine. They
    // should wait (as SQLite's busy_timeout lets them), not fail with a 500 after 5 s.
    connectionTimeoutMillis: 30_000,
    // No parallel workers (issue 31): every read of the API is an index range or a count of one;
    // on a small, shared machine a Gather's start-up cost more than the work it split (an overdue
    // count at 100,000 applications: 195 ms with two workers, 58 ms without). Decision 193.
    options: [`-c max_parallel_workers_per_gather=0`, ...(schema ? [`-c search_path=${schema}`] : [])].join(' '),
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: callbackQueryPool(pool) }), log });
  return {
    db,
    dialect: 'postgres',
    ping: () => sql`select 1`.execute(db),
    writeSubmission: (write) => db.transaction().execute(write),
  };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** True when the error is a unique-constraint violation, in either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
