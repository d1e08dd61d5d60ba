import { Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';
import { InjectDatabase } from '../database/database.module.js';
import { isUniqueViolation } from '../database/database.js';
import type { Database } from '../database/schema.js';

/** The nonces of accepted solutions, shared by every instance: a replay is refused by the primary key. */
@Injectable()
export class UsedChallengesRepository {
  private lastSweep = 0;

  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  /**
   * Records the nonce inside `trx`; false when some instance has recorded it already. On
   * PostgreSQL the refused insert aborts `trx`: the caller must end it (check's refusal does).
   */
  async markUsed(trx: Transaction<Database>, nonce: string, expiresAt: number): Promise<boolean> {
    try {
      await trx.insertInto('used_challenges').values({ nonce, expires_at: expiresAt }).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /**
   * Drops the nonces of challenges that have expired (refused for that anyway), at most once a
   * minute, after the current turn: never inside a caller's transaction (on SQLite a grouped
   * write may only use its own `trx`, see group-commit.ts).
   */
  sweepSoon(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    setImmediate(() => {
      this.db
        .deleteFrom('used_challenges')
        .where('expires_at', '<', now)
        .execute()
        .catch(() => undefined);
    });
  }
}
