import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/schema.js';

export interface LockoutState {
  /** Attempts counted in the current run, this one included. */
  attempts: number;
  /** When the run's last counted attempt was made (ms since the epoch). */
  since: number;
}

/**
 * Counts promotion reset attempts per client address in the `rate_limits` table, so every API
 * process sharing the database sees the same count and the lockout holds across instances.
 *
 * A run of attempts continues while each comes less than the lockout's length after the one
 * before. Once a run holds `maxFailures` attempts, `since` stops moving: the address is locked
 * until `since` + the lockout's length, however often it knocks meanwhile.
 */
@Injectable()
export class ResetLockoutRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  /**
   * Counts one attempt before the secret is compared. Counting first, in one atomic statement,
   * means a burst of concurrent guesses cannot all be compared before the first one is counted.
   */
  async count(key: string, now: number, lockMs: number, maxFailures: number): Promise<LockoutState> {
    const fresh = sql<boolean>`rate_limits.window_start > ${now - lockMs}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_start: now, count: 1 })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql<number>`case when ${fresh} then rate_limits.count + 1 else 1 end`,
          window_start: sql<number>`case when ${fresh} and rate_limits.count >= ${maxFailures} then rate_limits.window_start else excluded.window_start end`,
        }),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirstOrThrow();
    return { attempts: Number(row.count), since: Number(row.window_start) };
  }

  /** The right secret ends the run: an operator who mistyped is not held to old mistakes. */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }
}
