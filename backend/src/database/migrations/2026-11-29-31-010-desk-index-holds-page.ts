import type { Kysely, Migration } from 'kysely';

// issue 31, decision 195: the overdue filter's page read each overdue case's table row (a few
// thousand at 100,000 applications) only for its submission time and ID, to sort them. The desk
// index, which the overdue branches already search by (status, clock), now holds those two as
// well, so the page, like the counts, reads the index alone.
export const deskIndexHoldsPage: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.dropIndex('applications_desk').execute();
    await db.schema
      .createIndex('applications_desk')
      .on('applications')
      .columns(['status', 'status_changed_at', 'service_key', 'assigned_to', 'attention_since', 'submitted_at', 'id'])
      .execute();
  },
};
