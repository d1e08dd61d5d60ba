import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitRepository } from './rate-limit.repository.js';

@Module({
  providers: [RateLimitRepository, { provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
