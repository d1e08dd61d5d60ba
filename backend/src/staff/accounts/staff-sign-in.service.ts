import { DEFAULT_LANGUAGE, isLanguage } from '@cipta/domain/constants';
import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { STAFF_SIGN_IN_LOCK_MINUTES, STAFF_SIGN_IN_MAX_FAILURES } from '@cipta/domain/staff-rules';
import type { Kysely } from 'kysely';
import { ApiError } from '../../common/api-error.js';
import type { Schemas } from '../../common/api-types.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database, StaffSessionsTable, StaffUsersTable } from '../../database/schema.js';
import { ResetLockoutRepository } from '../../promo/reset-lockout.repository.js';
import { OutboxRepository } from '../../mail/outbox.repository.js';
import { hashPassword, passwordMatches } from './password-policy.js';
import {
  acceptedTotpStep,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpUri,
} from './second-factor.js';
import { StaffAccounts } from './staff-accounts.js';
import { StaffAudit } from '../common/staff-audit.js';
import { type ActiveSession, StaffSessions } from '../common/staff-sessions.js';
import { unauthenticated } from '../common/staff-session.guard.js';

/** One answer for an unknown address, a wrong password, a disabled account and a wrong code. */
export const signInFailed = () =>
  new ApiError(401, 'SIGN_IN_FAILED', 'The e-mail address, the password or the code is wrong.');

export const secondFactorRequired = () =>
  new ApiError(401, 'SECOND_FACTOR_REQUIRED', 'Enter the code from your authenticator app, or a recovery code.');

/** The sign-in's count per account across addresses (issue 29), keyed by the e-mail address. */
export const ACCOUNT_LOCK_PREFIX = 'staff-sign-in-account:';
/** The sign-in's count per account and client address, keyed `<prefix><email>:<address>`. */
const ADDRESS_LOCK_PREFIX = 'staff-sign-in:';

export interface SignedIn {
  token: string;
  answer: Schemas['StaffSession'];
}

/** product §10.2: sign-in with a password and a second factor, and its lockout. */
@Injectable()
export class StaffSignInService {
  /** Verified against when the address is unknown, so that answer takes as long as a wrong password. */
  private readonly decoy: Promise<string> = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    @InjectDatabase() private readonly db: Kysely<Database>,
    @InjectConfig() private readonly config: AppConfig,
    private readonly accounts: StaffAccounts,
    private readonly sessions: StaffSessions,
    private readonly lockout: ResetLockoutRepository,
    private readonly audit: StaffAudit,
  ) {}

  async signIn(
    email: string,
    password: string,
    code: string | undefined,
    clientAddress: string,
    userAgent: string | undefined,
  ): Promise<SignedIn> {
    const { keys, failed } = await this.countAttempt(email, clientAddress);

    const user = await this.accounts.findByEmail(email);
    const passwordOk = await passwordMatches(user?.password_hash ?? (await this.decoy), password);
    if (!user || !passwordOk || user.password_hash === null || user.disabled_at !== null) {
      await this.audit.record({
        actorId: null,
        action: 'sign-in-failed',
        ...(user ? { target: { type: 'staff-user' as const, id: user.id } } : {}),
        clientAddress,
        details: { reason: 'password' },
      });
      await failed(user);
      throw signInFailed();
    }

    let stage: 'enrol' | 'signed-in' = 'signed-in';
    let usedCode: 'totp' | 'recovery' | undefined;
    if (this.config.staff.mfa) {
      if (user.mfa_enrolled_at === null) {
        stage = 'enrol';
      } else {
        if (!code) {
          // issue 29: a right password without its code is worth a line too (a guessed password
          // shows here first).
          await this.audit.record({
            actorId: null,
            action: 'sign-in-failed',
            target: { type: 'staff-user', id: user.id },
            clientAddress,
            details: { reason: 'code-missing' },
          });
          throw secondFactorRequired();
        }
        usedCode = await this.secondFactorAccepted(user, code, clientAddress);
        if (!usedCode) {
          await this.audit.record({
            actorId: null,
            action: 'sign-in-failed',
            target: { type: 'staff-user', id: user.id },
            clientAddress,
            details: { reason: 'code' },
          });
          await failed(user);
          throw signInFailed();
        }
      }
    }
    await this.lockout.clear(keys.address);
    await this.lockout.clear(keys.account);
    const { token, session } = await this.sessions.create(user.id, stage, { userAgent, address: clientAddress });
    await this.audit.record({
      actorId: user.id,
      action: 'sign-in',
      clientAddress,
      details: { session: session.id, stage },
    });
    const answer = await this.describe({ session, user });
    // issue 28: after a recovery code the screen says how many are left and offers a new authenticator.
    if (usedCode === 'recovery') answer.recoveryCodesLeft = await this.recoveryCodesLeft(user.id);
    return { token, answer };
  }

  /**
   * Confirms the authenticator with its first code; answers a fresh session and the recovery
   * codes. issue 29: the code is checked against this session's own secret; the account takes
   * that secret only while it has no second factor (a confirmed one is replaced through an admin
   * reset alone), and every other session of the account ends, so a leftover enrolment session
   * can neither confirm again nor stay signed in.
   */
  async confirmEnrolment(
    active: ActiveSession,
    code: string,
    clientAddress: string,
    userAgent: string | undefined,
  ): Promise<SignedIn> {
    const { user, session } = active;
    const secret = session.enrolment_secret;
    const step = secret ? acceptedTotpStep(secret, code, null) : undefined;
    if (session.stage !== 'enrol' || !secret || step === undefined) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Some fields are missing or invalid.', [
        { field: 'code', message: 'The code does not match; enter the current code from your authenticator app.' },
      ]);
    }
    const codes = newRecoveryCodes();
    const now = new Date().toISOString();
    const enrolled = await this.db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('staff_users')
        .set({ totp_secret: secret, mfa_enrolled_at: now, totp_last_step: step, updated_at: now })
        .where('id', '=', user.id)
        .where('mfa_enrolled_at', 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom('staff_recovery_codes').where('staff_user_id', '=', user.id).execute();
      await trx
        .insertInto('staff_recovery_codes')
        .values(
          codes.map((c) => ({
            id: randomUUID(),
            staff_user_id: user.id,
            code_hash: recoveryCodeHash(c),
            used_at: null,
          })),
        )
        .execute();
      return true;
    });
    // Another session of the account confirmed first, and so ended this one.
    if (!enrolled) {
      await this.sessions.end(session.id);
      throw unauthenticated();
    }
    // The privilege changes: a new token, the enrolment session ends (ASVS V7.2.4), and with it
    // every other session of the account.
    const next = await this.sessions.create(user.id, 'signed-in', { userAgent, address: clientAddress });
    await this.sessions.endOthers(user.id, next.session.id);
    await this.audit.record({
      actorId: user.id,
      action: 'second-factor-enrolled',
      clientAddress,
      details: { session: next.session.id },
    });
    const fresh = { ...user, totp_secret: secret, mfa_enrolled_at: now, totp_last_step: step };
    return {
      token: next.token,
      answer: { ...(await this.describe({ session: next.session, user: fresh })), recoveryCodes: codes },
    };
  }

  /**
   * Counts an attempt before anything is compared, known account or not, in the database (every
   * instance), whatever RATE_LIMIT says: per address and e-mail, and (issue 29) per e-mail across
   * every address, so wrong passwords and codes from many addresses lock the account. Unknown
   * addresses are counted alike: the lockout tells no one who is staff. Throws 429 while locked;
   * `failed` tells the holder when this attempt is the one that locks.
   */
  private async countAttempt(email: string, clientAddress: string) {
    const emailKey = email.trim().toLowerCase();
    const keys = {
      address: `${ADDRESS_LOCK_PREFIX}${emailKey}:${clientAddress}`,
      account: `${ACCOUNT_LOCK_PREFIX}${emailKey}`,
    };
    const lockMs = STAFF_SIGN_IN_LOCK_MINUTES * 60_000;
    const now = Date.now();
    const [byAddress, byAccount] = [
      await this.lockout.count(keys.address, now, lockMs, STAFF_SIGN_IN_MAX_FAILURES),
      await this.lockout.count(keys.account, now, lockMs, STAFF_SIGN_IN_MAX_FAILURES),
    ];
    const locked = [byAddress, byAccount].filter((run) => run.attempts > STAFF_SIGN_IN_MAX_FAILURES);
    if (locked.length) {
      const until = Math.max(...locked.map((run) => run.since + lockMs));
      const retryAfter = Math.max(1, Math.ceil((until - now) / 1000));
      await this.audit.record({
        actorId: null,
        action: 'sign-in-failed',
        clientAddress,
        details: { reason: 'locked' },
      });
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many failed sign-ins. Try again in ${retryAfter} seconds.`,
        undefined,
        {
          'Retry-After': String(retryAfter),
        },
      );
    }
    // This attempt, if it fails, is the one that locks the account: its holder is told.
    const failed = async (user: StaffUsersTable | undefined) => {
      if (user && byAccount.attempts === STAFF_SIGN_IN_MAX_FAILURES) {
        await this.tellLocked(user, new Date(byAccount.since + lockMs).toISOString());
      }
    };
    return { keys, failed };
  }

  /**
   * issue 28: a signed-in member proves again that it is them (to change their own password):
   * the current password and, with the second factor on, a code. Counted against the same
   * lockout as signing in, and audited as a refused sign-in when wrong.
   */
  async confirmIdentity(
    user: StaffUsersTable,
    password: string,
    code: string | undefined,
    clientAddress: string,
    { withCode = true } = {},
  ) {
    const { keys, failed } = await this.countAttempt(user.email, clientAddress);
    const refuse = async (reason: 'password' | 'code') => {
      await this.audit.record({
        actorId: user.id,
        action: 'sign-in-failed',
        target: { type: 'staff-user', id: user.id },
        clientAddress,
        details: { reason, passwordChange: true },
      });
      await failed(user);
      return reason === 'password'
        ? new ApiError(403, 'CURRENT_PASSWORD_WRONG', 'The current password is wrong.')
        : new ApiError(403, 'SECOND_FACTOR_WRONG', 'The authenticator or recovery code is wrong or was used.');
    };
    if (!user.password_hash || !(await passwordMatches(user.password_hash, password))) throw await refuse('password');
    if (withCode && this.config.staff.mfa && user.mfa_enrolled_at !== null) {
      if (!code || !(await this.secondFactorAccepted(user, code, clientAddress))) throw await refuse('code');
    }
    await this.lockout.clear(keys.address);
    await this.lockout.clear(keys.account);
  }

  /**
   * issue 28: a member who lost their authenticator (signed in with a recovery code) sets up a
   * new one themselves: with their password again, the old factor and its codes are forgotten,
   * every session of the account ends, and this browser gets an enrolment session, as after an
   * admin's reset (product §10.2).
   */
  async renewSecondFactor(
    active: ActiveSession,
    password: string,
    clientAddress: string,
    userAgent: string | undefined,
  ): Promise<SignedIn> {
    const user = (await this.accounts.findById(active.user.id)) ?? active.user;
    await this.confirmIdentity(user, password, undefined, clientAddress, { withCode: false });
    await this.accounts.forgetSecondFactor(user.id);
    await this.sessions.endOthers(user.id, undefined);
    const next = await this.sessions.create(user.id, 'enrol', { userAgent, address: clientAddress });
    await this.audit.record({
      actorId: user.id,
      action: 'staff-user-second-factor-reset',
      target: { type: 'staff-user', id: user.id },
      clientAddress,
      details: { session: next.session.id },
    });
    const fresh = { ...user, totp_secret: null, mfa_enrolled_at: null, totp_last_step: null };
    return { token: next.token, answer: await this.describe({ session: next.session, user: fresh }) };
  }

  /** The answer of the session calls; during enrolment, the secret to put in the authenticator. */
  async describe({
    session,
    user,
  }: {
    session: StaffSessionsTable;
    user: StaffUsersTable;
  }): Promise<Schemas['StaffSession']> {
    const answer: Schemas['StaffSession'] = {
      stage: session.stage === 'enrol' ? 'enrol-second-factor' : 'signed-in',
      csrfToken: session.csrf_token,
      expiresAt: session.expires_at,
      idleExpiresAt: this.sessions.idleEnd(session),
      idleSeconds: this.sessions.idleSeconds,
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role as Schemas['StaffRole'],
        language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
      },
    };
    if (session.stage !== 'enrol') return answer;
    const secret = session.enrolment_secret ?? (await this.enrolmentSecretOf(session.id));
    return { ...answer, enrolment: { secret, otpauthUri: totpUri(secret, user.email) } };
  }

  /** issue 29: the account holder's notice that wrong passwords or codes locked their sign-in. */
  private async tellLocked(user: StaffUsersTable, until: string): Promise<void> {
    await this.db.transaction().execute((trx) =>
      OutboxRepository.add(trx, [
        {
          kind: 'staff-sign-in-locked',
          params: { name: user.name || user.email, until, failures: STAFF_SIGN_IN_MAX_FAILURES },
          recipients: [user.email],
          language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
          subjectType: 'staff-user',
          subjectId: user.id,
        },
      ]),
    );
  }

  /** Lifts the lockout of an account's sign-in (an admin, issue 29): every address may try again. */
  async unlock(email: string): Promise<void> {
    const emailKey = email.trim().toLowerCase();
    const perAddress = `${ADDRESS_LOCK_PREFIX}${emailKey}:`;
    // LIKE narrows the search; the exact prefix decides (an address may hold `_` or `%`).
    const rows = await this.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', `${ADDRESS_LOCK_PREFIX}%`)
      .execute();
    const keys = [
      `${ACCOUNT_LOCK_PREFIX}${emailKey}`,
      ...rows.map((row) => row.key).filter((key) => key.startsWith(perAddress)),
    ];
    await this.db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
  }

  /** This enrolment session's own secret, made at its first look (issue 29: never another session's). */
  private async enrolmentSecretOf(sessionId: string): Promise<string> {
    await this.db
      .updateTable('staff_sessions')
      .set({ enrolment_secret: newTotpSecret() })
      .where('id', '=', sessionId)
      .where('enrolment_secret', 'is', null)
      .execute();
    // Two first looks at once: both read the one secret that was stored.
    const { enrolment_secret: secret } = await this.db
      .selectFrom('staff_sessions')
      .select('enrolment_secret')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    return secret!;
  }

  /** Which kind of code was accepted, or undefined when it was not. */
  private async secondFactorAccepted(
    user: StaffUsersTable,
    code: string,
    clientAddress: string,
  ): Promise<'totp' | 'recovery' | undefined> {
    const typed = code.trim();
    const step = user.totp_secret ? acceptedTotpStep(user.totp_secret, typed, user.totp_last_step) : undefined;
    if (step !== undefined) {
      // Only a later step than the last one: two requests with one code cannot both win.
      const moved = await this.db
        .updateTable('staff_users')
        .set({ totp_last_step: step })
        .where('id', '=', user.id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1 ? 'totp' : undefined;
    }
    if (!looksLikeRecoveryCode(typed)) return undefined;
    const used = await this.db
      .updateTable('staff_recovery_codes')
      .set({ used_at: new Date().toISOString() })
      .where('staff_user_id', '=', user.id)
      .where('code_hash', '=', recoveryCodeHash(typed))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return undefined;
    await this.audit.record({ actorId: user.id, action: 'recovery-code-used', clientAddress });
    return 'recovery';
  }

  /** How many of the account's recovery codes are unused. */
  private async recoveryCodesLeft(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('staff_recovery_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('staff_user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
