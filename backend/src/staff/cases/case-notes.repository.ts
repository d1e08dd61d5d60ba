import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { InjectDatabase } from '../../database/database.module.js';
import type { InTransaction } from '../../database/database.js';
import type { Database } from '../../database/schema.js';

/** The internal notes of an application (issue 27): written once, read with their authors. */
@Injectable()
export class CaseNotesRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  forApplication(applicationId: string) {
    return this.db
      .selectFrom('application_notes')
      .innerJoin('staff_users', 'staff_users.id', 'application_notes.author_id')
      .select([
        'application_notes.id',
        'application_notes.body',
        'application_notes.at',
        'staff_users.id as author_id',
        'staff_users.name as author_name',
      ])
      .where('application_notes.application_id', '=', applicationId)
      .orderBy('application_notes.at')
      .orderBy('application_notes.id')
      .execute();
  }

  /** Adds a note and, in the same transaction, what must exist with it (the audit row). Answers its id. */
  async add(applicationId: string, authorId: string, body: string, also: InTransaction<[string]>): Promise<string> {
    const id = randomUUID();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('application_notes')
        .values({ id, application_id: applicationId, author_id: authorId, body, at: new Date().toISOString() })
        .execute();
      await also(trx, id);
    });
    return id;
  }
}
