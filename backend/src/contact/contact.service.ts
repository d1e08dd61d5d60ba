import { Injectable } from '@nestjs/common';
import { BotChallengeService } from '../bot-challenge/bot-challenge.service.js';
import type { Schemas } from '../common/api-types.js';
import type { ContactMessageDto } from './contact.dto.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { ContactRepository } from './contact.repository.js';

@Injectable()
export class ContactService {
  constructor(
    private readonly messages: ContactRepository,
    private readonly mail: MailOutbox,
    private readonly challenges: BotChallengeService,
  ) {}

  async receive(message: ContactMessageDto, language: string): Promise<Schemas['Created']> {
    const solution = await this.challenges.check(message.altcha);
    // product §11.1: the confirmation is written with the message, in one transaction, which
    // also spends the anti-bot solution: a message not stored leaves it usable.
    const id = await this.messages.insert(message, language, async (trx, id) => {
      await this.challenges.spend(trx, solution);
      await this.mail.contact(trx, { id, name: message.name, email: message.email, language });
    });
    return { success: true, id };
  }
}
