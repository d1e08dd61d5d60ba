import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import type { Schemas } from '../common/api-types.js';
import { EmailAddress, OptionalText, PersonName, PhoneNumber } from '../common/field-rules.js';

type PromoClaimRequest = Schemas['PromoClaimRequest'];
type PromoResetRequest = Schemas['PromoResetRequest'];

export class PromoClaimDto implements PromoClaimRequest {
  @PersonName() name!: string;
  @EmailAddress() email!: string;
  @PhoneNumber() phone!: string;
  @OptionalText(200) promo?: string;
  // class-validator reports the decorator nearest the property first: "must be a whole number".
  @IsOptional() @Type(() => Number) @Min(0) @IsInt() claimNumber?: number;
}

export class PromoResetDto implements PromoResetRequest {
  @IsString() @IsNotEmpty({ message: 'secret is required' }) @MaxLength(512) secret!: string;
}
