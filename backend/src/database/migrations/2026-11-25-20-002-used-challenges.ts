import { type Kysely, type Migration } from 'kysely';

// Issue 20: a proof-of-work solution is accepted once. The challenge's nonce is recorded here,
// in the database every instance shares, until the challenge would have expired anyway.
export const usedChallenges: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('used_challenges')
      .addColumn('nonce', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
