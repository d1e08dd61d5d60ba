import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE_HANDLE } from '../database/database.module.js';
import type { DatabaseHandle, InTransaction } from '../database/database.js';
import { type GroupCommit, groupCommit } from '../database/group-commit.js';
import type { ContactMessageDto } from './contact.dto.js';

@Injectable()
export class ContactRepository {
  /** Messages commit in groups on SQLite (decision 78): resolved once on disk, as before. */
  private readonly commits: GroupCommit;

  constructor(@Inject(DATABASE_HANDLE) handle: DatabaseHandle) {
    this.commits = groupCommit(handle);
  }

  async insert(message: ContactMessageDto, language: string, also?: InTransaction<[id: string]>): Promise<string> {
    const id = randomUUID();
    await this.commits.run(async (trx) => {
      await trx
        .insertInto('contact_messages')
        .values({
          id,
          name: message.name,
          email: message.email,
          message: message.message,
          language,
          created_at: new Date().toISOString(),
        })
        .execute();
      await also?.(trx, id);
    });
    return id;
  }
}
