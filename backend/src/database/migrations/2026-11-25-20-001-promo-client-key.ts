import { type Kysely, type Migration } from 'kysely';

// Issue 20: one client address holds at most PROMO_MAX_PER_ADDRESS spots in a round, counted
// here so every instance sees the same count. Claims made before keep no address (null).
export const promoClientKey: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('promo_claims').addColumn('client_key', 'text').execute();
    await db.schema
      .createIndex('promo_claims_active_client')
      .on('promo_claims')
      .columns(['client_key', 'reset_id'])
      .execute();
  },
};
