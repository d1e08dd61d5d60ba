import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { InjectDatabase } from '../database/database.module.js';
import type { InTransaction } from '../database/database.js';
import type { Database } from '../database/schema.js';
import type { ConsultationRequestDto } from './consultation.dto.js';

@Injectable()
export class ConsultationRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  async insert(request: ConsultationRequestDto, language: string, also?: InTransaction<[id: string]>): Promise<string> {
    const id = randomUUID();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('consultation_requests')
        .values({
          id,
          first_name: request.firstName,
          last_name: request.lastName,
          email: request.email,
          phone: request.phone,
          company: request.company ?? null,
          job_title: request.jobTitle ?? null,
          country: request.country,
          message: request.message,
          language,
          created_at: new Date().toISOString(),
        })
        .execute();
      await also?.(trx, id);
    });
    return id;
  }
}
