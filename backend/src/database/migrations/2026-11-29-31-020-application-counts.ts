import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

// issue 31, decision 201: the queue's counts per status and per mark under the filters staff use
// most (a status, a kind, an assignee, "needs attention") read every index entry those filters
// match: 8–10 ms at 100,000 applications for each of them on SQLite, 15 ms for the unfiltered
// count per status on PostgreSQL. `application_counts` holds how many applications there are of
// each status, kind, assignee and attention mark, kept by triggers on both databases, so those
// counts read a few hundred rows at most. It replaces decision 196's count per status (SQLite).
export const applicationCounts: Migration = {
  async up(db: Kysely<any>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    // `attention` is 1 when the case needs attention (attention_since set), else 0. No unique key:
    // on PostgreSQL a key's count may be spread over several rows (see keepCountsPostgres).
    await sql`create table application_counts (
      status text not null, kind text not null, assigned_to text, attention integer not null,
      n integer not null)`.execute(db);
    await sql`create index application_counts_key on application_counts (status, kind, assigned_to, attention)`.execute(
      db,
    );
    await sql`insert into application_counts (status, kind, assigned_to, attention, n)
      select status, kind, assigned_to, case when attention_since is null then 0 else 1 end, count(*)
      from applications group by status, kind, assigned_to, case when attention_since is null then 0 else 1 end`.execute(
      db,
    );
    await (postgres ? keepCountsPostgres(db) : keepCountsSqlite(db));
  },
};

/** SQLite writes one transaction at a time: each key has one row, made on first use. */
async function keepCountsSqlite(db: Kysely<any>): Promise<void> {
  await sql`drop trigger application_status_counts_insert`.execute(db);
  await sql`drop trigger application_status_counts_delete`.execute(db);
  await sql`drop trigger application_status_counts_update`.execute(db);
  await sql`drop table application_status_counts`.execute(db);
  const add = (row: 'new' | 'old', change: '+ 1' | '- 1') => {
    const key = `status = ${row}.status and kind = ${row}.kind and assigned_to is ${row}.assigned_to
      and attention = (${row}.attention_since is not null)`;
    return sql.raw(`insert into application_counts (status, kind, assigned_to, attention, n)
        select ${row}.status, ${row}.kind, ${row}.assigned_to, ${row}.attention_since is not null, 0
        where not exists (select 1 from application_counts where ${key});
      update application_counts set n = n ${change} where ${key};`);
  };
  await sql`create trigger application_counts_insert after insert on applications begin
    ${add('new', '+ 1')} end`.execute(db);
  await sql`create trigger application_counts_delete after delete on applications begin
    ${add('old', '- 1')} end`.execute(db);
  await sql`create trigger application_counts_update
    after update of status, kind, assigned_to, attention_since on applications
    when old.status is not new.status or old.kind is not new.kind or old.assigned_to is not new.assigned_to
      or (old.attention_since is null) is not (new.attention_since is null)
    begin ${add('old', '- 1')} ${add('new', '+ 1')} end`.execute(db);
}

/**
 * PostgreSQL runs transactions side by side, and a row updated by one is locked until it commits:
 * one row per key would make every submission wait for the one before it to commit (decision
 * 193), and two changes of status in opposite directions could deadlock. So a change adds to a row
 * of its key that no other transaction holds (`skip locked`), or to a new row when all are held:
 * no transaction ever waits here, and a key's count is the sum of its rows.
 */
async function keepCountsPostgres(db: Kysely<any>): Promise<void> {
  await sql`create function application_counts_add(
      s text, k text, a text, t integer, d integer) returns void language plpgsql as $$
    begin
      update application_counts set n = n + d where ctid = (
        select ctid from application_counts
        where status = s and kind = k and assigned_to is not distinct from a and attention = t
        limit 1 for update skip locked);
      if not found then
        insert into application_counts (status, kind, assigned_to, attention, n) values (s, k, a, t, d);
      end if;
    end $$`.execute(db);
  await sql`create function application_counts_keep() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.status = old.status and new.kind = old.kind
        and new.assigned_to is not distinct from old.assigned_to
        and (new.attention_since is null) = (old.attention_since is null) then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        perform application_counts_add(old.status, old.kind, old.assigned_to,
          case when old.attention_since is null then 0 else 1 end, -1);
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        perform application_counts_add(new.status, new.kind, new.assigned_to,
          case when new.attention_since is null then 0 else 1 end, 1);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger application_counts_keep
    after insert or delete or update of status, kind, assigned_to, attention_since on applications
    for each row execute function application_counts_keep()`.execute(db);
}
