import { Body, Controller, Delete, Get, HttpCode, Ip, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Schemas } from '../../common/api-types.js';
import { OwnPasswordDto, RenewSecondFactorDto, SecondFactorDto, SignInDto } from './accounts.dto.js';
import { OwnPassword } from './own-password.js';
import {
  StaffArea,
  type StaffRequest,
  clearedSessionCookie,
  sessionCookie,
  sessionToken,
} from '../common/staff-session.guard.js';
import { StaffAudit } from '../common/staff-audit.js';
import { StaffSessions } from '../common/staff-sessions.js';
import { StaffSignInService } from './staff-sign-in.service.js';

/** product §10.2: `POST|DELETE /api/staff/session`, and enrolling the second factor. */
@Controller('api/staff/session')
export class StaffSessionController {
  constructor(
    private readonly signIn: StaffSignInService,
    private readonly sessions: StaffSessions,
    private readonly audit: StaffAudit,
    private readonly ownPassword: OwnPassword,
  ) {}

  @Post()
  @HttpCode(200)
  async create(
    @Body() request: SignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffSession']> {
    const { token, answer } = await this.signIn.signIn(
      request.email,
      request.password,
      request.code,
      ip ?? 'unknown',
      req.headers['user-agent'],
    );
    // A sign-in always starts a new session; one the browser still held ends (no fixation).
    const previous = sessionToken(req);
    if (previous) await this.sessions.endByToken(previous);
    res.setHeader('Set-Cookie', sessionCookie(token, req.secure, this.sessions.maxSeconds));
    return answer;
  }

  @Get()
  @StaffArea({ duringEnrolment: true })
  current(@Req() req: StaffRequest): Promise<Schemas['StaffSession']> {
    return this.signIn.describe(req.staff);
  }

  @Delete()
  @HttpCode(204)
  @StaffArea({ duringEnrolment: true })
  async end(
    @Req() req: StaffRequest,
    @Res({ passthrough: true }) res: Response,
    @Ip() ip: string | undefined,
  ): Promise<void> {
    await this.sessions.end(req.staff.session.id);
    await this.audit.record({
      actorId: req.staff.user.id,
      action: 'sign-out',
      clientAddress: ip,
      details: { session: req.staff.session.id },
    });
    res.setHeader('Set-Cookie', clearedSessionCookie(req.secure));
  }

  @Post('second-factor')
  @HttpCode(200)
  @StaffArea({ duringEnrolment: true })
  async enrol(
    @Body() request: SecondFactorDto,
    @Req() req: StaffRequest,
    @Res({ passthrough: true }) res: Response,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffSession']> {
    const { token, answer } = await this.signIn.confirmEnrolment(
      req.staff,
      request.code,
      ip ?? 'unknown',
      req.headers['user-agent'],
    );
    res.setHeader('Set-Cookie', sessionCookie(token, req.secure, this.sessions.maxSeconds));
    return answer;
  }

  /** issue 28: the member's own new password, with the current one and a code. */
  @Post('password')
  @HttpCode(200)
  @StaffArea()
  changePassword(
    @Body() request: OwnPasswordDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffOwnPasswordResult']> {
    return this.ownPassword.change(req.staff, request, ip);
  }

  /** issue 28: a new authenticator set up by the member themselves, after a recovery code. */
  @Post('second-factor/renew')
  @HttpCode(200)
  @StaffArea()
  async renewSecondFactor(
    @Body() request: RenewSecondFactorDto,
    @Req() req: StaffRequest,
    @Res({ passthrough: true }) res: Response,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffSession']> {
    const { token, answer } = await this.signIn.renewSecondFactor(
      req.staff,
      request.password,
      ip ?? 'unknown',
      req.headers['user-agent'],
    );
    res.setHeader('Set-Cookie', sessionCookie(token, req.secure, this.sessions.maxSeconds));
    return answer;
  }
}
