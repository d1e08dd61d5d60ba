import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, createSharedState, type SharedState, TEST_DATABASE_URL } from '../testing/test-app.js';
import { openDatabase } from './database.js';
import { MIGRATION_NAMES } from './migrations.js';

describe('openDatabase on SQLite', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-db-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lets several processes start on a fresh file at once: each finds the schema migrated', async () => {
    const file = path.join(dir, 'fresh.sqlite');
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: undefined, sqlitePath: file })));
    for (const { db } of handles) {
      const { claimed } = await db.selectFrom('promo_counter').select('claimed').executeTakeFirstOrThrow();
      expect(claimed).toBe(0);
    }
    await Promise.all(handles.map(({ db }) => db.destroy()));
  });

  it('applies a migration a later merge adds before ones the database already has', async () => {
    const file = path.join(dir, 'unordered.sqlite');
    const first = await openDatabase({ databaseUrl: undefined, sqlitePath: file });
    // As a database migrated without 18-001 but with the 20-… ones after it would be.
    await first.db.schema.dropTable('job_leases').execute();
    await first.db.schema.dropTable('retention_runs').execute();
    await first.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '2026-11-25-18-001-retention' as never)
      .execute();
    await first.db.destroy();
    const second = await openDatabase({ databaseUrl: undefined, sqlitePath: file });
    const leases = await second.db
      .withTables<{ job_leases: { name: string } }>()
      .selectFrom('job_leases')
      .select('name')
      .execute();
    expect(leases).toEqual([{ name: 'retention' }]);
    await second.db.destroy();
  });

  it('migrates only once: opening the same file again changes nothing', async () => {
    const file = path.join(dir, 'again.sqlite');
    const first = await openDatabase({ databaseUrl: undefined, sqlitePath: file });
    await first.db.insertInto('promo_counter').values({ id: 2, claimed: 5 }).execute();
    await first.db.destroy();
    const second = await openDatabase({ databaseUrl: undefined, sqlitePath: file });
    expect(await second.db.selectFrom('promo_counter').selectAll().orderBy('id').execute()).toEqual([
      { id: 1, claimed: 0 },
      { id: 2, claimed: 5 },
    ]);
    await second.db.destroy();
  });

  it('names the file it cannot open', async () => {
    const blocker = path.join(dir, 'a-file');
    await writeFile(blocker, 'not a folder');
    const file = path.join(blocker, 'app.sqlite');
    await expect(openDatabase({ databaseUrl: undefined, sqlitePath: file })).rejects.toThrow(
      `The database at ${file} cannot be reached`,
    );
  });
});

describe('openDatabase on PostgreSQL', () => {
  let state: SharedState;
  beforeAll(async () => {
    state = await createSharedState('postgres');
  });
  afterAll(() => state?.dispose());

  const open = () => openDatabase({ databaseUrl: TEST_DATABASE_URL, sqlitePath: '' }, { schema: state.schema! });

  it('lets several processes start on a fresh schema at once: the migration runs once, under its lock', async () => {
    const handles = await Promise.all([1, 2, 3].map(open));
    for (const { db } of handles) {
      expect(await db.selectFrom('promo_counter').selectAll().execute()).toEqual([{ id: 1, claimed: 0 }]);
    }
    const applied = await handles[0]!.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute();
    expect(applied).toHaveLength(MIGRATION_NAMES.length);
    await Promise.all(handles.map(({ db }) => db.destroy()));
  });

  // issue 32: Kysely's own introspector read every schema's tables, and failed with `schema
  // "test_…" does not exist` when another process dropped its schema meanwhile.
  it('starts while other schemas of the database are made and dropped', async () => {
    let churning = true;
    const churn = (async () => {
      for (let round = 0; churning; round += 1) {
        const other = `${state.schema!}_other_${round}`;
        await adminQuery(`create schema ${other}; create table ${other}.rows (id serial primary key)`);
        await adminQuery(`drop schema ${other} cascade`);
      }
    })();
    try {
      for (let round = 0; round < 20; round += 1) {
        const { db } = await open();
        await db.destroy();
      }
    } finally {
      churning = false;
      await churn;
    }
  });

  it('migrates only once: opening the schema again keeps its rows and adds no migration', async () => {
    const first = await open();
    await first.db.updateTable('promo_counter').set({ claimed: 7 }).where('id', '=', 1).execute();
    await first.db.destroy();

    const second = await open();
    expect(await second.db.selectFrom('promo_counter').selectAll().execute()).toEqual([{ id: 1, claimed: 7 }]);
    expect(
      await second.db
        .selectFrom('kysely_migration' as never)
        .selectAll()
        .execute(),
    ).toHaveLength(MIGRATION_NAMES.length);
    await second.db.destroy();
  });
});
