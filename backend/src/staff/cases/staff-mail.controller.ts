import { Controller, Get, HttpCode, Ip, Param, Post, Query, Req } from '@nestjs/common';
import { ApiError } from '../../common/api-error.js';
import type { Schemas } from '../../common/api-types.js';
import { OutboxRepository, type OutboxRow } from '../../mail/outbox.repository.js';
import { StaffAudit } from '../common/staff-audit.js';
import { MailMessageParamsDto, MailSubjectQueryDto } from './cases.dto.js';
import { StaffArea, type StaffRequest } from '../common/staff-session.guard.js';

/**
 * Issue 14, product §11: the staff see the e-mails about each submission and their state; an
 * admin sends a dead one again (it keeps its row, so the same Message-ID: decision 60).
 */
@Controller('api/staff/mail')
@StaffArea()
export class StaffMailController {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly audit: StaffAudit,
  ) {}

  @Get()
  async list(@Query() query: MailSubjectQueryDto): Promise<Schemas['StaffMailList']> {
    const rows = await this.outbox.forSubject(query.subjectType, query.subjectId);
    return { items: rows.map(mailMessage) };
  }

  @Post(':id/resend')
  @HttpCode(200)
  @StaffArea({ role: 'admin' })
  async resend(
    @Param() params: MailMessageParamsDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['StaffMailMessage']> {
    if (!(await this.outbox.revive(params.id))) {
      const row = await this.outbox.get(params.id);
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'No message has this id.');
      throw new ApiError(
        409,
        'MAIL_NOT_DEAD',
        `Only a message given up on can be sent again; this one is ${row.status}.`,
      );
    }
    await this.audit.record({
      actorId: req.staff.user.id,
      action: 'mail-resent',
      target: { type: 'mail-message', id: params.id },
      clientAddress: ip,
    });
    return mailMessage((await this.outbox.get(params.id))!);
  }
}

function mailMessage(row: OutboxRow): Schemas['StaffMailMessage'] {
  return {
    id: row.id,
    kind: row.kind,
    recipients: row.recipients.split(','),
    language: row.language === 'en' ? 'en' : 'id',
    status: row.status as Schemas['StaffMailMessage']['status'],
    attempts: row.attempts,
    ...(row.last_error ? { lastError: row.last_error } : {}),
    createdAt: row.created_at,
    ...(row.sent_at ? { sentAt: row.sent_at } : {}),
    // A held message (over its recipient's hourly cap, issue 29) goes at next_attempt_at too.
    ...(row.status === 'pending' || row.status === 'held' ? { nextAttemptAt: row.next_attempt_at } : {}),
  };
}
