import { Controller, Get, Header } from '@nestjs/common';
import type { Challenge } from 'altcha-lib';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import { BotChallengeService } from './bot-challenge.service.js';

@Controller('api/challenge')
export class BotChallengeController {
  constructor(private readonly challenges: BotChallengeService) {}

  @Get()
  // Issuing costs the server one key derivation: budgeted like tracking, per client address.
  @RateLimit({ bucket: 'challenge', max: (c) => c.rateLimit.max * 3, windowSeconds: (c) => c.rateLimit.windowSeconds })
  // Each challenge is solved once: a cached one would be a replay.
  @Header('Cache-Control', 'no-store')
  issue(): Promise<Challenge> {
    return this.challenges.issue();
  }
}
