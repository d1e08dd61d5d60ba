import { TEXT_LIMITS } from '@cipta/domain/field-rules';
import { LANGUAGES, type Language } from '@cipta/domain/constants';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_ROLES, type StaffRole } from '@cipta/domain/staff-rules';
import { applyDecorators } from '@nestjs/common';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Schemas } from '../../common/api-types.js';
import { EmailAddress, OptionalPersonName, PersonName } from '../../common/field-rules.js';

/** A set-up link's token: 256 bits in base64url (43 characters); a longer one is never valid. */
const Token = () => applyDecorators(IsString(), IsNotEmpty({ message: '$property is required' }), MaxLength(100));

/** Never trimmed: spaces are characters of a password. Length and strength are the policy's. */
export const Password = () =>
  applyDecorators(
    IsString(),
    IsNotEmpty({ message: '$property is required' }),
    MaxLength(STAFF_PASSWORD_MAX_LENGTH * 4),
  );

type StaffSetupLookupRequest = Schemas['StaffSetupLookupRequest'];
type StaffAddRequest = Schemas['StaffAddRequest'];
type StaffDisabledRequest = Schemas['StaffDisabledRequest'];
type StaffRoleRequest = Schemas['StaffRoleRequest'];
type StaffLanguageRequest = Schemas['StaffLanguageRequest'];
type StaffSetupRequest = Schemas['StaffSetupRequest'];

export class StaffSetupLookupDto implements StaffSetupLookupRequest {
  @Token() token!: string;
}

export class StaffSetupDto implements StaffSetupRequest {
  @Token() token!: string;
  @Password() password!: string;
  /** Only the first admin's link asks for them. */
  @IsOptional() @EmailAddress() email?: string;
  @OptionalPersonName(TEXT_LIMITS.personName) name?: string;
}

type SignInRequest = Schemas['StaffSignInRequest'];
type OwnPasswordRequest = Schemas['StaffOwnPasswordRequest'];
type RenewSecondFactorRequest = Schemas['StaffRenewSecondFactorRequest'];
type SecondFactorRequest = Schemas['StaffSecondFactorRequest'];

export class SignInDto implements SignInRequest {
  @EmailAddress() email!: string;
  @Password() password!: string;
  /** The authenticator's 6 digits or a recovery code, once the second factor is enrolled. */
  @IsOptional() @IsString() @MaxLength(32) code?: string;
}

export class OwnPasswordDto implements OwnPasswordRequest {
  @Password() currentPassword!: string;
  @IsOptional() @IsString() @MaxLength(32) code?: string;
  @Password() newPassword!: string;
}

export class RenewSecondFactorDto implements RenewSecondFactorRequest {
  @Password() password!: string;
}

export class SecondFactorDto implements SecondFactorRequest {
  @IsString() @IsNotEmpty({ message: '$property is required' }) @MaxLength(32) code!: string;
}

export class StaffUserParamsDto {
  @IsString() @MaxLength(64) userId!: string;
}

export class StaffAddDto implements StaffAddRequest {
  @EmailAddress() email!: string;
  @PersonName() name!: string;
  @IsIn(STAFF_ROLES) role!: StaffRole;
  @IsOptional() @IsIn(LANGUAGES) language?: Language;
}

export class StaffDisabledDto implements StaffDisabledRequest {
  @IsBoolean() disabled!: boolean;
}

export class StaffRoleDto implements StaffRoleRequest {
  @IsIn(STAFF_ROLES) role!: StaffRole;
}

export class StaffLanguageDto implements StaffLanguageRequest {
  @IsIn(LANGUAGES) language!: Language;
}

export class StaffSessionParamsDto {
  @IsString() @MaxLength(64) sessionId!: string;
}
