import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';
import { applicationSearchColumns } from '../../staff/cases/application-search.js';

// issue 27, the case desk: who holds an application (`assigned_to`), since when it is in its
// status (`status_changed_at`, back-filled from the history, then kept by a trigger whatever code
// changes the status), and what it is found and sorted by (`search_text`, `sort_name`, written by
// the API with every change of the fields they come from). Indexes for the queue's filters,
// counts and sorts; a substring index for the search (SQLite: FTS5 trigram; PostgreSQL: pg_trgm
// when the extension can be had).
export const applicationQueue: Migration = {
  async up(db: Kysely<any>) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema.alterTable('applications').addColumn('assigned_to', 'text').execute();
    await db.schema.alterTable('applications').addColumn('status_changed_at', 'text').execute();
    await db.schema
      .alterTable('applications')
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('applications')
      .addColumn('sort_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    await sql`update applications set status_changed_at = coalesce(
      (select max(h.at) from application_status_history h where h.application_id = applications.id),
      submitted_at)`.execute(db);
    await backfillSearch(db);

    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await (postgres ? statusClockPostgres(db) : statusClockSqlite(db));

    // The counts read this index alone (no table row): status, age, service (its processing
    // time), assignee, attention.
    await db.schema
      .createIndex('applications_desk')
      .on('applications')
      .columns(['status', 'status_changed_at', 'service_key', 'assigned_to', 'attention_since'])
      .execute();
    await db.schema.createIndex('applications_submitted').on('applications').columns(['submitted_at', 'id']).execute();
    await db.schema.createIndex('applications_updated').on('applications').columns(['updated_at', 'id']).execute();
    await db.schema.createIndex('applications_sort_name').on('applications').columns(['sort_name', 'id']).execute();
    await db.schema.createIndex('applications_assigned').on('applications').columns(['assigned_to']).execute();
    await (postgres ? trigramIndexPostgres(db) : trigramIndexSqlite(db));
  },
};

/** The search columns of every existing application, a batch at a time. */
async function backfillSearch(db: Kysely<any>): Promise<void> {
  let after = '';
  for (;;) {
    const rows: Array<{ id: string; full_name: string; email: string; phone: string; details: string }> = await db
      .selectFrom('applications')
      .select(['id', 'full_name', 'email', 'phone', 'details'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (!rows.length) return;
    for (const row of rows) {
      const { search_text, sort_name } = searchColumnsOf(row);
      await db.updateTable('applications').set({ search_text, sort_name }).where('id', '=', row.id).execute();
    }
    after = rows.at(-1)!.id;
  }
}

function searchColumnsOf(row: { id: string; full_name: string; email: string; phone: string; details: string }) {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    // An erased or damaged row: found by its ID and name alone.
  }
  return applicationSearchColumns({ id: row.id, fullName: row.full_name, email: row.email, phone: row.phone, details });
}

/** A new row starts its clock at submission; a change of status restarts it at the change. */
async function statusClockSqlite(db: Kysely<any>): Promise<void> {
  await sql`create trigger applications_status_clock_insert after insert on applications
    when new.status_changed_at is null
    begin update applications set status_changed_at = new.submitted_at where id = new.id; end`.execute(db);
  await sql`create trigger applications_status_clock_update after update of status on applications
    when new.status is not old.status
    begin update applications set status_changed_at = new.updated_at where id = new.id; end`.execute(db);
}

async function statusClockPostgres(db: Kysely<any>): Promise<void> {
  await sql`create function applications_status_clock() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        new.status_changed_at := coalesce(new.status_changed_at, new.submitted_at);
      elsif new.status is distinct from old.status then
        new.status_changed_at := new.updated_at;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger applications_status_clock before insert or update on applications
    for each row execute function applications_status_clock()`.execute(db);
}

/**
 * SQLite: an FTS5 table of trigrams over the search text, kept by triggers. Keyed by the
 * application's ID, not its rowid (VACUUM may renumber the rowids of a table without an
 * INTEGER PRIMARY KEY).
 */
async function trigramIndexSqlite(db: Kysely<any>): Promise<void> {
  await sql`create virtual table applications_search using fts5(
    application_id unindexed, search_text, tokenize = 'trigram case_sensitive 1', detail = 'none')`.execute(db);
  await sql`insert into applications_search (application_id, search_text)
    select id, search_text from applications`.execute(db);
  await sql`create trigger applications_search_insert after insert on applications begin
    insert into applications_search (application_id, search_text) values (new.id, new.search_text); end`.execute(db);
  await sql`create trigger applications_search_update after update of search_text on applications begin
    delete from applications_search where application_id = old.id;
    insert into applications_search (application_id, search_text) values (new.id, new.search_text); end`.execute(db);
  await sql`create trigger applications_search_delete after delete on applications begin
    delete from applications_search where application_id = old.id; end`.execute(db);
}

/**
 * PostgreSQL: a GIN trigram index, when pg_trgm is installed or this role may install it (it is a
 * trusted extension from PostgreSQL 13). It goes into the schema it already lives in, or `public`,
 * never a schema the API's tables may be dropped with. Without it the same search scans.
 */
async function trigramIndexPostgres(db: Kysely<any>): Promise<void> {
  const installedIn = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  let schema = await installedIn();
  if (!schema) {
    const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    const publicSchema = await sql`select 1 from pg_namespace where nspname = 'public'`.execute(db);
    if (!available.rows.length || !publicSchema.rows.length) return;
    await sql`savepoint pg_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm schema public`.execute(db);
      await sql`release savepoint pg_trgm`.execute(db);
      schema = 'public';
    } catch {
      // Not allowed, or another process installed it at the same moment.
      await sql`rollback to savepoint pg_trgm`.execute(db);
      schema = await installedIn();
      if (!schema) return;
    }
  }
  await sql`create index applications_search on applications
    using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
}
