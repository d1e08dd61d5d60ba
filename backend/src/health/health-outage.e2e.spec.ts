import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery as admin, startTestApi, TEST_DATABASE_URL, type TestApi } from '../testing/test-app.js';

// A PostgreSQL server can go away under a running API; an embedded SQLite file cannot.
describe('GET / and /health/ready when PostgreSQL goes away and comes back', () => {
  const database = `health_${randomBytes(4).toString('hex')}`;
  let api: TestApi;

  beforeAll(async () => {
    await admin(`create database ${database}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${database}`;
    api = await startTestApi('sqlite', { DATABASE_URL: url.toString() });
  });
  afterAll(async () => {
    await api?.close();
    await admin(`drop database if exists ${database} with (force)`);
  });

  it('answers 503 with the health fields while the database refuses connections, then 200 again', async () => {
    expect((await api.request('GET', '/')).status).toBe(200);

    await admin(`alter database ${database} allow_connections false`);
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}'`);
    const down = await api.request('GET', '/');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      status: 'unavailable',
      database: 'unreachable',
      code: 'DATABASE_UNREACHABLE',
      statusCode: 503,
    });

    const notReady = await api.request('GET', '/health/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatchObject({
      code: 'NOT_READY',
      message: 'Not ready: the database cannot be reached.',
      database: 'unreachable',
      storage: 'reachable',
    });
    expect((await api.request('GET', '/health/live')).status).toBe(200);

    await admin(`alter database ${database} allow_connections true`);
    const up = await api.request('GET', '/');
    expect(up.status).toBe(200);
    expect(up.body.database).toBe('reachable');
  });
});
