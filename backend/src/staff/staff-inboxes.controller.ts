import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query, Req } from '@nestjs/common';
import type { Schemas } from '../common/api-types.js';
import { AssignDto, HandledDto, InboxParamsDto, InboxQueryDto } from './staff.dto.js';
import { StaffInboxes } from './staff-inboxes.js';
import { StaffArea, type StaffRequest } from './staff-session.guard.js';

/** issue 13: the contact messages inbox. */
@Controller('api/staff/contact-messages')
@StaffArea()
export class StaffContactMessagesController {
  constructor(private readonly inboxes: StaffInboxes) {}

  @Get()
  list(@Query() query: InboxQueryDto, @Req() req: StaffRequest): Promise<Schemas['StaffContactMessagePage']> {
    return this.inboxes.list('contact-message', query, query.page ?? 1, query.pageSize ?? 25, req.staff);
  }

  @Get(':id')
  open(
    @Param() params: InboxParamsDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffContactMessage']> {
    return this.inboxes.open('contact-message', params.id, req.staff, ip);
  }

  @Post(':id/assignee')
  @HttpCode(200)
  assign(
    @Param() params: InboxParamsDto,
    @Body() body: AssignDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffContactMessage']> {
    return this.inboxes.assign('contact-message', params.id, body.staffId, req.staff, ip);
  }

  @Post(':id/handled')
  @HttpCode(200)
  handled(
    @Param() params: InboxParamsDto,
    @Body() body: HandledDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffContactMessage']> {
    return this.inboxes.markHandled('contact-message', params.id, body.handled, req.staff, ip);
  }
}

/** issue 13: the consultation requests inbox. */
@Controller('api/staff/consultation-requests')
@StaffArea()
export class StaffConsultationRequestsController {
  constructor(private readonly inboxes: StaffInboxes) {}

  @Get()
  list(@Query() query: InboxQueryDto, @Req() req: StaffRequest): Promise<Schemas['StaffConsultationRequestPage']> {
    return this.inboxes.list('consultation-request', query, query.page ?? 1, query.pageSize ?? 25, req.staff);
  }

  @Get(':id')
  open(
    @Param() params: InboxParamsDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffConsultationRequest']> {
    return this.inboxes.open('consultation-request', params.id, req.staff, ip);
  }

  @Post(':id/assignee')
  @HttpCode(200)
  assign(
    @Param() params: InboxParamsDto,
    @Body() body: AssignDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffConsultationRequest']> {
    return this.inboxes.assign('consultation-request', params.id, body.staffId, req.staff, ip);
  }

  @Post(':id/handled')
  @HttpCode(200)
  handled(
    @Param() params: InboxParamsDto,
    @Body() body: HandledDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffConsultationRequest']> {
    return this.inboxes.markHandled('consultation-request', params.id, body.handled, req.staff, ip);
  }
}
