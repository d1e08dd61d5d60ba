import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database, StaffSessionsTable, StaffUsersTable } from '../../database/schema.js';
import { deviceDescription, sessionAddress } from './session-device.js';
import { newToken, tokenHash } from './tokens.js';

export type SessionStage = 'enrol' | 'signed-in';

/** Where a sign-in came from: its User-Agent and its client address as TRUST_PROXY sees it. */
export interface SessionOrigin {
  userAgent: string | undefined;
  address: string | undefined;
}

export interface ActiveSession {
  session: StaffSessionsTable;
  user: StaffUsersTable;
}

/**
 * Staff sessions in the database (product §10.2), so every API instance shares them: an opaque
 * 256-bit token in the cookie, only its SHA-256 here; they end after STAFF_SESSION_IDLE_SECONDS
 * without a call or STAFF_SESSION_MAX_SECONDS after sign-in (30 minutes, 12 hours; issue 28).
 */
@Injectable()
export class StaffSessions {
  private readonly idleMs: number;
  private readonly absoluteMs: number;
  /** The cookie lives as long as a session can. */
  readonly maxSeconds: number;
  /** What the web app counts down from after each call (its warning before the idle limit). */
  readonly idleSeconds: number;

  constructor(
    @InjectDatabase() private readonly db: Kysely<Database>,
    @InjectConfig() config: AppConfig,
  ) {
    this.idleMs = config.staff.sessionIdleSeconds * 1000;
    this.absoluteMs = config.staff.sessionMaxSeconds * 1000;
    this.maxSeconds = config.staff.sessionMaxSeconds;
    this.idleSeconds = config.staff.sessionIdleSeconds;
  }

  /** When a session ends if no call comes first: its idle limit, or its absolute end if sooner. */
  idleEnd(session: Pick<StaffSessionsTable, 'last_seen_at' | 'expires_at'>): string {
    const idle = Date.parse(session.last_seen_at) + this.idleMs;
    return new Date(Math.min(idle, Date.parse(session.expires_at))).toISOString();
  }

  /** A new session with a new token (never one the client brought: no fixation). */
  async create(
    userId: string,
    stage: SessionStage,
    origin: SessionOrigin,
  ): Promise<{ token: string; session: StaffSessionsTable }> {
    const token = newToken();
    const now = new Date();
    const session: StaffSessionsTable = {
      id: randomUUID(),
      token_hash: tokenHash(token),
      staff_user_id: userId,
      stage,
      csrf_token: randomBytes(32).toString('base64url'),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + this.absoluteMs).toISOString(),
      ended_at: null,
      enrolment_secret: null,
      device: deviceDescription(origin.userAgent),
      client_address: sessionAddress(origin.address),
    };
    await this.db.insertInto('staff_sessions').values(session).execute();
    return { token, session };
  }

  /**
   * The live session a cookie's token names, its idle clock restarted; undefined when there is
   * none, it ended, sat idle, passed its absolute end, or its account is disabled.
   */
  async resume(token: string): Promise<ActiveSession | undefined> {
    const session = await this.db
      .selectFrom('staff_sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash(token))
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    if (!session) return undefined;
    const now = Date.now();
    if (Date.parse(session.expires_at) <= now || Date.parse(session.last_seen_at) + this.idleMs <= now) {
      await this.end(session.id);
      return undefined;
    }
    const user = await this.db
      .selectFrom('staff_users')
      .selectAll()
      .where('id', '=', session.staff_user_id)
      .executeTakeFirst();
    if (!user || user.disabled_at !== null) return undefined;
    const seen = new Date(now).toISOString();
    await this.db.updateTable('staff_sessions').set({ last_seen_at: seen }).where('id', '=', session.id).execute();
    return { session: { ...session, last_seen_at: seen }, user };
  }

  async end(sessionId: string): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ ended_at: new Date().toISOString() })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .execute();
  }

  /**
   * Ends every live session of an account (any stage) but `keep`, and says how many: when a
   * second factor is enrolled, and when the member or an admin ends them (issue 29).
   */
  async endOthers(userId: string, keep: string | undefined): Promise<number> {
    const result = await this.db
      .updateTable('staff_sessions')
      .set({ ended_at: new Date().toISOString() })
      .where((eb) => live(eb, userId, this.idleMs))
      .$if(keep !== undefined, (query) => query.where('id', '!=', keep as string))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Ends one live session of an account; whether it did (else it is not one of the account's). */
  async endOne(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('staff_sessions')
      .set({ ended_at: new Date().toISOString() })
      .where((eb) => live(eb, userId, this.idleMs))
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** issue 29: an account's live, fully signed-in sessions, the most recently active first. */
  listSignedIn(userId: string): Promise<StaffSessionsTable[]> {
    return this.db
      .selectFrom('staff_sessions')
      .selectAll()
      .where((eb) => live(eb, userId, this.idleMs))
      .where('stage', '=', 'signed-in')
      .orderBy('last_seen_at', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** Ends the session a token names, if any (the old cookie at a new sign-in). */
  async endByToken(token: string): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ ended_at: new Date().toISOString() })
      .where('token_hash', '=', tokenHash(token))
      .where('ended_at', 'is', null)
      .execute();
  }
}

/** Not ended, not idle, not past its absolute end: what `resume` would let in. */
function live(eb: ExpressionBuilder<Database, 'staff_sessions'>, userId: string, idleMs: number) {
  const now = Date.now();
  return eb.and([
    eb('staff_user_id', '=', userId),
    eb('ended_at', 'is', null),
    eb('expires_at', '>', new Date(now).toISOString()),
    eb('last_seen_at', '>', new Date(now - idleMs).toISOString()),
  ]);
}
