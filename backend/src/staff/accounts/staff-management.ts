import { Body, Controller, Get, HttpCode, Injectable, Ip, Param, Post, Req } from '@nestjs/common';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@cipta/domain/constants';
import {
  STAFF_SETUP_LINK_MINUTES,
  STAFF_SIGN_IN_LOCK_MINUTES,
  STAFF_SIGN_IN_MAX_FAILURES,
  type StaffRole,
} from '@cipta/domain/staff-rules';
import type { Kysely, Transaction } from 'kysely';
import { ApiError } from '../../common/api-error.js';
import type { Schemas } from '../../common/api-types.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { InjectDatabase } from '../../database/database.module.js';
import { OutboxRepository } from '../../mail/outbox.repository.js';
import type { Database } from '../../database/schema.js';
import { StaffDisabledDto, StaffAddDto, StaffLanguageDto, StaffRoleDto, StaffUserParamsDto } from './accounts.dto.js';
import { setupLinkUrl, StaffAccounts, type StaffUser } from './staff-accounts.js';
import { ACCOUNT_LOCK_PREFIX, StaffSignInService } from './staff-sign-in.service.js';
import { type AuditAction, StaffAudit } from '../common/staff-audit.js';
import { StaffArea, type StaffRequest } from '../common/staff-session.guard.js';
import type { ActiveSession } from '../common/staff-sessions.js';

/** When a link made now stops working (product §10.2). */
const linkExpiry = () => new Date(Date.now() + STAFF_SETUP_LINK_MINUTES * 60_000).toISOString();

const userNotFound = () => new ApiError(404, 'NOT_FOUND', 'No staff account has this id.');
const lastAdmin = () =>
  new ApiError(409, 'LAST_ADMIN', 'This is the last admin who can sign in; make another admin first.');

export function staffAccount(user: StaffUser, signInLockedUntil?: string): Schemas['StaffAccount'] {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role as StaffRole,
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
    state: user.disabled_at ? 'disabled' : user.password_hash ? 'active' : 'setup-pending',
    secondFactor: user.mfa_enrolled_at !== null,
    createdAt: user.created_at,
    ...(user.disabled_at ? { disabledAt: user.disabled_at } : {}),
    ...(signInLockedUntil ? { signInLockedUntil } : {}),
  };
}

/**
 * issue 13: staff management by admins, as the command line does it (same StaffAccounts), plus
 * disable, role and each member's language. Every change is audited by ids; the last enabled
 * admin can neither be disabled nor demoted, so the agency never locks itself out.
 */
@Injectable()
export class StaffManagement {
  private readonly accounts: StaffAccounts;

  constructor(
    @InjectDatabase() private readonly db: Kysely<Database>,
    @InjectConfig() private readonly config: AppConfig,
    private readonly audit: StaffAudit,
    private readonly signIn: StaffSignInService,
  ) {
    this.accounts = new StaffAccounts(db);
  }

  async list(): Promise<Schemas['StaffAccountList']> {
    const users = await this.db.selectFrom('staff_users').selectAll().orderBy('name').orderBy('id').execute();
    const lockedUntil = await this.signInLocks();
    return { items: users.map((user) => staffAccount(user, lockedUntil.get(user.email_key))) };
  }

  /** issue 29: an admin lifts the lock that wrong passwords or codes put on an account's sign-in. */
  async unlockSignIn(id: string, admin: ActiveSession, ip: string | undefined) {
    const user = await this.user(id);
    await this.signIn.unlock(user.email);
    await this.record(admin, ip, 'staff-user-sign-in-unlocked', id);
    return staffAccount(user);
  }

  /** Until when each locked account's sign-in is locked, by e-mail key (the sign-in's own count). */
  private async signInLocks(): Promise<Map<string, string>> {
    const lockMs = STAFF_SIGN_IN_LOCK_MINUTES * 60_000;
    const rows = await this.db
      .selectFrom('rate_limits')
      .select(['key', 'window_start'])
      .where('key', 'like', `${ACCOUNT_LOCK_PREFIX}%`)
      .where('count', '>=', STAFF_SIGN_IN_MAX_FAILURES)
      .where('window_start', '>', Date.now() - lockMs)
      .execute();
    return new Map(
      rows.map((row) => [
        row.key.slice(ACCOUNT_LOCK_PREFIX.length),
        new Date(Number(row.window_start) + lockMs).toISOString(),
      ]),
    );
  }

  async add(form: StaffAddDto, admin: ActiveSession, ip: string | undefined): Promise<Schemas['StaffSetupLinkResult']> {
    const expiresAt = linkExpiry();
    // issue 28: the account, its link and the message carrying it exist together or not at all.
    const { user, token } = await this.db.transaction().execute(async (trx) => {
      const added = await new StaffAccounts(trx).add(
        form.email,
        form.role,
        form.name,
        form.language ?? DEFAULT_LANGUAGE,
      );
      await this.mailLink(trx, added.user, added.token, expiresAt, 'new');
      return added;
    });
    await this.record(admin, ip, 'staff-user-added', user.id, { role: form.role });
    return this.linkResult(user, token, expiresAt);
  }

  async setDisabled(id: string, disabled: boolean, admin: ActiveSession, ip: string | undefined) {
    const user = await this.user(id);
    if (disabled && user.role === 'admin' && !user.disabled_at) await this.assertAnotherAdmin(id);
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('staff_users')
        .set({ disabled_at: disabled ? (user.disabled_at ?? now) : null, updated_at: now })
        .where('id', '=', id)
        .execute();
      // A disabled account's sessions end now, not at their next call.
      if (disabled) await this.endSessions(trx, id, now);
      await this.audit.record(
        {
          actorId: admin.user.id,
          action: disabled ? 'staff-user-disabled' : 'staff-user-enabled',
          target: { type: 'staff-user', id },
          clientAddress: ip,
        },
        trx,
      );
    });
    return staffAccount(await this.user(id));
  }

  async setRole(id: string, role: StaffRole, admin: ActiveSession, ip: string | undefined) {
    const user = await this.user(id);
    if (user.role === 'admin' && role !== 'admin' && !user.disabled_at) await this.assertAnotherAdmin(id);
    await this.db
      .updateTable('staff_users')
      .set({ role, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await this.record(admin, ip, 'staff-user-role-changed', id, { from: user.role, to: role });
    return staffAccount(await this.user(id));
  }

  async resetPassword(id: string, admin: ActiveSession, ip: string | undefined) {
    const user = await this.user(id);
    const expiresAt = linkExpiry();
    const token = await this.db.transaction().execute(async (trx) => {
      const issued = await new StaffAccounts(trx).createSetupLink('account', user.id);
      await this.mailLink(trx, user, issued, expiresAt, 'reset');
      return issued;
    });
    await this.record(admin, ip, 'staff-user-password-reset', id);
    return this.linkResult(user, token, expiresAt);
  }

  async resetSecondFactor(id: string, admin: ActiveSession, ip: string | undefined) {
    await this.user(id);
    await this.accounts.forgetSecondFactor(id);
    await this.endSessions(this.db, id, new Date().toISOString());
    await this.record(admin, ip, 'staff-user-second-factor-reset', id);
    return staffAccount(await this.user(id));
  }

  async setOwnLanguage(staff: ActiveSession, language: Language, ip: string | undefined) {
    await this.db
      .updateTable('staff_users')
      .set({ language, updated_at: new Date().toISOString() })
      .where('id', '=', staff.user.id)
      .execute();
    await this.record(staff, ip, 'language-changed', staff.user.id, { language });
    return staffAccount(await this.user(staff.user.id));
  }

  private async user(id: string): Promise<StaffUser> {
    const user = await this.accounts.findById(id);
    if (!user) throw userNotFound();
    return user;
  }

  /** Another enabled admin exists besides `id` (else 409 LAST_ADMIN). */
  private async assertAnotherAdmin(id: string): Promise<void> {
    const other = await this.db
      .selectFrom('staff_users')
      .select('id')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      // issue 29: only an admin who can sign in (set-up link used: a password) counts.
      .where('password_hash', 'is not', null)
      .where('id', '!=', id)
      .limit(1)
      .executeTakeFirst();
    if (!other) throw lastAdmin();
  }

  private endSessions(db: Kysely<Database>, userId: string, now: string) {
    return db
      .updateTable('staff_sessions')
      .set({ ended_at: now })
      .where('staff_user_id', '=', userId)
      .where('ended_at', 'is', null)
      .execute();
  }

  /** The admin sees the link once, as the command line prints it. */
  private linkResult(user: StaffUser, token: string, expiresAt: string): Schemas['StaffSetupLinkResult'] {
    return { account: staffAccount(user), setupLink: setupLinkUrl(this.config.staff.webUrl, token), expiresAt };
  }

  /** issue 28: the link also goes to the account holder, in their language, so no one has to pass it on. */
  private mailLink(
    trx: Transaction<Database>,
    user: StaffUser,
    token: string,
    expiresAt: string,
    reason: 'new' | 'reset',
  ): Promise<void> {
    const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
    return OutboxRepository.add(trx, [
      {
        kind: 'staff-account-setup',
        params: {
          name: user.name,
          link: setupLinkUrl(this.config.staff.webUrl, token, language),
          expiresAt,
          reason,
        },
        recipients: [user.email],
        language,
        subjectType: 'staff-user',
        subjectId: user.id,
      },
    ]);
  }

  private record(
    actor: ActiveSession,
    ip: string | undefined,
    action: AuditAction,
    id: string,
    details?: Record<string, string>,
  ) {
    return this.audit.record({
      actorId: actor.user.id,
      action,
      target: { type: 'staff-user', id },
      clientAddress: ip,
      ...(details ? { details } : {}),
    });
  }
}

/** Admins only (issue 13): the staff accounts. */
@Controller('api/staff/users')
@StaffArea({ role: 'admin' })
export class StaffUsersController {
  constructor(private readonly management: StaffManagement) {}

  @Get()
  list(): Promise<Schemas['StaffAccountList']> {
    return this.management.list();
  }

  @Post()
  add(@Body() form: StaffAddDto, @Req() req: StaffRequest, @Ip() ip: string | undefined) {
    return this.management.add(form, req.staff, ip);
  }

  @Post(':userId/disabled')
  @HttpCode(200)
  disabled(
    @Param() params: StaffUserParamsDto,
    @Body() body: StaffDisabledDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ) {
    return this.management.setDisabled(params.userId, body.disabled, req.staff, ip);
  }

  @Post(':userId/role')
  @HttpCode(200)
  role(
    @Param() params: StaffUserParamsDto,
    @Body() body: StaffRoleDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ) {
    return this.management.setRole(params.userId, body.role, req.staff, ip);
  }

  @Post(':userId/password-reset')
  @HttpCode(200)
  passwordReset(@Param() params: StaffUserParamsDto, @Req() req: StaffRequest, @Ip() ip: string | undefined) {
    return this.management.resetPassword(params.userId, req.staff, ip);
  }

  @Post(':userId/second-factor-reset')
  @HttpCode(200)
  secondFactorReset(@Param() params: StaffUserParamsDto, @Req() req: StaffRequest, @Ip() ip: string | undefined) {
    return this.management.resetSecondFactor(params.userId, req.staff, ip);
  }

  @Post(':userId/sign-in-unlock')
  @HttpCode(200)
  signInUnlock(@Param() params: StaffUserParamsDto, @Req() req: StaffRequest, @Ip() ip: string | undefined) {
    return this.management.unlockSignIn(params.userId, req.staff, ip);
  }
}

/** Every staff member's own language (issue 14). */
@Controller('api/staff/session/language')
@StaffArea()
export class StaffLanguageController {
  constructor(private readonly management: StaffManagement) {}

  @Post()
  @HttpCode(200)
  set(@Body() body: StaffLanguageDto, @Req() req: StaffRequest, @Ip() ip: string | undefined) {
    return this.management.setOwnLanguage(req.staff, body.language, ip);
  }
}
