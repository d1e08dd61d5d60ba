import { Injectable } from '@nestjs/common';
import { BotChallengeService } from '../bot-challenge/bot-challenge.service.js';
import type { Schemas } from '../common/api-types.js';
import type { ConsultationRequestDto } from './consultation.dto.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { ConsultationRepository } from './consultation.repository.js';

@Injectable()
export class ConsultationService {
  constructor(
    private readonly requests: ConsultationRepository,
    private readonly mail: MailOutbox,
    private readonly challenges: BotChallengeService,
  ) {}

  async receive(request: ConsultationRequestDto, language: string): Promise<Schemas['Created']> {
    const solution = await this.challenges.check(request.altcha);
    // product §11.1: the confirmation is written with the request, in one transaction, which
    // also spends the anti-bot solution: a request not stored leaves it usable.
    const id = await this.requests.insert(request, language, async (trx, id) => {
      await this.challenges.spend(trx, solution);
      await this.mail.consultation(trx, {
        id,
        name: `${request.firstName} ${request.lastName}`,
        email: request.email,
        language,
      });
    });
    return { success: true, id };
  }
}
