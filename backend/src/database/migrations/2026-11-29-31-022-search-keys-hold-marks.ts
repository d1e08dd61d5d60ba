import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

// issue 31, decision 202: on SQLite, the counts of a search found its matches in the FTS5 table
// and then read each one's row of `applications` by its text ID for its status, clock, service,
// assignee and attention: most of "lindq"'s 14 ms at 100,000 applications (5,000 matches). Each
// match's row of `applications_search_keys` has the FTS5 row's number as its key, so FTS5's
// matches reach it in order, at almost no cost; it now holds those columns too, kept by triggers.
export const searchKeysHoldMarks: Migration = {
  async up(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    for (const column of COUNTED)
      await db.schema.alterTable('applications_search_keys').addColumn(column, 'text').execute();
    await sql`update applications_search_keys set (${sql.join(COUNTED.map((column) => sql.id(column)))}) =
      (select ${sql.join(COUNTED.map((column) => sql.ref(`a.${column}`)))} from applications a
       where a.id = applications_search_keys.application_id)`.execute(db);
    // The row is written from the application as stored, after its other insert triggers (the
    // status clock sets `status_changed_at` by an update, which the update trigger then copies).
    await sql`drop trigger applications_search_insert`.execute(db);
    await sql`create trigger applications_search_insert after insert on applications begin
      insert into applications_search_keys (application_id, ${sql.raw(COUNTED.join(', '))})
        select id, ${sql.raw(COUNTED.join(', '))} from applications where id = new.id;
      insert into applications_search (rowid, application_id, search_text)
        values ((select n from applications_search_keys where application_id = new.id), new.id, new.search_text);
      end`.execute(db);
    await sql`create trigger applications_search_keys_marks after update of ${sql.raw(COUNTED.join(', '))}
      on applications begin
      update applications_search_keys set ${sql.raw(COUNTED.map((column) => `${column} = new.${column}`).join(', '))}
        where application_id = new.id;
      end`.execute(db);
  },
};

/** What a search's counts test of each match, besides its ID (application-queue-counts.ts). */
const COUNTED = ['status', 'kind', 'service_key', 'status_changed_at', 'assigned_to', 'attention_since'] as const;
