import { Injectable } from '@nestjs/common';
import type { Schemas } from '../common/api-types.js';
import type { ContactMessageDto } from './contact.dto.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { ContactRepository } from './contact.repository.js';

@Injectable()
export class ContactService {
  constructor(
    private readonly messages: ContactRepository,
    private readonly mail: MailOutbox,
  ) {}

  async receive(message: ContactMessageDto, language: string): Promise<Schemas['Created']> {
    // product §11.1: the confirmation is written with the message, in one transaction.
    const id = await this.messages.insert(message, language, (trx, id) =>
      this.mail.contact(trx, { id, name: message.name, email: message.email, language }),
    );
    return { success: true, id };
  }
}
