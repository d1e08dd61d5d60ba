import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query, Req } from '@nestjs/common';
import type { Schemas } from '../../common/api-types.js';
import { AssignDto, HandledDto, InboxParamsDto, InboxQueryDto } from './inboxes.dto.js';
import { type InboxItem, type InboxKind, StaffInboxes } from './staff-inboxes.js';
import { StaffArea, type StaffRequest } from '../common/staff-session.guard.js';

/** A page of one inbox: the contract's page fields around that inbox's entries. */
type InboxPage<K extends InboxKind> = Omit<Schemas['StaffContactMessagePage'], 'items'> & { items: InboxItem<K>[] };

/**
 * issue 13: one inbox's routes (list, open, assign, mark handled) under `path`. Both inboxes
 * behave alike, so one class serves both; each keeps its own named controller below.
 */
function inboxController<K extends InboxKind>(path: string, kind: K) {
  type Item = InboxItem<K>;

  @Controller(path)
  @StaffArea()
  class InboxController {
    constructor(readonly inboxes: StaffInboxes) {}

    @Get()
    list(@Query() query: InboxQueryDto, @Req() req: StaffRequest): Promise<InboxPage<K>> {
      return this.inboxes.list(kind, query, query.page ?? 1, query.pageSize ?? 25, req.staff);
    }

    @Get(':id')
    open(@Param() params: InboxParamsDto, @Req() req: StaffRequest, @Ip() ip: string | undefined): Promise<Item> {
      return this.inboxes.open(kind, params.id, req.staff, ip);
    }

    @Post(':id/assignee')
    @HttpCode(200)
    assign(
      @Param() params: InboxParamsDto,
      @Body() body: AssignDto,
      @Req() req: StaffRequest,
      @Ip() ip: string | undefined,
    ): Promise<Item> {
      return this.inboxes.assign(kind, params.id, body.staffId, req.staff, ip);
    }

    @Post(':id/handled')
    @HttpCode(200)
    handled(
      @Param() params: InboxParamsDto,
      @Body() body: HandledDto,
      @Req() req: StaffRequest,
      @Ip() ip: string | undefined,
    ): Promise<Item> {
      return this.inboxes.markHandled(kind, params.id, body.handled, req.staff, ip);
    }
  }
  return InboxController;
}

/** issue 13: the contact messages inbox. */
export class StaffContactMessagesController extends inboxController('api/staff/contact-messages', 'contact-message') {}

/** issue 13: the consultation requests inbox. */
export class StaffConsultationRequestsController extends inboxController(
  'api/staff/consultation-requests',
  'consultation-request',
) {}
