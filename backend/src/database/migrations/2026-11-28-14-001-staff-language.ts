import type { Kysely, Migration } from 'kysely';

// Each staff member's language for the messages the API sends them (issue 14: "Indonesian by
// default"); existing accounts get Indonesian.
export const staffLanguage: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('staff_users')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('id'))
      .execute();
  },
};
