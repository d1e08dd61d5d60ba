import { Module } from '@nestjs/common';
import { PromoController } from './promo.controller.js';
import { PromoRepository } from './promo.repository.js';
import { PromoService } from './promo.service.js';
import { ResetLockoutRepository } from './reset-lockout.repository.js';

@Module({
  controllers: [PromoController],
  providers: [PromoService, PromoRepository, ResetLockoutRepository],
  // The metrics read the spots left; the staff area lists the claims and resets them.
  exports: [PromoService, PromoRepository],
})
export class PromoModule {}
