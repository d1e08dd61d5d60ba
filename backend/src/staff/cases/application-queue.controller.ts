import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query, Req } from '@nestjs/common';
import type { Language } from '@cipta/domain/constants';
import type { Schemas } from '../../common/api-types.js';
import { VisitorLanguage } from '../../mail/visitor-language.js';
import { StaffArea, type StaffRequest } from '../common/staff-session.guard.js';
import { ApplicationQueueService } from './application-queue.service.js';
import { ApplicationAssignDto, ApplicationQueueQueryDto, StaffApplicationParamsDto } from './cases.dto.js';

/** issue 27: the applications queue (find, filter, sort, count) and who holds each case. */
@Controller('api/staff/applications')
@StaffArea()
export class ApplicationQueueController {
  constructor(private readonly queue: ApplicationQueueService) {}

  @Get()
  list(
    @Query() query: ApplicationQueueQueryDto,
    @Req() req: StaffRequest,
    @VisitorLanguage() language: Language,
  ): Promise<Schemas['StaffApplicationQueue']> {
    return this.queue.queue(
      query,
      query.sort ?? '-submittedAt',
      query.page ?? 1,
      query.pageSize ?? 25,
      req.staff,
      language,
    );
  }

  @Post(':id/assignee')
  @HttpCode(200)
  assign(
    @Param() params: StaffApplicationParamsDto,
    @Body() body: ApplicationAssignDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
    @VisitorLanguage() language: Language,
  ): Promise<Schemas['StaffApplicationQueueItem']> {
    return this.queue.assign(params.id, body.staffId, req.staff, ip, language);
  }
}
