import { Module } from '@nestjs/common';
import { Draining } from './draining.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({ controllers: [HealthController], providers: [HealthService, Draining], exports: [Draining] })
export class HealthModule {}
