import { Global, Module } from '@nestjs/common';
import { BotChallengeController } from './bot-challenge.controller.js';
import { BotChallengeGuard } from './bot-challenge.guard.js';
import { BotChallengeService } from './bot-challenge.service.js';
import { RecentClaimsRepository } from './recent-claims.repository.js';
import { UsedChallengesRepository } from './used-challenges.repository.js';

/** Global: the guard is used by the contact, consultation and promotion routes. */
@Global()
@Module({
  controllers: [BotChallengeController],
  providers: [BotChallengeService, BotChallengeGuard, UsedChallengesRepository, RecentClaimsRepository],
  exports: [BotChallengeService, BotChallengeGuard],
})
export class BotChallengeModule {}
