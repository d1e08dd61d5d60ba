import type { Kysely, Migration } from 'kysely';

// issue 31, decision 205: the service, date and attention filters' counts read every case they
// keep, and their indexes held only the key, so each count read each case's table row as well
// (at 100,000 applications: 2,857 cases of one service, 8,219 in a month, 2,000 marked; 9–11 ms
// of counts on SQLite). Each index now holds what the counts test (status, its clock, service,
// assignee, mark, kind) and the default order, so the counts and the first page read it alone.
const COUNTED = ['status', 'status_changed_at', 'service_key', 'assigned_to', 'attention_since', 'kind'];

export const rowFilterIndexesHoldMarks: Migration = {
  async up(db: Kysely<any>) {
    const replace = async (name: string, columns: string[]) => {
      await db.schema.dropIndex(name).execute();
      await db.schema.createIndex(name).on('applications').columns(columns).execute();
    };
    const others = (...leading: string[]) => COUNTED.filter((column) => !leading.includes(column));
    await replace('applications_service_key', ['service_key', 'submitted_at', 'id', ...others('service_key')]);
    await replace('applications_submitted', ['submitted_at', 'id', ...COUNTED]);
    await replace('applications_attention', ['attention_since', ...others('attention_since'), 'submitted_at', 'id']);
  },
};
