import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createSharedState, type SharedState, TEST_DATABASE_URL } from '../testing/test-app.js';
import { type DatabaseHandle, openDatabase } from './database.js';

// decision 198: the API's queries on PostgreSQL use pg's callback form (its promise form grew the
// heap of a CSV export of 100,000 rows by 130 to 180 MB); results, errors and clients unchanged.
describe('the PostgreSQL pool as Kysely takes it (decision 198)', () => {
  let state: SharedState;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    state = await createSharedState('postgres');
    handle = await openDatabase({ databaseUrl: TEST_DATABASE_URL, sqlitePath: '' }, { schema: state.schema! });
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await state?.dispose();
  });

  it('asks pg in its callback form and answers rows, counts and errors as before', async () => {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const { rows } = await sql<{ n: number; text: string }>`select 2 as n, ${'a'}::text as text`.execute(handle.db);
      expect(rows).toEqual([{ n: 2, text: 'a' }]);
      const statement = query.mock.calls.find(([text]) => typeof text === 'string' && text.startsWith('select 2'));
      expect(typeof statement?.[2]).toBe('function');

      await handle.db.schema
        .createTable('pool_probe')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .execute();
      const inserted = await handle.db
        .insertInto('pool_probe' as never)
        .values([{ id: 1 }, { id: 2 }] as never)
        .executeTakeFirst();
      expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
      const repeated = handle.db
        .insertInto('pool_probe' as never)
        .values({ id: 1 } as never)
        .execute();
      await expect(repeated).rejects.toMatchObject({ code: '23505' });
      await handle.db.schema.dropTable('pool_probe').execute();
    } finally {
      query.mockRestore();
    }
  });

  it('keeps a transaction on one client', async () => {
    const pids = await handle.db
      .transaction()
      .execute(async (trx) => [
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid,
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid,
      ]);
    expect(pids[0]).toBe(pids[1]);
  });
});
