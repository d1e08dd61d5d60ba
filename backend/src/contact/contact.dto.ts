import { TEXT_LIMITS } from '@cipta/domain/field-rules';
import type { AltchaOptional, Schemas } from '../common/api-types.js';
import { AltchaPayload, EmailAddress, PersonName, RequiredText } from '../common/field-rules.js';

type ContactMessageRequest = Schemas['ContactMessageRequest'];

export class ContactMessageDto implements AltchaOptional<ContactMessageRequest> {
  @PersonName() name!: string;
  @EmailAddress() email!: string;
  @RequiredText(TEXT_LIMITS.message) message!: string;
  @AltchaPayload() altcha?: string;
}
