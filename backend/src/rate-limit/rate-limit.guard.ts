import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from '../common/api-error.js';
import { clientKey } from '../common/client-key.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { RateLimitRepository } from './rate-limit.repository.js';

export interface RateLimitBudget {
  /** Counters are kept per bucket and client address. */
  bucket: string;
  max: (config: AppConfig) => number;
  windowSeconds: (config: AppConfig) => number;
}

const RATE_LIMIT = 'rate-limit';

/** How many refused client keys a process remembers; beyond it, the expired ones are dropped. */
const MAX_REMEMBERED_REFUSALS = 10_000;

/** Gives a route its own budget; every POST without one gets the default budget. */
export const RateLimit = (budget: RateLimitBudget) => SetMetadata(RATE_LIMIT, budget);

@Injectable()
export class RateLimitGuard implements CanActivate {
  /**
   * Keys over their budget, with the end of their window. A count only grows within a window,
   * so a key refused once stays refused until the window ends, whichever process counted it:
   * its further requests are refused from memory, and a noisy client costs the database (and
   * so everyone else) nothing more.
   */
  private readonly refusedUntil = new Map<string, number>();

  constructor(
    private readonly reflector: Reflector,
    private readonly counters: RateLimitRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.config.rateLimit.enabled) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const budget = this.budgetFor(context, request);
    if (!budget) return true;

    const windowMs = budget.windowSeconds(this.config) * 1000;
    const now = Date.now();
    const key = `${budget.bucket}:${clientKey(request.ip)}`;
    const remembered = this.refusedUntil.get(key);
    if (remembered !== undefined && remembered > now) throw rateLimited(remembered, now);

    const windowStart = Math.floor(now / windowMs) * windowMs;
    const count = await this.counters.hit(key, windowStart);
    void this.counters.sweep(now - 86_400_000, now).catch(() => undefined);
    if (count <= budget.max(this.config)) return true;

    this.remember(key, windowStart + windowMs, now);
    throw rateLimited(windowStart + windowMs, now);
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

  private budgetFor(context: ExecutionContext, request: Request): RateLimitBudget | undefined {
    const own = this.reflector.getAllAndOverride<RateLimitBudget | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (own) return own;
    if (request.method !== 'POST') return undefined;
    return {
      bucket: `${request.method} ${request.route?.path ?? request.path}`,
      max: (config) => config.rateLimit.max,
      windowSeconds: (config) => config.rateLimit.windowSeconds,
    };
  }
}

function rateLimited(windowEnd: number, now: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil((windowEnd - now) / 1000));
  return new ApiError(429, 'RATE_LIMITED', `Too many requests. Try again in ${retryAfter} seconds.`, undefined, {
    'Retry-After': String(retryAfter),
  });
}
