import { Injectable } from '@nestjs/common';
import { validationFailed } from '../../common/api-error.js';
import type { Schemas } from '../../common/api-types.js';
import { StaffAudit } from '../common/staff-audit.js';
import { type ActiveSession, StaffSessions } from '../common/staff-sessions.js';
import { StaffAccounts } from './staff-accounts.js';
import { StaffSignInService } from './staff-sign-in.service.js';
import { passwordProblem } from './password-policy.js';

/**
 * issue 28 (ASVS V6.2.3, V7.4.3): a staff member changes their own password with the current
 * one and a second-factor code, under the set-up's policy; every other session of the account
 * ends, this one stays.
 */
@Injectable()
export class OwnPassword {
  constructor(
    private readonly accounts: StaffAccounts,
    private readonly signIn: StaffSignInService,
    private readonly sessions: StaffSessions,
    private readonly audit: StaffAudit,
  ) {}

  async change(
    caller: ActiveSession,
    request: Schemas['StaffOwnPasswordRequest'],
    ip: string | undefined,
  ): Promise<Schemas['StaffOwnPasswordResult']> {
    // The stored row, not the session's copy: a password changed elsewhere since is the one asked for.
    const user = (await this.accounts.findById(caller.user.id)) ?? caller.user;
    // The policy first: a refused new password costs no attempt of the lockout.
    const problem = passwordProblem(request.newPassword, [user.email, user.name]);
    if (problem) throw validationFailed([{ field: 'newPassword', ...problem }]);
    await this.signIn.confirmIdentity(user, request.currentPassword, request.code, ip ?? 'unknown');
    await this.accounts.setPassword(user, request.newPassword);
    const endedSessions = await this.sessions.endOthers(user.id, caller.session.id);
    await this.audit.record({
      actorId: user.id,
      action: 'own-password-changed',
      target: { type: 'staff-user', id: user.id },
      clientAddress: ip,
      details: { ended: endedSessions },
    });
    return { endedSessions };
  }
}
