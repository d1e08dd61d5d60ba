import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE_HANDLE } from '../database/database.module.js';
import type { DatabaseHandle, InTransaction } from '../database/database.js';
import type { ConsultationRequestDto } from './consultation.dto.js';

@Injectable()
export class ConsultationRepository {
  constructor(@Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle) {}

  async insert(request: ConsultationRequestDto, language: string, also?: InTransaction<[id: string]>): Promise<string> {
    const id = randomUUID();
    // Committed with the submissions that arrive with it (decision 102).
    await this.database.writeSubmission(async (trx) => {
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
