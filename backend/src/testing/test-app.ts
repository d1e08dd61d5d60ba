import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { type Logger, pino } from 'pino';
import { expect } from 'vitest';
import { type App, createApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config/config.js';
import { DATABASE } from '../database/database.module.js';
import type { Dialect } from '../database/database.js';
import type { Database } from '../database/schema.js';
import type { StorageKind } from '../storage/file-store.js';
import { checkAgainstContract } from './contract.js';
import { TEST_DATABASE_URL, withPostgres } from './postgres-admin.js';
import { newBucketSettings } from './s3-server.js';

/** Both dialects, for `describe.each(DIALECTS)`: every API test runs on SQLite and PostgreSQL. */
export const DIALECTS: Dialect[] = ['sqlite', 'postgres'];

/** Both document stores: the upload suites run on each, on both dialects. */
export const STORAGES: StorageKind[] = ['local', 's3'];

/** Every dialect with every store, for `describe.each(UPLOAD_SETUPS)('… on %s with %s storage', …)`. */
export const UPLOAD_SETUPS: Array<[Dialect, StorageKind]> = DIALECTS.flatMap((dialect) =>
  STORAGES.map((storage): [Dialect, StorageKind] => [dialect, storage]),
);

export { adminQuery, TEST_DATABASE_URL } from './postgres-admin.js';

export interface ApiAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  json?: unknown;
  /** Raw body, sent as is (with `headers` saying what it is). */
  raw?: string | Buffer;
  form?: FormData;
  headers?: Record<string, string>;
}

export interface TestApi {
  dialect: Dialect;
  config: AppConfig;
  app: App;
  db: Kysely<Database>;
  baseUrl: string;
  /** Sends a request and fails the test if the answer does not match openapi.yaml. */
  request<T = any>(method: string, urlPath: string, options?: RequestOptions): Promise<ApiAnswer<T>>;
  close(): Promise<void>;
}

/**
 * Settings of a test's own: its own data folder, PostgreSQL schema, and no rate limits.
 * `STORAGE: 's3'` gives the app a bucket of its own on the test S3 server.
 */
export type TestSettings = Record<string, string>;

/**
 * Starts the real API on a free loopback port against a fresh database of the test's own: a
 * temporary SQLite file, or a PostgreSQL schema created here and dropped by close(); and a
 * fresh upload folder, or bucket.
 */
export async function startTestApi(
  dialect: Dialect,
  settings: TestSettings = {},
  shared?: SharedState,
  logger: Logger = pino({ level: 'silent' }),
): Promise<TestApi> {
  const state = shared ?? (await createSharedState(dialect, settings.STORAGE === 's3' ? 's3' : 'local'));
  const config = loadConfig({
    RATE_LIMIT: 'off',
    PROMO_MAX_PER_ADDRESS: '0',
    BOT_CHALLENGE: 'off',
    PROMO_RESET_SECRET: 'test-reset-secret',
    LOG_LEVEL: 'silent',
    // Many apps run at once: a test that reads the metrics asks for METRICS_PORT 0.
    METRICS_PORT: 'off',
    SQLITE_PATH: path.join(state.dir, 'app.sqlite'),
    UPLOAD_DIR: path.join(state.dir, 'uploads'),
    MAIL_DIR: path.join(state.dir, 'mail'),
    ...(dialect === 'postgres' ? { DATABASE_URL: TEST_DATABASE_URL } : {}),
    ...state.storageSettings,
    ...settings,
  });
  let app: App;
  try {
    app = await createApp(config, { ...(state.schema ? { schema: state.schema } : {}), logger });
  } catch (error) {
    if (!shared) await state.dispose();
    throw error;
  }
  const server = await app.nest.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    dialect,
    config,
    app,
    db: app.nest.get<Kysely<Database>>(DATABASE),
    baseUrl,
    async request(method, urlPath, options = {}) {
      const init: RequestInit = { method, headers: { ...options.headers } };
      if (options.json !== undefined) {
        init.body = JSON.stringify(options.json);
        (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      } else if (options.form) {
        init.body = options.form;
      } else if (options.raw !== undefined) {
        init.body = options.raw;
      }
      const response = await fetch(baseUrl + urlPath, init);
      const text = await response.text();
      const contentType = response.headers.get('content-type');
      const body = contentType?.includes('json') && text ? JSON.parse(text) : text;
      const violation = checkAgainstContract(
        method,
        new URL(baseUrl + urlPath).pathname,
        response.status,
        contentType,
        body,
      );
      expect(violation?.message, 'the answer must match openapi.yaml').toBeUndefined();
      return { status: response.status, headers: response.headers, body };
    },
    async close() {
      await app.nest.close();
      if (!shared) await state.dispose();
    },
  };
}

/** What several API instances of one test share: the data folder, the database and the store. */
export interface SharedState {
  dir: string;
  schema?: string;
  /** The S3 settings of the bucket they share, when the store is S3. */
  storageSettings: TestSettings;
  dispose(): Promise<void>;
}

export async function createSharedState(dialect: Dialect, storage: StorageKind = 'local'): Promise<SharedState> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cipta-api-'));
  const storageSettings = storage === 's3' ? await newBucketSettings() : {};
  if (dialect === 'sqlite') {
    return { dir, storageSettings, dispose: () => fs.rm(dir, { recursive: true, force: true }) };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withPostgres((client) => client.query(`create schema ${schema}`));
  return {
    dir,
    schema,
    storageSettings,
    async dispose() {
      await withPostgres((client) => client.query(`drop schema if exists ${schema} cascade`));
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
