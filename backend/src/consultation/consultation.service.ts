import { Injectable } from '@nestjs/common';
import type { Schemas } from '../common/api-types.js';
import type { ConsultationRequestDto } from './consultation.dto.js';
import { ConsultationRepository } from './consultation.repository.js';

@Injectable()
export class ConsultationService {
  constructor(private readonly requests: ConsultationRepository) {}

  async receive(request: ConsultationRequestDto): Promise<Schemas['Created']> {
    return { success: true, id: await this.requests.insert(request) };
  }
}
