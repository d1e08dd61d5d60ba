import type { Kysely, Migration } from 'kysely';

// issue 29: each enrolment session holds the authenticator secret it shows, so two password
// sign-ins of one account never see the same secret; the account takes it when that session
// confirms. Sessions that enrol no authenticator leave it empty.
export const enrolmentSecret: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('staff_sessions').addColumn('enrolment_secret', 'text').execute();
  },
};
