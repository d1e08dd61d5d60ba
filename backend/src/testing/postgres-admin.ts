import pg from 'pg';
import { DEFAULT_TEST_DATABASE_URL } from './embedded-postgres.js';

// The test PostgreSQL server, for the API tests and the benchmarks (no test framework here, so
// `npm run bench` can use it too). Both first call ensureTestPostgres(), which points
// TEST_DATABASE_URL at an embedded server where nothing answered at the configured one.

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;

/**
 * Runs one statement on the test PostgreSQL server as its administrator: for the tests that
 * make, take away and drop databases of their own (outages, crashes, shared instances).
 */
export async function adminQuery(statement: string): Promise<void> {
  await withPostgres((client) => client.query(statement));
}

export async function withPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    // Never skip a dialect silently: say what is missing.
    throw new Error(
      `The test PostgreSQL server at ${TEST_DATABASE_URL} stopped answering: ${(error as Error).message}`,
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
