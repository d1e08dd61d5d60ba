import { TEXT_LIMITS } from '@cipta/domain/field-rules';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_ROLES, type StaffRole } from '@cipta/domain/staff-rules';
import { applyDecorators } from '@nestjs/common';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@cipta/domain/application-status';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { LANGUAGES, type Language } from '@cipta/domain/constants';
import type { operations, Schemas } from '../common/api-types.js';
import { EmailAddress, OptionalText, RequiredText } from '../common/field-rules.js';

/** A note to the applicant or an internal note (product §10.4). */
const STAFF_NOTE_MAX = 2000;

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
type StaffAssignRequest = Schemas['StaffAssignRequest'];
type StaffHandledRequest = Schemas['StaffHandledRequest'];
type StaffPromotionResetRequest = Schemas['StaffPromotionResetRequest'];
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
  @OptionalText(TEXT_LIMITS.personName) name?: string;
}

type SignInRequest = Schemas['StaffSignInRequest'];
type SecondFactorRequest = Schemas['StaffSecondFactorRequest'];

export class SignInDto implements SignInRequest {
  @EmailAddress() email!: string;
  @Password() password!: string;
  /** The authenticator's 6 digits or a recovery code, once the second factor is enrolled. */
  @IsOptional() @IsString() @MaxLength(32) code?: string;
}

export class SecondFactorDto implements SecondFactorRequest {
  @IsString() @IsNotEmpty({ message: '$property is required' }) @MaxLength(32) code!: string;
}

// ------------------------------------------------------------------ the staff operations

const Page = () =>
  applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(10_000),
  );
const PageSize = () =>
  applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(100),
  );
const Instant = () => applyDecorators(IsOptional(), IsISO8601({ strict: true }));

export const QUEUE_SORTS = ['submittedAt', '-submittedAt', 'updatedAt', '-updatedAt'] as const;

type ApplicationQueueQuery = NonNullable<operations['listStaffApplications']['parameters']['query']>;
type StatusChangeRequest = Schemas['StaffStatusChangeRequest'];

type ApplicationExportQuery = NonNullable<operations['exportStaffApplications']['parameters']['query']>;

/** The queue's filters and sort, without pages: the export holds every matching application. */
export class ApplicationExportQueryDto implements ApplicationExportQuery {
  @IsOptional() @IsIn(APPLICATION_STATUSES) status?: ApplicationStatus;
  @OptionalText(50) kind?: string;
  @OptionalText(TEXT_LIMITS.serviceTitle) service?: string;
  @OptionalText(100) q?: string;
  @Instant() from?: string;
  @Instant() to?: string;
  @IsOptional() @IsIn(QUEUE_SORTS) sort?: (typeof QUEUE_SORTS)[number];
}

/** The export's filters and sort, one page of them at a time. */
export class ApplicationQueueQueryDto extends ApplicationExportQueryDto implements ApplicationQueueQuery {
  @Page() page?: number;
  @PageSize() pageSize?: number;
}

export class StaffApplicationParamsDto {
  @IsString() @MaxLength(32) id!: string;
}

export class DocumentParamsDto extends StaffApplicationParamsDto {
  @IsString() @MaxLength(64) documentId!: string;
}

export class DocumentQueryDto {
  @IsOptional() @IsIn(['inline', 'attachment']) disposition?: 'inline' | 'attachment';
}

export class StatusChangeDto implements StatusChangeRequest {
  @IsIn(APPLICATION_STATUSES) status!: ApplicationStatus;
  /** product §10.4: every change carries a note to the applicant. */
  @RequiredText(STAFF_NOTE_MAX) note!: string;
  @OptionalText(STAFF_NOTE_MAX) internalNote?: string;
}

export class AuditQueryDto {
  @OptionalText(50) action?: string;
  @OptionalText(64) actorId?: string;
  @OptionalText(64) targetId?: string;
  @Instant() from?: string;
  @Instant() to?: string;
  @Page() page?: number;
  @PageSize() pageSize?: number;
}

// ------------------------------------------------------------------ inboxes, promotion, accounts

export class InboxQueryDto {
  @IsOptional() @IsIn(['true', 'false']) handled?: 'true' | 'false';
  @OptionalText(64) assignee?: string;
  @Page() page?: number;
  @PageSize() pageSize?: number;
}

export class InboxParamsDto {
  @IsString() @MaxLength(64) id!: string;
}

export class AssignDto implements StaffAssignRequest {
  /** null unassigns; otherwise an enabled staff account's id. */
  @IsDefined({ message: 'staffId is required (null to unassign)' })
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  staffId!: string | null;
}

export class HandledDto implements StaffHandledRequest {
  @IsBoolean() handled!: boolean;
}

export class PromotionQueryDto {
  @Page() page?: number;
  @PageSize() pageSize?: number;
}

export class PromotionResetDto implements StaffPromotionResetRequest {
  /** The word RESET typed by the admin: a stray call or a misclick resets nothing. */
  @IsIn(['RESET'], { message: 'confirm must be the word RESET' }) confirm!: 'RESET';
}

export class StaffUserParamsDto {
  @IsString() @MaxLength(64) userId!: string;
}

export class StaffAddDto implements StaffAddRequest {
  @EmailAddress() email!: string;
  @RequiredText(TEXT_LIMITS.personName) name!: string;
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
