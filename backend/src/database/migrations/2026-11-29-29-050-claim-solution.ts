import type { Kysely, Migration } from 'kysely';

// issue 29: a claim keeps the anti-bot solution that took it, so a client whose 201 was lost
// and who sends the same claim again (same e-mail, same solution) is answered the spot it
// holds. Claims taken with the check off, or before this, have none.
export const claimSolution: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('promo_claims').addColumn('challenge_nonce', 'text').execute();
  },
};
