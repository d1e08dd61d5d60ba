import { Module } from '@nestjs/common';
import { PromoController } from './promo.controller.js';
import { PromoRepository } from './promo.repository.js';
import { PromoService } from './promo.service.js';

@Module({ controllers: [PromoController], providers: [PromoService, PromoRepository] })
export class PromoModule {}
