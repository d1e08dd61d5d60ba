import { Injectable } from '@nestjs/common';
import type { Schemas } from '../common/api-types.js';
import type { ContactMessageDto } from './contact.dto.js';
import { ContactRepository } from './contact.repository.js';

@Injectable()
export class ContactService {
  constructor(private readonly messages: ContactRepository) {}

  async receive(message: ContactMessageDto): Promise<Schemas['Created']> {
    return { success: true, id: await this.messages.insert(message) };
  }
}
