import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/schema.js';

/**
 * Fixed-window counters kept in the database, so every API process sharing it counts the same
 * requests: limits hold across instances, not per process.
 */
@Injectable()
export class RateLimitRepository {
  private lastSweep = 0;

  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  /** Counts one request against `key` in the window starting at `windowStart`; returns the count. */
  async hit(key: string, windowStart: number): Promise<number> {
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_start: windowStart, count: 1 })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
          window_start: sql<number>`excluded.window_start`,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Drops counters of windows long gone, at most once a minute. */
  async sweep(olderThan: number, now: number): Promise<void> {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db.deleteFrom('rate_limits').where('window_start', '<', olderThan).execute();
  }
}
