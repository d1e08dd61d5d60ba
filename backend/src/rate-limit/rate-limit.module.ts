import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from '../config/config.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitRepository } from './rate-limit.repository.js';
import { RateLimiter } from './rate-limiter.js';

/** Global: the staff session guard counts staff calls per session with the same limiter. */
@Global()
@Module({})
export class RateLimitModule {
  /**
   * The global guard only when RATE_LIMIT is on: switched off, it would let every request
   * through all the same, after a guard context and a call per request (issue 15).
   */
  static forConfig(config: Pick<AppConfig, 'rateLimit'>): DynamicModule {
    return {
      module: RateLimitModule,
      providers: [
        RateLimitRepository,
        RateLimiter,
        ...(config.rateLimit.enabled ? [{ provide: APP_GUARD, useClass: RateLimitGuard }] : []),
      ],
      exports: [RateLimiter],
    };
  }
}
