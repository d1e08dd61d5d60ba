import { Body, Controller, Post } from '@nestjs/common';
import { RequiresBotChallenge } from '../bot-challenge/bot-challenge.guard.js';
import type { Schemas } from '../common/api-types.js';
import type { Language } from '@cipta/domain/constants';
import { VisitorLanguage } from '../mail/visitor-language.js';
import { ContactMessageDto } from './contact.dto.js';
import { ContactService } from './contact.service.js';

@Controller('api/contact-message')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @RequiresBotChallenge()
  send(@Body() message: ContactMessageDto, @VisitorLanguage() language: Language): Promise<Schemas['Created']> {
    return this.contact.receive(message, language);
  }
}
