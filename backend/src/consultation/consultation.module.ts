import { Module } from '@nestjs/common';
import { ConsultationController } from './consultation.controller.js';
import { ConsultationRepository } from './consultation.repository.js';
import { ConsultationService } from './consultation.service.js';

@Module({ controllers: [ConsultationController], providers: [ConsultationService, ConsultationRepository] })
export class ConsultationModule {}
