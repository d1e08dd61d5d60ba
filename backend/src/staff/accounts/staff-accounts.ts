import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@cipta/domain/constants';
import { STAFF_SETUP_LINK_MINUTES, type StaffRole } from '@cipta/domain/staff-rules';
import type { Kysely } from 'kysely';
import { ApiError, fieldInvalid, validationFailed } from '../../common/api-error.js';
import { isUniqueViolation } from '../../database/database.js';
import type { Database, StaffUsersTable } from '../../database/schema.js';
import { StaffAudit } from '../common/staff-audit.js';
import { newToken, tokenHash } from '../common/tokens.js';
import { hashPassword, passwordProblem } from './password-policy.js';

export type StaffUser = StaffUsersTable;
export type SetupPurpose = 'first-admin' | 'account';

/** What a set-up link is for, as the set-up screen shows it. */
export interface SetupLinkInfo {
  purpose: SetupPurpose;
  /** The account's address; absent for the first admin, who gives it. */
  email?: string;
}

export const setupLinkInvalid = () =>
  new ApiError(400, 'SETUP_LINK_INVALID', 'This set-up link is unknown, used or expired; ask an admin for a new one.');

export const staffExists = () => new ApiError(409, 'STAFF_EXISTS', 'A staff account with this e-mail address exists.');

export const staffNotFound = () => new ApiError(404, 'NOT_FOUND', 'No staff account has this e-mail address.');

/**
 * Staff accounts and their one-time set-up links (product §10.1, §10.2). A plain class over
 * the database, so the API (StaffModule) and the command line (staff.cli.ts) share it.
 */
export class StaffAccounts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('staff_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  findByEmail(email: string): Promise<StaffUser | undefined> {
    return this.db
      .selectFrom('staff_users')
      .selectAll()
      .where('email_key', '=', email.trim().toLowerCase())
      .executeTakeFirst();
  }

  findById(id: string): Promise<StaffUser | undefined> {
    return this.db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A new one-time link; only its hash is stored. Answers the token. */
  async createSetupLink(purpose: SetupPurpose, staffUserId: string | null = null): Promise<string> {
    const token = newToken();
    const now = this.now();
    // issue 29: a new link ends the account's older ones, so only the latest one sent works.
    if (staffUserId !== null) {
      await this.db
        .updateTable('staff_setup_links')
        .set({ expires_at: now.toISOString() })
        .where('staff_user_id', '=', staffUserId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .execute();
    }
    await this.db
      .insertInto('staff_setup_links')
      .values({
        id: randomUUID(),
        token_hash: tokenHash(token),
        purpose,
        staff_user_id: staffUserId,
        expires_at: new Date(now.getTime() + STAFF_SETUP_LINK_MINUTES * 60_000).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    return token;
  }

  /** Adds an account without a password; answers it and the token of its set-up link. */
  async add(
    email: string,
    role: StaffRole,
    name?: string,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<{ user: StaffUser; token: string }> {
    const now = this.now().toISOString();
    const user = newStaffUser({ email, name, role, language, passwordHash: null, now });
    try {
      await this.db.insertInto('staff_users').values(user).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw staffExists();
      throw error;
    }
    return { user, token: await this.createSetupLink('account', user.id) };
  }

  /**
   * A link to choose a new password; with `secondFactor` the authenticator is forgotten too and
   * enrolled again at the next sign-in. The old password works until the link is used.
   */
  async reset(email: string, options: { secondFactor?: boolean } = {}): Promise<{ user: StaffUser; token: string }> {
    const user = await this.findByEmail(email);
    if (!user) throw staffNotFound();
    if (options.secondFactor) await this.forgetSecondFactor(user.id);
    return { user, token: await this.createSetupLink('account', user.id) };
  }

  async forgetSecondFactor(userId: string): Promise<void> {
    await this.db.deleteFrom('staff_recovery_codes').where('staff_user_id', '=', userId).execute();
    await this.db
      .updateTable('staff_users')
      .set({ totp_secret: null, mfa_enrolled_at: null, totp_last_step: null, updated_at: this.now().toISOString() })
      .where('id', '=', userId)
      .execute();
  }

  /** Sets a password directly (the command line's --password-stdin), under the same rules. */
  async setPassword(user: StaffUser, password: string): Promise<void> {
    const problem = passwordProblem(password, [user.email, user.name]);
    if (problem) throw validationFailed([{ field: 'password', ...problem }]);
    await this.db
      .updateTable('staff_users')
      .set({ password_hash: await hashPassword(password), updated_at: this.now().toISOString() })
      .where('id', '=', user.id)
      .execute();
  }

  async lookupLink(token: string): Promise<SetupLinkInfo> {
    const link = await this.db
      .selectFrom('staff_setup_links')
      .leftJoin('staff_users', 'staff_users.id', 'staff_setup_links.staff_user_id')
      .select([
        'staff_setup_links.purpose',
        'staff_setup_links.expires_at',
        'staff_setup_links.used_at',
        'staff_users.email',
      ])
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    if (!link || link.used_at !== null || link.expires_at <= this.now().toISOString()) throw setupLinkInvalid();
    if (link.purpose === 'first-admin') {
      if ((await this.count()) > 0) throw setupLinkInvalid();
      return { purpose: 'first-admin' };
    }
    return { purpose: 'account', email: link.email ?? '' };
  }

  /**
   * Uses a set-up link once: sets the account's password, or creates the first admin. The
   * password is checked before the link is spent, so a refused password can be chosen again.
   */
  async completeSetup(token: string, password: string, first: { email?: string; name?: string }): Promise<StaffUser> {
    const info = await this.lookupLink(token);
    const email = info.purpose === 'first-admin' ? first.email : info.email;
    if (!email) throw fieldInvalid('email', 'email is required to create the first account');
    const problem = passwordProblem(password, [email, first.name ?? '']);
    if (problem) throw validationFailed([{ field: 'password', ...problem }]);
    const passwordHash = await hashPassword(password);
    const now = this.now().toISOString();

    return this.db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable('staff_setup_links')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['purpose', 'staff_user_id'])
        .executeTakeFirst();
      if (!spent) throw setupLinkInvalid();
      if (spent.purpose === 'first-admin') {
        // A first-admin link is void once any account exists: a stale one from the log makes no second admin.
        const existing = await trx.selectFrom('staff_users').select('id').limit(1).executeTakeFirst();
        if (existing) throw setupLinkInvalid();
        const user = newStaffUser({
          email,
          name: first.name,
          role: 'admin',
          language: DEFAULT_LANGUAGE,
          passwordHash,
          now,
        });
        await trx.insertInto('staff_users').values(user).execute();
        // issue 27: the first admin's creation is in the log, as every later account's is.
        await new StaffAudit(trx).record({
          actorId: user.id,
          action: 'staff-user-added',
          target: { type: 'staff-user', id: user.id },
          clientAddress: undefined,
          details: { role: 'admin', firstAdmin: true },
        });
        return user;
      }
      await trx
        .updateTable('staff_users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', spent.staff_user_id!)
        .execute();
      // A new password ends every session of the account (ASVS V7.4.3).
      await trx
        .updateTable('staff_sessions')
        .set({ ended_at: now })
        .where('staff_user_id', '=', spent.staff_user_id!)
        .where('ended_at', 'is', null)
        .execute();
      return await trx
        .selectFrom('staff_users')
        .selectAll()
        .where('id', '=', spent.staff_user_id!)
        .executeTakeFirstOrThrow();
    });
  }
}

/**
 * The address a person opens; the token rides in the fragment, which no server or proxy logs.
 * issue 28: with `language`, the page opens in it (`?lng=`) whatever the browser prefers.
 */
export function setupLinkUrl(webUrl: string, token: string, language?: Language): string {
  const query = language ? `?lng=${language}` : '';
  return `${webUrl.replace(/\/$/, '')}/login/setup${query}#token=${token}`;
}

/**
 * A new account's row: the address as typed and its comparison key, a name (the address's
 * local part when none is given), no second factor yet.
 */
function newStaffUser(account: {
  email: string;
  name: string | undefined;
  role: StaffRole;
  language: Language;
  passwordHash: string | null;
  now: string;
}): StaffUser {
  const email = account.email.trim();
  return {
    id: randomUUID(),
    email,
    email_key: email.toLowerCase(),
    name: account.name?.trim() || email.split('@')[0]!,
    role: account.role,
    password_hash: account.passwordHash,
    totp_secret: null,
    mfa_enrolled_at: null,
    totp_last_step: null,
    disabled_at: null,
    created_at: account.now,
    updated_at: account.now,
    language: account.language,
  };
}
