import type { Kysely, Migration } from 'kysely';

// The application lifecycle (product §10.4): every status change carries a note to the
// applicant, an optional internal note only staff see, and the staff account that made it.
// The first history row of an application (its submission) has none of them.
export const applicationLifecycle: Migration = {
  async up(db: Kysely<any>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    for (const column of ['note', 'internal_note', 'changed_by']) {
      await db.schema.alterTable('application_status_history').addColumn(column, 'text').execute();
    }
  },
};
