import { Body, Controller, Post } from '@nestjs/common';
import type { Schemas } from '../common/api-types.js';
import type { Language } from '@cipta/domain/constants';
import { VisitorLanguage } from '../mail/visitor-language.js';
import { ConsultationRequestDto } from './consultation.dto.js';
import { ConsultationService } from './consultation.service.js';

@Controller('api/consultation-request')
export class ConsultationController {
  constructor(private readonly consultation: ConsultationService) {}

  @Post()
  // The anti-bot solution in `altcha` is checked by the service, after the body is validated (issue 29).
  request(@Body() request: ConsultationRequestDto, @VisitorLanguage() language: Language): Promise<Schemas['Created']> {
    return this.consultation.receive(request, language);
  }
}
