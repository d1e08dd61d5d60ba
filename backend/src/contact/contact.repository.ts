import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/schema.js';
import type { ContactMessageDto } from './contact.dto.js';

@Injectable()
export class ContactRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  async insert(message: ContactMessageDto): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('contact_messages')
      .values({
        id,
        name: message.name,
        email: message.email,
        message: message.message,
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  }
}
