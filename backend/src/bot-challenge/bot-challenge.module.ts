import { Global, Module } from '@nestjs/common';
import { BotChallengeController } from './bot-challenge.controller.js';
import { BotChallengeService } from './bot-challenge.service.js';
import { RecentClaimsRepository } from './recent-claims.repository.js';
import { UsedChallengesRepository } from './used-challenges.repository.js';

/** Global: the contact, consultation and promotion services check and spend solutions. */
@Global()
@Module({
  controllers: [BotChallengeController],
  providers: [BotChallengeService, UsedChallengesRepository, RecentClaimsRepository],
  exports: [BotChallengeService],
})
export class BotChallengeModule {}
