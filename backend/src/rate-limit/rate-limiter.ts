import { Injectable } from '@nestjs/common';
import { ApiError } from '../common/api-error.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { RateLimitRepository } from './rate-limit.repository.js';

/** How many refused keys a process remembers; beyond it, the expired ones are dropped. */
const MAX_REMEMBERED_REFUSALS = 10_000;

/** A budget: at most `max` requests a fixed window of `windowSeconds`. */
export interface Budget {
  max: number;
  windowSeconds: number;
}

/** Where the limiter writes the RateLimit fields of an answer (Express's response). */
export interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
}

/**
 * Counts requests per key (a bucket and who sends: a client address, or a staff session) in the
 * database, so every instance shares the count, and refuses those over budget with 429 and
 * Retry-After. Every counted answer carries the IETF RateLimit fields (issue 30):
 * `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds) and `RateLimit-Policy`
 * (`20;w=60`), as draft-ietf-httpapi-ratelimit-headers-07 names them. RATE_LIMIT=off lets
 * everything through, without the fields.
 */
@Injectable()
export class RateLimiter {
  /**
   * Keys over their budget, with the end of their window. A count only grows within a window,
   * so a key refused once stays refused until the window ends, whichever process counted it:
   * its further requests are refused from memory, and a noisy client costs the database (and
   * so everyone else) nothing more.
   */
  private readonly refusedUntil = new Map<string, number>();

  constructor(
    private readonly counters: RateLimitRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Counts one request under `key`; throws 429 RATE_LIMITED when it is over `budget`. The
   * RateLimit fields go on `answer` when it is allowed, and on the 429 when it is not.
   */
  async consume(key: string, budget: Budget, answer?: HeaderTarget): Promise<void> {
    if (!this.config.rateLimit.enabled) return;
    const windowMs = budget.windowSeconds * 1000;
    const now = Date.now();
    const remembered = this.refusedUntil.get(key);
    if (remembered !== undefined && remembered > now) throw rateLimited(budget, budget.max + 1, remembered, now);

    const windowStart = Math.floor(now / windowMs) * windowMs;
    const count = await this.counters.hit(key, windowStart);
    void this.counters.sweep(now - 86_400_000, now).catch(() => undefined);
    if (count <= budget.max) {
      if (answer)
        for (const [name, value] of Object.entries(rateLimitFields(budget, count, windowStart + windowMs, now)))
          answer.setHeader(name, value);
      return;
    }

    this.remember(key, windowStart + windowMs, now);
    throw rateLimited(budget, count, windowStart + windowMs, now);
  }

  private remember(key: string, until: number, now: number): void {
    if (this.refusedUntil.size >= MAX_REMEMBERED_REFUSALS) {
      for (const [other, end] of this.refusedUntil) if (end <= now) this.refusedUntil.delete(other);
      // Still full of live refusals: forget the oldest; its next request is counted in the database again.
      if (this.refusedUntil.size >= MAX_REMEMBERED_REFUSALS)
        this.refusedUntil.delete(this.refusedUntil.keys().next().value!);
    }
    this.refusedUntil.set(key, until);
  }
}

/** The names of the RateLimit fields, exposed to browser clients by CORS. */
export const RATE_LIMIT_FIELDS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy'];

const secondsUntil = (windowEnd: number, now: number) => Math.max(1, Math.ceil((windowEnd - now) / 1000));

/** The IETF RateLimit fields of the `count`th request of a window ending at `windowEnd`. */
export function rateLimitFields(budget: Budget, count: number, windowEnd: number, now: number): Record<string, string> {
  return {
    'RateLimit-Limit': String(budget.max),
    'RateLimit-Remaining': String(Math.max(0, budget.max - count)),
    'RateLimit-Reset': String(secondsUntil(windowEnd, now)),
    'RateLimit-Policy': `${budget.max};w=${budget.windowSeconds}`,
  };
}

function rateLimited(budget: Budget, count: number, windowEnd: number, now: number): ApiError {
  const retryAfter = secondsUntil(windowEnd, now);
  return new ApiError(429, 'RATE_LIMITED', `Too many requests. Try again in ${retryAfter} seconds.`, undefined, {
    ...rateLimitFields(budget, count, windowEnd, now),
    'Retry-After': String(retryAfter),
  });
}
