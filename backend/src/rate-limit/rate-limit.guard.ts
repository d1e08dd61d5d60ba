import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from '../common/api-error.js';
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

/** Gives a route its own budget; every POST without one gets the default budget. */
export const RateLimit = (budget: RateLimitBudget) => SetMetadata(RATE_LIMIT, budget);

@Injectable()
export class RateLimitGuard implements CanActivate {
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
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const count = await this.counters.hit(`${budget.bucket}:${request.ip ?? 'unknown'}`, windowStart);
    void this.counters.sweep(now - 86_400_000, now).catch(() => undefined);
    if (count <= budget.max(this.config)) return true;

    const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    throw new ApiError(429, 'RATE_LIMITED', `Too many requests. Try again in ${retryAfter} seconds.`, undefined, {
      'Retry-After': String(retryAfter),
    });
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
