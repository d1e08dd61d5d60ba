import { Body, Controller, Post } from '@nestjs/common';
import type { Schemas } from '../common/api-types.js';
import type { Language } from '@cipta/domain/constants';
import { VisitorLanguage } from '../mail/visitor-language.js';
import { ContactMessageDto } from './contact.dto.js';
import { ContactService } from './contact.service.js';

@Controller('api/contact-message')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  // The anti-bot solution in `altcha` is checked by the service, after the body is validated (issue 29).
  send(@Body() message: ContactMessageDto, @VisitorLanguage() language: Language): Promise<Schemas['Created']> {
    return this.contact.receive(message, language);
  }
}
