import { IsBoolean, IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import type { Schemas } from '../../common/api-types.js';
import { OptionalText } from '../../common/field-rules.js';
import { Page, PageSize } from '../common/list-query.js';

type StaffAssignRequest = Schemas['StaffAssignRequest'];
type StaffHandledRequest = Schemas['StaffHandledRequest'];

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
