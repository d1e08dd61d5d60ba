import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedState, DIALECTS, type SharedState, TEST_DATABASE_URL } from '../testing/test-app.js';
import { type DatabaseHandle, openDatabase } from './database.js';

const MIGRATION = '2026-11-28-20-001-service-key';

/** An application row as one stored before the migration would be. */
function stored(id: string, kind: string, productId: string | null, title: string) {
  const at = new Date().toISOString();
  return {
    id,
    kind,
    product_id: productId,
    service_title: title,
    service_price: null,
    full_name: 'Budi',
    email: 'budi@example.com',
    email_key: 'budi@example.com',
    phone: '+62 812 0000 0000',
    details: '{}',
    status: 'processing',
    submitted_at: at,
    updated_at: at,
    language: 'id',
  };
}

describe.each(DIALECTS)('the service_key migration (issue 29) on %s', (dialect) => {
  let state: SharedState;
  const open = (): Promise<DatabaseHandle> =>
    dialect === 'sqlite'
      ? openDatabase({ databaseUrl: undefined, sqlitePath: path.join(state.dir, 'app.sqlite') })
      : openDatabase({ databaseUrl: TEST_DATABASE_URL, sqlitePath: '' }, { schema: state.schema! });

  beforeAll(async () => {
    state = await createSharedState(dialect);
  });
  afterAll(() => state?.dispose());

  it('gives older rows the key of the service their title or product names, and null to the rest', async () => {
    const before = await open();
    // As the database was before the migration: no column, the migration not yet applied.
    await before.db.schema.dropIndex('applications_service_key').execute();
    // Later migrations (24-002, the queue; 31-001, the queue at scale; 31-030, the indexes that
    // hold the marks) index the column too: SQLite drops no indexed column.
    for (const index of [
      'applications_desk',
      'applications_submitted',
      'applications_attention',
      'applications_assigned_submitted',
      'applications_kind_submitted',
      'applications_service_order_en',
      'applications_service_order_id',
    ])
      await before.db.schema.dropIndex(index).execute();
    // On SQLite, the search keys' triggers (31-022) copy the column, and it drops no column a
    // trigger names; they came later, so the rows here need none of them.
    if (dialect === 'sqlite')
      for (const trigger of ['applications_search_insert', 'applications_search_keys_marks'])
        await sql`drop trigger ${sql.id(trigger)}`.execute(before.db);
    await before.db.schema.alterTable('applications').dropColumn('service_key').execute();
    await before.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', MIGRATION as never)
      .execute();
    await before.db
      .insertInto('applications')
      .values([
        stored('VS12345678AAAA', 'visa', null, 'Transit Visa'),
        stored('VS12345678AAAB', 'visa', null, 'visa wisata b1 (visa kunjungan saat kedatangan)'),
        stored('VS12345678AAAC', 'visa', null, 'USD 950 due today'),
        // a visa application naming a permit product's title is not that product
        stored('VS12345678AAAD', 'visa', null, 'Spouse KITAP'),
        stored('PA12345678AAAA', 'kitap', 'spouse', 'Spouse KITAP'),
        stored('PA12345678AAAB', 'visit-visa', 'multiple-entry', 'Multiple Entry Visit Visa'),
        stored('PA12345678AAAC', 'stay-permit', 'no-such-card', 'Anything'),
      ] as never)
      .execute();
    await before.db.destroy();

    const after = await open();
    const rows = await after.db.selectFrom('applications').select(['id', 'service_key']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'PA12345678AAAA', service_key: 'kitap/spouse' },
      { id: 'PA12345678AAAB', service_key: 'visit-visa/multiple-entry' },
      { id: 'PA12345678AAAC', service_key: null },
      { id: 'VS12345678AAAA', service_key: 'visa/transit' },
      { id: 'VS12345678AAAB', service_key: 'visa/b1-visa-on-arrival' },
      { id: 'VS12345678AAAC', service_key: null },
      { id: 'VS12345678AAAD', service_key: null },
    ]);
    await after.db.destroy();
  });
});
