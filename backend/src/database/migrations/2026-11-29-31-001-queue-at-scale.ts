import { type Kysely, type Migration, sql } from 'kysely';
import { statusRank } from '../../staff/cases/queue-conditions.js';
import { serviceOrder } from '../../staff/cases/queue-services.js';

// issue 31, the back office at a year's scale: indexes that let a page of the queue, its counts,
// the navigation's counts and the inboxes read index entries in order instead of sorting or
// scanning whole rows (measured at 100,000 applications: docs/performance.md, decision 180).
export const queueAtScale: Migration = {
  async up(db: Kysely<any>) {
    const index = (name: string, table: string, columns: string[]) =>
      db.schema.createIndex(name).on(table).columns(columns).execute();
    // The default order (newest first) under the filters staff use most: a status, an assignee, a
    // kind. The assignee's and the kind's also hold what the counts test with them (status, its
    // clock, service, attention, assignee), so a count reads the index alone, not each row.
    const marks = ['status', 'status_changed_at', 'service_key', 'attention_since'];
    await index('applications_status_submitted', 'applications', ['status', 'submitted_at', 'id']);
    await db.schema.dropIndex('applications_assigned').execute();
    await index('applications_assigned_submitted', 'applications', [
      'assigned_to',
      'submitted_at',
      'id',
      ...marks,
      'kind',
    ]);
    await index('applications_kind_submitted', 'applications', ['kind', 'submitted_at', 'id', ...marks, 'assigned_to']);
    // The assignee sort reads one assignee's cases at a time, in ID order.
    await index('applications_assigned_id', 'applications', ['assigned_to', 'id']);
    // "In status since": the desk index leads with the status, so this sort read every row.
    await index('applications_status_changed', 'applications', ['status_changed_at', 'id']);
    // "Needs attention" is rare: its rows are found, not filtered out of all.
    await index('applications_attention', 'applications', ['attention_since', 'status', 'assigned_to', 'kind']);
    // The status sort's order, as the queue writes it (literals, so both databases match it).
    // PostgreSQL wants an indexed expression in its own parentheses.
    await sql`create index applications_status_rank on applications ((${statusRank(sql.ref('status'))}), id)`.execute(
      db,
    );
    // The service sort's order in each language, as the queue writes it.
    const bare = { key: sql.ref('service_key'), title: sql.ref('service_title') };
    for (const language of ['en', 'id'] as const) {
      await sql`create index ${sql.id(`applications_service_order_${language}`)} on applications
        ((${serviceOrder(language, bare)}), id)`.execute(db);
    }
    // The inboxes list newest first, by (created_at, id).
    for (const table of ['contact_messages', 'consultation_requests']) {
      await index(`${table}_created`, table, ['created_at', 'id']);
      await index(`${table}_assigned`, table, ['assigned_to', 'created_at', 'id']);
    }
  },
};
