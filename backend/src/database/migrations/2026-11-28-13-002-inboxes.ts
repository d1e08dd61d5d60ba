import type { Kysely, Migration } from 'kysely';

// The staff inboxes (issue 13): who a contact message or consultation request is assigned to,
// and when and by whom it was handled. All null for what nobody has touched yet.
export const inboxes: Migration = {
  async up(db: Kysely<any>) {
    for (const table of ['contact_messages', 'consultation_requests']) {
      for (const column of ['assigned_to', 'handled_at', 'handled_by']) {
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
      }
      await db.schema.createIndex(`${table}_handled`).on(table).columns(['handled_at', 'created_at']).execute();
    }
  },
};
