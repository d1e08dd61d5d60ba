import { type Kysely, type Migration, Migrator, sql } from 'kysely';

// One set of migrations for both dialects, written with Kysely's schema builder. Add a new
// entry for every change; never edit one that has shipped.
const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('consultation_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('company', 'text')
        .addColumn('job_title', 'text')
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('promo_counter')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('claimed', 'integer', (c) => c.notNull())
        .execute();
      await db.insertInto('promo_counter').values({ id: 1, claimed: 0 }).execute();

      await db.schema
        .createTable('promo_resets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('reset_at', 'text', (c) => c.notNull())
        .addColumn('cleared_count', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('promo_claims')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('claim_number', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('promo', 'text')
        .addColumn('client_claim_number', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('reset_id', 'text', (c) => c.references('promo_resets.id'))
        .execute();
      // Among active claims (not yet reset): one per e-mail, and each spot number once.
      await db.schema
        .createIndex('promo_claims_active_email')
        .on('promo_claims')
        .column('email_key')
        .unique()
        .where(sql.ref('reset_id'), 'is', null)
        .execute();
      await db.schema
        .createIndex('promo_claims_active_number')
        .on('promo_claims')
        .column('claim_number')
        .unique()
        .where(sql.ref('reset_id'), 'is', null)
        .execute();

      await db.schema
        .createTable('applications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text')
        .addColumn('service_title', 'text', (c) => c.notNull())
        .addColumn('service_price', 'text')
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('submitted_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('application_status_history')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('application_status_history_application')
        .on('application_status_history')
        .column('application_id')
        .execute();

      await db.schema
        .createTable('application_files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id'))
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('original_name', 'text', (c) => c.notNull())
        .addColumn('stored_name', 'text', (c) => c.notNull().unique())
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('application_files_application')
        .on('application_files')
        .column('application_id')
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
    },
  },
};

/**
 * Applies every pending migration; safe to run at every start and from several processes.
 * `tableSchema` (PostgreSQL) pins Kysely's bookkeeping tables to the API's own schema: without
 * it, Kysely takes a kysely_migration table in any other schema of the database for its own.
 */
export async function migrateToLatest(db: Kysely<any>, tableSchema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(tableSchema ? { migrationTableSchema: tableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
