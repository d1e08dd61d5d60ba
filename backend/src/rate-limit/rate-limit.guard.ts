import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { clientKey } from '../common/client-key.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { type Budget, RateLimiter } from './rate-limiter.js';

export interface RateLimitBudget {
  /** Counters are kept per bucket and client address. */
  bucket: string;
  max: (config: AppConfig) => number;
  windowSeconds: (config: AppConfig) => number;
}

const RATE_LIMIT = 'rate-limit';
const COUNTED_PER_SESSION = 'rate-limit-per-session';

/** Gives a route its own budget; every POST without one gets the default budget. */
export const RateLimit = (budget: RateLimitBudget) => SetMetadata(RATE_LIMIT, budget);

/**
 * The route's calls that change something are counted per signed-in staff session, by the staff
 * session guard once it knows the session (sessionBudget), not per client address: a whole office
 * behind one address would share the visitors' 20 a minute (issue 29).
 */
export const CountedPerSession = () => SetMetadata(COUNTED_PER_SESSION, true);

/** A staff session's count for one route: STAFF_RATE_LIMIT_MAX calls a window (RateLimiter.consume's arguments). */
export function sessionBudget(request: Request, sessionId: string, config: AppConfig): [string, Budget] {
  return [
    `${routeBucket(request)}:staff-session:${sessionId}`,
    { max: config.rateLimit.staffMax, windowSeconds: config.rateLimit.windowSeconds },
  ];
}

const routeBucket = (request: Request) => `${request.method} ${request.route?.path ?? request.path}`;

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const budget = this.budgetFor(context, request);
    if (!budget) return true;
    await this.limiter.consume(
      `${budget.bucket}:${clientKey(request.ip)}`,
      { max: budget.max(this.config), windowSeconds: budget.windowSeconds(this.config) },
      context.switchToHttp().getResponse<Response>(),
    );
    return true;
  }

  private budgetFor(context: ExecutionContext, request: Request): RateLimitBudget | undefined {
    const targets = [context.getHandler(), context.getClass()];
    const own = this.reflector.getAllAndOverride<RateLimitBudget | undefined>(RATE_LIMIT, targets);
    if (own) return own;
    if (request.method !== 'POST') return undefined;
    if (this.reflector.getAllAndOverride<boolean | undefined>(COUNTED_PER_SESSION, targets)) return undefined;
    return {
      bucket: routeBucket(request),
      max: (config) => config.rateLimit.max,
      windowSeconds: (config) => config.rateLimit.windowSeconds,
    };
  }
}
