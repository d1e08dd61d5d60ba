import type { Kysely, Migration } from 'kysely';

/**
 * The retention job's own tables (issue 18, docs/operations.md "Retention"): its audit trail,
 * and the lease that lets one API instance at a time run it.
 */
export const retention: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('retention_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text', (c) => c.notNull())
      .addColumn('holder', 'text', (c) => c.notNull())
      // Counts and ids of what was removed, as JSON: never a name, an address or a message.
      .addColumn('summary', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.insertInto('job_leases').values({ name: 'retention', holder: '', expires_at: '' }).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('job_leases').execute();
    await db.schema.dropTable('retention_runs').execute();
  },
};
