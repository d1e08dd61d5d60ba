import { Injectable } from '@nestjs/common';
import type { Schemas } from '../common/api-types.js';
import type { ConsultationRequestDto } from './consultation.dto.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { ConsultationRepository } from './consultation.repository.js';

@Injectable()
export class ConsultationService {
  constructor(
    private readonly requests: ConsultationRepository,
    private readonly mail: MailOutbox,
  ) {}

  async receive(request: ConsultationRequestDto, language: string): Promise<Schemas['Created']> {
    // product §11.1: the confirmation is written with the request, in one transaction.
    const id = await this.requests.insert(request, language, (trx, id) =>
      this.mail.consultation(trx, {
        id,
        name: `${request.firstName} ${request.lastName}`,
        email: request.email,
        language,
      }),
    );
    return { success: true, id };
  }
}
