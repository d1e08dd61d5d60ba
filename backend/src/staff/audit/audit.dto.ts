import { STAFF_AUDIT_ACTIONS, type StaffAuditAction } from '@cipta/domain/staff-rules';
import { IsIn, IsOptional } from 'class-validator';
import type { operations, Schemas } from '../../common/api-types.js';
import { EmailAddress, OptionalText } from '../../common/field-rules.js';
import { Instant, Page, PageSize } from '../common/list-query.js';

type AuditQuery = NonNullable<operations['listStaffAudit']['parameters']['query']>;

/** The audit screen's filters (issue 27): a person, an action, a target, a date range; pages. */
export class AuditQueryDto implements AuditQuery {
  @IsOptional() @IsIn(STAFF_AUDIT_ACTIONS) action?: StaffAuditAction;
  @OptionalText(64) actorId?: string;
  @OptionalText(64) targetId?: string;
  @Instant() from?: string;
  @Instant() to?: string;
  @Page() page?: number;
  @PageSize() pageSize?: number;
}

// ------------------------------------------------------------------ a person's data (product §12.3)

type PersonalDataRequest = Schemas['PersonalDataRequest'];
type PersonalDataErasure = Schemas['PersonalDataErasure'];

export class PersonalDataRequestDto implements PersonalDataRequest {
  @EmailAddress() email!: string;
}

export class PersonalDataErasureDto implements PersonalDataErasure {
  @EmailAddress() email!: string;
  /** The same address typed again: an erasure cannot be undone. */
  @EmailAddress() confirmEmail!: string;
}
