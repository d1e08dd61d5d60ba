import type { Kysely, Migration } from 'kysely';

// issue 28: "needs attention": when an applicant's requested documents arrived (ISO time), until a
// staff member opens the case. Null when nothing waits for a look.
export const attention: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('applications').addColumn('attention_since', 'text').execute();
  },
};
