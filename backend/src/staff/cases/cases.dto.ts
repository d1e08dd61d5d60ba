import { TEXT_LIMITS } from '@cipta/domain/field-rules';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@cipta/domain/application-status';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { operations, Schemas } from '../../common/api-types.js';
import { OptionalText, RequiredText } from '../../common/field-rules.js';
import { SUBMISSION_TYPES, type SubmissionType } from '../../mail/mail-templates.js';
import { Instant, Page, PageSize } from '../common/list-query.js';

/** A note to the applicant or an internal note (product §10.4). */
const STAFF_NOTE_MAX = 2000;

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

// ------------------------------------------------------------------ e-mails about a submission (issue 14)

export class MailSubjectQueryDto {
  @IsIn(SUBMISSION_TYPES) subjectType!: SubmissionType;
  @IsString() @IsNotEmpty({ message: '$property is required' }) @MaxLength(64) subjectId!: string;
}

export class MailMessageParamsDto {
  @IsString() @MaxLength(64) id!: string;
}
