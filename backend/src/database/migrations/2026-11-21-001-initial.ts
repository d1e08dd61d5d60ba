import { type Kysely, type Migration, sql } from 'kysely';

// The first schema: the visitor's submissions, the promotion counter and the rate limits.
export const initial: Migration = {
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
};
