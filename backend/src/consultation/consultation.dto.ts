import { TEXT_LIMITS } from '@cipta/domain/field-rules';
import { CONSULTATION_COUNTRIES } from '@cipta/domain/constants';
import { IsIn } from 'class-validator';
import type { AltchaOptional, Schemas } from '../common/api-types.js';
import {
  AltchaPayload,
  EmailAddress,
  OptionalText,
  PersonName,
  PhoneNumber,
  RequiredText,
} from '../common/field-rules.js';

type ConsultationRequest = Schemas['ConsultationRequest'];

type Country = (typeof CONSULTATION_COUNTRIES)[number];

export class ConsultationRequestDto implements AltchaOptional<ConsultationRequest> {
  @PersonName() firstName!: string;
  @PersonName() lastName!: string;
  @EmailAddress() email!: string;
  @PhoneNumber() phone!: string;
  @OptionalText(TEXT_LIMITS.company) company?: string;
  @OptionalText(TEXT_LIMITS.jobTitle) jobTitle?: string;
  @IsIn(CONSULTATION_COUNTRIES, { message: `country must be one of ${CONSULTATION_COUNTRIES.join(', ')}` })
  country!: Country;
  @RequiredText(TEXT_LIMITS.message) message!: string;
  @AltchaPayload() altcha?: string;
}
