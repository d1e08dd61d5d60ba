import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE_HANDLE } from '../database/database.module.js';
import type { DatabaseHandle, InTransaction } from '../database/database.js';
import { insertRow } from '../database/insert-row.js';
import type { ContactMessageDto } from './contact.dto.js';

@Injectable()
export class ContactRepository {
  constructor(@Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle) {}

  async insert(message: ContactMessageDto, language: string, also?: InTransaction<[id: string]>): Promise<string> {
    const id = randomUUID();
    // Committed with the messages that arrive with it (decision 102).
    await this.database.writeSubmission(async (trx) => {
      await insertRow(trx, 'contact_messages', {
        id,
        name: message.name,
        email: message.email,
        message: message.message,
        language,
        created_at: new Date().toISOString(),
      });
      await also?.(trx, id);
    });
    return id;
  }
}
