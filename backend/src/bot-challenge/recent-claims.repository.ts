import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/schema.js';

/**
 * How fast the promotion is being claimed, read from the database so that every instance
 * issues the same work (issue 29). Read-only: the claims are written by promo/.
 */
@Injectable()
export class RecentClaimsRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  /** Claims made at `since` or later, of any round: a reset does not end a rush. */
  async countSince(since: Date): Promise<number> {
    // created_at is an ISO 8601 text in UTC (promo.repository.ts), so text order is time order.
    const row = await this.db
      .selectFrom('promo_claims')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('claims'))
      .where('created_at', '>=', since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.claims);
  }
}
