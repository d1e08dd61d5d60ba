import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

// issue 31, decision 196: on SQLite, the queue's unfiltered count per status read one index entry
// per application (8 ms at 100,000, most of the oldest-first page's time). Triggers now keep the
// count of each status in `application_status_counts`, so that count reads a handful of rows.
// SQLite only: its writes are one at a time anyway, while on PostgreSQL every submission would
// lock the same row until it commits, and the count there met its target without it.
export const statusCounts: Migration = {
  async up(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    await sql`create table application_status_counts (
      status text primary key, n integer not null) without rowid`.execute(db);
    await sql`insert into application_status_counts (status, n)
      select status, count(*) from applications group by status`.execute(db);
    const add = (row: 'new' | 'old', change: '+ 1' | '- 1') =>
      sql.raw(`insert or ignore into application_status_counts (status, n) values (${row}.status, 0);
      update application_status_counts set n = n ${change} where status = ${row}.status;`);
    await sql`create trigger application_status_counts_insert after insert on applications begin
      ${add('new', '+ 1')} end`.execute(db);
    await sql`create trigger application_status_counts_delete after delete on applications begin
      ${add('old', '- 1')} end`.execute(db);
    await sql`create trigger application_status_counts_update after update of status on applications
      when old.status is not new.status begin
      ${add('old', '- 1')}
      ${add('new', '+ 1')} end`.execute(db);
  },
};
