import { Module } from '@nestjs/common';
import { PromoModule } from '../../promo/promo.module.js';
import { StaffCommonModule } from '../common/staff-common.module.js';
import { StaffPromotion, StaffPromotionController, StaffPromotionResetController } from './staff-promotion.js';

/** The promotion round's claims and the admin's reset (product §10.3). */
@Module({
  imports: [StaffCommonModule, PromoModule],
  controllers: [StaffPromotionController, StaffPromotionResetController],
  providers: [StaffPromotion],
})
export class StaffPromotionModule {}
