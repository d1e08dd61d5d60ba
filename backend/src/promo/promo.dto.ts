import { TEXT_LIMITS } from '@cipta/domain/field-rules';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { AltchaOptional, Schemas } from '../common/api-types.js';
import { AltchaPayload, EmailAddress, OptionalText, PersonName, PhoneNumber } from '../common/field-rules.js';

type PromoClaimRequest = Schemas['PromoClaimRequest'];
type PromoResetRequest = Schemas['PromoResetRequest'];

export class PromoClaimDto implements AltchaOptional<PromoClaimRequest> {
  @PersonName() name!: string;
  @EmailAddress() email!: string;
  @PhoneNumber() phone!: string;
  @OptionalText(TEXT_LIMITS.promo) promo?: string;
  // class-validator reports the decorator nearest the property first: "must be a whole number".
  // A JSON integer only: "5", true, "0x10" are refused, never converted.
  // Max: a guess beyond any possible spot (PROMO_LIMIT is at most 1,000,000) is no guess.
  @IsOptional() @Max(1_000_000) @Min(0) @IsInt() claimNumber?: number;
  @AltchaPayload() altcha?: string;
}

export class PromoResetDto implements PromoResetRequest {
  @IsString() @IsNotEmpty({ message: 'secret is required' }) @MaxLength(512) secret!: string;
}
