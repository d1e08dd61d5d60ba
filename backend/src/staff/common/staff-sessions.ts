import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { STAFF_SESSION_ABSOLUTE_HOURS, STAFF_SESSION_IDLE_MINUTES } from '@cipta/domain/staff-rules';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database, StaffSessionsTable, StaffUsersTable } from '../../database/schema.js';
import { deviceDescription, sessionAddress } from './session-device.js';
import { newToken, tokenHash } from './tokens.js';

export type SessionStage = 'enrol' | 'signed-in';
export const IDLE_MS = STAFF_SESSION_IDLE_MINUTES * 60_000;
export const ABSOLUTE_MS = STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000;

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
 * 256-bit token in the cookie, only its SHA-256 here; 30 minutes idle, 12 hours absolute.
 */
@Injectable()
export class StaffSessions {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

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
      expires_at: new Date(now.getTime() + ABSOLUTE_MS).toISOString(),
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
   * none, it ended, sat idle 30 minutes, passed its 12 hours, or its account is disabled.
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
    if (Date.parse(session.expires_at) <= now || Date.parse(session.last_seen_at) + IDLE_MS <= now) {
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
      .where((eb) => live(eb, userId))
      .$if(keep !== undefined, (query) => query.where('id', '!=', keep as string))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Ends one live session of an account; whether it did (else it is not one of the account's). */
  async endOne(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('staff_sessions')
      .set({ ended_at: new Date().toISOString() })
      .where((eb) => live(eb, userId))
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** issue 29: an account's live, fully signed-in sessions, the most recently active first. */
  listSignedIn(userId: string): Promise<StaffSessionsTable[]> {
    return this.db
      .selectFrom('staff_sessions')
      .selectAll()
      .where((eb) => live(eb, userId))
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

/** Not ended, not idle 30 minutes, not past its 12 hours: what `resume` would let in. */
function live(eb: ExpressionBuilder<Database, 'staff_sessions'>, userId: string) {
  const now = Date.now();
  return eb.and([
    eb('staff_user_id', '=', userId),
    eb('ended_at', 'is', null),
    eb('expires_at', '>', new Date(now).toISOString()),
    eb('last_seen_at', '>', new Date(now - IDLE_MS).toISOString()),
  ]);
}
