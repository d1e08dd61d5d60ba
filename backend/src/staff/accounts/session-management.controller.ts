import { Controller, Delete, Get, HttpCode, Ip, Param, Post, Req } from '@nestjs/common';
import type { Schemas } from '../../common/api-types.js';
import { StaffSessionParamsDto, StaffUserParamsDto } from './accounts.dto.js';
import { SessionManagement } from './session-management.js';
import { StaffArea, type StaffRequest } from '../common/staff-session.guard.js';

/** issue 29: a staff member's own sessions. */
@Controller('api/staff/sessions')
@StaffArea()
export class OwnSessionsController {
  constructor(private readonly management: SessionManagement) {}

  @Get()
  list(@Req() req: StaffRequest): Promise<Schemas['StaffSessionList']> {
    return this.management.list(req.staff.user.id, req.staff);
  }

  @Post('end-others')
  @HttpCode(200)
  endOthers(@Req() req: StaffRequest, @Ip() ip: string | undefined): Promise<Schemas['StaffSessionsEnded']> {
    return this.management.endOwnOthers(req.staff, ip);
  }

  @Delete(':sessionId')
  @HttpCode(204)
  end(@Param() params: StaffSessionParamsDto, @Req() req: StaffRequest, @Ip() ip: string | undefined) {
    return this.management.endOwn(params.sessionId, req.staff, ip);
  }
}

/** issue 29: admins see and end a member's sessions. */
@Controller('api/staff/users/:userId/sessions')
@StaffArea({ role: 'admin' })
export class StaffUserSessionsController {
  constructor(private readonly management: SessionManagement) {}

  @Get()
  list(@Param() params: StaffUserParamsDto, @Req() req: StaffRequest): Promise<Schemas['StaffSessionList']> {
    return this.management.listMember(params.userId, req.staff);
  }

  @Post('end')
  @HttpCode(200)
  end(
    @Param() params: StaffUserParamsDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffSessionsEnded']> {
    return this.management.endMember(params.userId, req.staff, ip);
  }
}
