import type { Kysely, Migration } from 'kysely';

// issue 31, decision 201: under the kind filter, the overdue count's branches search the desk
// index by status and clock, then read each overdue case's table row for its kind (8 ms of
// "queue: kind" at 100,000 applications on SQLite). The desk index now holds the kind too.
export const deskIndexHoldsKind: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.dropIndex('applications_desk').execute();
    await db.schema
      .createIndex('applications_desk')
      .on('applications')
      .columns([
        'status',
        'status_changed_at',
        'service_key',
        'assigned_to',
        'attention_since',
        'submitted_at',
        'id',
        'kind',
      ])
      .execute();
  },
};
