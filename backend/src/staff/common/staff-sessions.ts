import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { STAFF_SESSION_ABSOLUTE_HOURS, STAFF_SESSION_IDLE_MINUTES } from '@cipta/domain/staff-rules';
import type { Kysely } from 'kysely';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database, StaffSessionsTable, StaffUsersTable } from '../../database/schema.js';
import { newToken, tokenHash } from './tokens.js';

export type SessionStage = 'enrol' | 'signed-in';
export const IDLE_MS = STAFF_SESSION_IDLE_MINUTES * 60_000;
export const ABSOLUTE_MS = STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000;

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
  async create(userId: string, stage: SessionStage): Promise<{ token: string; session: StaffSessionsTable }> {
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

  /** Ends every live session of an account but `keep` (a second factor was enrolled, issue 29). */
  async endOthers(userId: string, keep: string): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ ended_at: new Date().toISOString() })
      .where('staff_user_id', '=', userId)
      .where('id', '!=', keep)
      .where('ended_at', 'is', null)
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
