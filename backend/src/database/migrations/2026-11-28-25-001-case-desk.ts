import type { Kysely, Migration } from 'kysely';

// The case desk (issue 27): internal notes on an application, the corrections of the
// applicant's contact details (old and new values, kept with the case, not in the audit log),
// and the audit log's indexes for its filters and its order at a million rows.
export const caseDesk: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('application_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id'))
      .addColumn('author_id', 'text', (c) => c.notNull().references('staff_users.id'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('application_notes_application')
      .on('application_notes')
      .columns(['application_id', 'at'])
      .execute();

    await db.schema
      .createTable('application_contact_changes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id'))
      .addColumn('changed_by', 'text', (c) => c.notNull().references('staff_users.id'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      // JSON text: [{ field, from, to }] for each field that changed.
      .addColumn('changes', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('application_contact_changes_application')
      .on('application_contact_changes')
      .columns(['application_id', 'at'])
      .execute();

    // The audit screen lists newest first (at, id) under any one filter: each filter's column
    // leads an index that ends in the order, so a page reads 50 index entries, not the table.
    await db.schema.dropIndex('staff_audit_log_at').execute();
    await db.schema.createIndex('staff_audit_log_at_id').on('staff_audit_log').columns(['at', 'id']).execute();
    for (const column of ['actor_id', 'action', 'target_id']) {
      await db.schema
        .createIndex(`staff_audit_log_${column}_at`)
        .on('staff_audit_log')
        .columns([column, 'at', 'id'])
        .execute();
    }
    // "What did this person do of this kind": without it, a person's whole history is read.
    await db.schema
      .createIndex('staff_audit_log_actor_id_action_at')
      .on('staff_audit_log')
      .columns(['actor_id', 'action', 'at', 'id'])
      .execute();
  },
};
