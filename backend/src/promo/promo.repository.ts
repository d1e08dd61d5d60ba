import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { InjectDatabase } from '../database/database.module.js';
import { isUniqueViolation } from '../database/database.js';
import type { InTransaction } from '../database/database.js';
import type { Database } from '../database/schema.js';

export interface NewClaim {
  name: string;
  email: string;
  phone: string;
  promo: string | null;
  clientClaimNumber: number | null;
  /** The client's address key (clientKey()): at most `maxPerAddress` active claims each. */
  clientKey: string;
  language: string;
  /** The nonce of the anti-bot solution sent with the claim; null with the check off. */
  challengeNonce: string | null;
}

export type ClaimOutcome =
  /** `recovered`: the same claim (e-mail and solution) was taken before; this is its spot. */
  | { kind: 'claimed'; claimNumber: number; recovered?: true }
  | { kind: 'expired' }
  | { kind: 'already-claimed' }
  | { kind: 'address-cap' };

/** Thrown inside the claim's transaction to undo the counter's increment. */
class AddressCapReached extends Error {}

@Injectable()
export class PromoRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  async claimedCount(): Promise<number> {
    const row = await this.db
      .selectFrom('promo_counter')
      .select('claimed')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.claimed);
  }

  /**
   * Takes the next spot atomically. The conditional increment of the single counter row is the
   * first statement, so it takes the row's write lock at once (PostgreSQL re-checks the
   * condition after waiting; SQLite holds the database's write lock): two transactions can
   * never both pass `claimed < limit` for the same spot, in one process or many. The same lock
   * makes the count of the address' claims exact: `maxPerAddress` (0: no cap) holds across instances.
   */
  async claim(
    claim: NewClaim,
    limit: number,
    maxPerAddress: number,
    also?: InTransaction<[id: string, claimNumber: number]>,
  ): Promise<ClaimOutcome> {
    const emailKey = claim.email.toLowerCase();
    const outcome = await this.take(claim, emailKey, limit, maxPerAddress, also);
    // A repeated claim may meet any refusal first (its spot counts towards its address' cap).
    return outcome.kind === 'claimed' ? outcome : ((await this.sameClaim(claim, emailKey)) ?? outcome);
  }

  /**
   * The spot `claim` took before, when this e-mail's active spot was taken with the same anti-bot
   * solution: a client whose 201 was lost sends the same request again and is answered it. A
   * different solution (another person typing the address, or a second try) is ALREADY_CLAIMED.
   */
  private async sameClaim(claim: NewClaim, emailKey: string): Promise<ClaimOutcome | undefined> {
    if (claim.challengeNonce === null) return undefined;
    const holder = await this.db
      .selectFrom('promo_claims')
      .select(['claim_number', 'challenge_nonce'])
      .where('email_key', '=', emailKey)
      .where('reset_id', 'is', null)
      .executeTakeFirst();
    if (holder?.challenge_nonce !== claim.challengeNonce) return undefined;
    return { kind: 'claimed', claimNumber: Number(holder.claim_number), recovered: true };
  }

  private async take(
    claim: NewClaim,
    emailKey: string,
    limit: number,
    maxPerAddress: number,
    also?: InTransaction<[id: string, claimNumber: number]>,
  ): Promise<ClaimOutcome> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const taken = await trx
          .updateTable('promo_counter')
          .set((eb) => ({ claimed: eb('claimed', '+', 1) }))
          .where('id', '=', 1)
          .where('claimed', '<', limit)
          .returning('claimed')
          .executeTakeFirst();
        if (!taken) {
          const holder = await trx
            .selectFrom('promo_claims')
            .select('id')
            .where('email_key', '=', emailKey)
            .where('reset_id', 'is', null)
            .executeTakeFirst();
          return holder ? { kind: 'already-claimed' as const } : { kind: 'expired' as const };
        }
        if (maxPerAddress > 0) {
          const { count } = await trx
            .selectFrom('promo_claims')
            .select((eb) => eb.fn.countAll<string | number>().as('count'))
            .where('client_key', '=', claim.clientKey)
            .where('reset_id', 'is', null)
            .executeTakeFirstOrThrow();
          if (Number(count) >= maxPerAddress) throw new AddressCapReached();
        }
        const claimNumber = Number(taken.claimed);
        const id = randomUUID();
        await trx
          .insertInto('promo_claims')
          .values({
            id,
            claim_number: claimNumber,
            name: claim.name,
            email: claim.email,
            email_key: emailKey,
            phone: claim.phone,
            promo: claim.promo,
            client_claim_number: claim.clientClaimNumber,
            created_at: new Date().toISOString(),
            reset_id: null,
            client_key: claim.clientKey,
            language: claim.language,
            challenge_nonce: claim.challengeNonce,
          })
          .execute();
        // One more insert under the counter's lock: the spot's messages (issue 14).
        await also?.(trx, id, claimNumber);
        return { kind: 'claimed' as const, claimNumber };
      });
    } catch (error) {
      if (error instanceof AddressCapReached) return { kind: 'address-cap' };
      // The e-mail's unique index refused the row; the whole transaction, counter included, is undone.
      if (isUniqueViolation(error)) return { kind: 'already-claimed' };
      throw error;
    }
  }

  /** Clears every active claim (they are kept, marked by this reset) and records the reset. */
  async reset(also?: InTransaction<[cleared: number]>): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      // Lock the counter first so no claim slips in between the count and the clearing.
      await trx.updateTable('promo_counter').set({ claimed: 0 }).where('id', '=', 1).execute();
      const resetId = randomUUID();
      const { count } = await trx
        .selectFrom('promo_claims')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('reset_id', 'is', null)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('promo_resets')
        .values({ id: resetId, reset_at: new Date().toISOString(), cleared_count: Number(count) })
        .execute();
      await trx.updateTable('promo_claims').set({ reset_id: resetId }).where('reset_id', 'is', null).execute();
      // The staff area's reset is audited by this same transaction (issue 13).
      await also?.(trx, Number(count));
      return Number(count);
    });
  }
}
