import { IsIn } from 'class-validator';
import type { Schemas } from '../../common/api-types.js';
import { Page, PageSize } from '../common/list-query.js';

type StaffPromotionResetRequest = Schemas['StaffPromotionResetRequest'];

export class PromotionQueryDto {
  @Page() page?: number;
  @PageSize() pageSize?: number;
}

export class PromotionResetDto implements StaffPromotionResetRequest {
  /** The word RESET typed by the admin: a stray call or a misclick resets nothing. */
  @IsIn(['RESET'], { message: 'confirm must be the word RESET' }) confirm!: 'RESET';
}
