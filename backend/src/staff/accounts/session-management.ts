import { Injectable } from '@nestjs/common';
import { ApiError } from '../../common/api-error.js';
import type { Schemas } from '../../common/api-types.js';
import type { StaffSessionsTable } from '../../database/schema.js';
import { StaffAccounts } from './staff-accounts.js';
import { type AuditAction, StaffAudit } from '../common/staff-audit.js';
import { type ActiveSession, StaffSessions } from '../common/staff-sessions.js';

const sessionNotFound = () => new ApiError(404, 'NOT_FOUND', 'None of your other sessions has this id.');
const userNotFound = () => new ApiError(404, 'NOT_FOUND', 'No staff account has this id.');

function sessionView(session: StaffSessionsTable, currentId: string): Schemas['StaffSessionInfo'] {
  return {
    id: session.id,
    ...(session.device ? { device: session.device } : {}),
    ...(session.client_address ? { address: session.client_address } : {}),
    createdAt: session.created_at,
    lastSeenAt: session.last_seen_at,
    expiresAt: session.expires_at,
    current: session.id === currentId,
  };
}

/**
 * issue 29 (ASVS V7.5.2, V7.4.5): a staff member sees their live sessions and ends any or all of
 * the others; an admin sees and ends a member's. Every ending is audited by ids.
 */
@Injectable()
export class SessionManagement {
  constructor(
    private readonly sessions: StaffSessions,
    private readonly accounts: StaffAccounts,
    private readonly audit: StaffAudit,
  ) {}

  async list(userId: string, caller: ActiveSession): Promise<Schemas['StaffSessionList']> {
    const sessions = await this.sessions.listSignedIn(userId);
    return { items: sessions.map((session) => sessionView(session, caller.session.id)) };
  }

  /** The current session is not "another": ending it is signing out. */
  async endOwn(sessionId: string, caller: ActiveSession, ip: string | undefined): Promise<void> {
    if (sessionId === caller.session.id || !(await this.sessions.endOne(caller.user.id, sessionId))) {
      throw sessionNotFound();
    }
    await this.record(caller, ip, 'session-ended', caller.user.id, { session: sessionId });
  }

  async endOwnOthers(caller: ActiveSession, ip: string | undefined): Promise<Schemas['StaffSessionsEnded']> {
    return this.endAll(caller.user.id, caller, ip, 'other-sessions-ended');
  }

  async listMember(userId: string, admin: ActiveSession): Promise<Schemas['StaffSessionList']> {
    await this.assertAccount(userId);
    return this.list(userId, admin);
  }

  /** An admin ending their own sessions keeps the one they are using. */
  async endMember(userId: string, admin: ActiveSession, ip: string | undefined) {
    await this.assertAccount(userId);
    return this.endAll(userId, admin, ip, 'staff-user-sessions-ended');
  }

  private async endAll(userId: string, caller: ActiveSession, ip: string | undefined, action: AuditAction) {
    const keep = userId === caller.user.id ? caller.session.id : undefined;
    const ended = await this.sessions.endOthers(userId, keep);
    await this.record(caller, ip, action, userId, { ended });
    return { ended };
  }

  private async assertAccount(userId: string): Promise<void> {
    if (!(await this.accounts.findById(userId))) throw userNotFound();
  }

  private record(
    caller: ActiveSession,
    ip: string | undefined,
    action: AuditAction,
    userId: string,
    details: Record<string, string | number>,
  ) {
    return this.audit.record({
      actorId: caller.user.id,
      action,
      target: { type: 'staff-user', id: userId },
      clientAddress: ip,
      details,
    });
  }
}
