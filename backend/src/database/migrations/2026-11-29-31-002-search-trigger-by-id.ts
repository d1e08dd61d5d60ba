import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

// issue 31: on SQLite, the triggers that keep the FTS5 search table found an application's row
// by `application_id`, a column FTS5 does not index: each update or delete of an application
// scanned the whole table, and erasing 50,000 applications (the retention job) would have taken
// hours. Each application now has a stable number in `applications_search_keys` (an INTEGER
// PRIMARY KEY, which VACUUM keeps, unlike the rowid of `applications`), and its search row has
// that number as its rowid, so the triggers reach it directly.
export const searchTriggerById: Migration = {
  async up(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    await sql`create table applications_search_keys (
      n integer primary key, application_id text not null unique)`.execute(db);
    await sql`insert into applications_search_keys (application_id) select id from applications`.execute(db);
    await sql`drop trigger applications_search_insert`.execute(db);
    await sql`drop trigger applications_search_update`.execute(db);
    await sql`drop trigger applications_search_delete`.execute(db);
    await sql`delete from applications_search`.execute(db);
    await sql`insert into applications_search (rowid, application_id, search_text)
      select k.n, a.id, a.search_text from applications a join applications_search_keys k on k.application_id = a.id`.execute(
      db,
    );
    const key = (row: 'new' | 'old') =>
      sql.raw(`(select n from applications_search_keys where application_id = ${row}.id)`);
    await sql`create trigger applications_search_insert after insert on applications begin
      insert into applications_search_keys (application_id) values (new.id);
      insert into applications_search (rowid, application_id, search_text) values (${key('new')}, new.id, new.search_text);
      end`.execute(db);
    await sql`create trigger applications_search_update after update of search_text on applications begin
      delete from applications_search where rowid = ${key('old')};
      insert into applications_search (rowid, application_id, search_text) values (${key('old')}, new.id, new.search_text);
      end`.execute(db);
    await sql`create trigger applications_search_delete after delete on applications begin
      delete from applications_search where rowid = ${key('old')};
      delete from applications_search_keys where application_id = old.id;
      end`.execute(db);
  },
};
