import { ensureTestPostgres } from './embedded-postgres.js';
import { startS3Server } from './s3-server.js';

/**
 * Before any test file: the PostgreSQL server (TEST_DATABASE_URL's, or an embedded one where
 * nothing answers there) and an S3 server. Their addresses reach every test worker, and the API
 * processes the tests start, through the environment.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const [postgres, s3] = await Promise.all([ensureTestPostgres(process.env.TEST_DATABASE_URL), startS3Server()]);
  if (postgres.embedded) {
    console.info(
      `No PostgreSQL at ${process.env.TEST_DATABASE_URL ?? 'the default address'}: started an embedded one.`,
    );
  }
  process.env.TEST_DATABASE_URL = postgres.url;
  process.env.TEST_S3_ENDPOINT = s3.endpoint;
  return async () => {
    await s3.close();
    await postgres.stop();
  };
}
