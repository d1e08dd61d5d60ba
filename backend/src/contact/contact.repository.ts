import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { InjectDatabase } from '../database/database.module.js';
import type { InTransaction } from '../database/database.js';
import { insertRow } from '../database/insert-row.js';
import type { Database } from '../database/schema.js';
import type { ContactMessageDto } from './contact.dto.js';

@Injectable()
export class ContactRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  async insert(message: ContactMessageDto, language: string, also?: InTransaction<[id: string]>): Promise<string> {
    const id = randomUUID();
    await this.db.transaction().execute(async (trx) => {
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
