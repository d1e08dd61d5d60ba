import { TEXT_LIMITS } from '@cipta/domain/field-rules';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@cipta/domain/application-status';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import type { operations, Schemas } from '../../common/api-types.js';
import { OptionalText, RequiredText } from '../../common/field-rules.js';
import { MAIL_SUBJECT_TYPES, type MailSubjectType } from '../../mail/mail-templates.js';
import { Instant, Page, PageSize } from '../common/list-query.js';
import { QUEUE_SORT_KEYS, type QueueSort } from './application-queue.repository.js';

/** A note to the applicant or an internal note (product §10.4). */
const STAFF_NOTE_MAX = 2000;

/** Every column the queue shows can sort it, either way (issue 27). */
export const QUEUE_SORTS = QUEUE_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);

type ApplicationQueueQuery = NonNullable<operations['listStaffApplications']['parameters']['query']>;
type StatusChangeRequest = Schemas['StaffStatusChangeRequest'];
type StaffAssignRequest = Schemas['StaffAssignRequest'];

type ApplicationExportQuery = NonNullable<operations['exportStaffApplications']['parameters']['query']>;

/** The queue's filters and sort, without pages: the export holds every matching application. */
export class ApplicationExportQueryDto implements ApplicationExportQuery {
  @IsOptional() @IsIn(APPLICATION_STATUSES) status?: ApplicationStatus;
  @OptionalText(50) kind?: string;
  /** A service's key, or a case-insensitive part of its title in either language. */
  @OptionalText(TEXT_LIMITS.serviceTitle) service?: string;
  @OptionalText(100) q?: string;
  @Instant() from?: string;
  @Instant() to?: string;
  /** A staff account's id, `me`, or `none` (issue 27). */
  @OptionalText(64) assignee?: string;
  @IsOptional() @IsIn(['true']) attention?: 'true';
  @IsOptional() @IsIn(['true']) overdue?: 'true';
  @IsOptional() @IsIn(QUEUE_SORTS) sort?: QueueSort;
}

type CsvExportQuery = NonNullable<operations['exportStaffApplications']['parameters']['query']>;

/** The CSV export's: the filters and sort, and the cell separator (issue 27). */
export class CsvExportQueryDto extends ApplicationExportQueryDto implements CsvExportQuery {
  @IsOptional() @IsIn(['comma', 'semicolon']) separator?: 'comma' | 'semicolon';
}

/** The export's filters and sort, one page of them at a time. */
export class ApplicationQueueQueryDto extends ApplicationExportQueryDto implements ApplicationQueueQuery {
  @Page() page?: number;
  @PageSize() pageSize?: number;
}

/** issue 27: who holds a case; null for nobody. */
export class ApplicationAssignDto implements StaffAssignRequest {
  @IsDefined({ message: 'staffId is required (null to unassign)' })
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  staffId!: string | null;
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
  @IsIn(MAIL_SUBJECT_TYPES) subjectType!: MailSubjectType;
  @IsString() @IsNotEmpty({ message: '$property is required' }) @MaxLength(64) subjectId!: string;
}

export class MailMessageParamsDto {
  @IsString() @MaxLength(64) id!: string;
}
