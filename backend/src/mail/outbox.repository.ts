import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { DATABASE_HANDLE } from '../database/database.module.js';
import type { DatabaseHandle } from '../database/database.js';
import { insertRow } from '../database/insert-row.js';
import type { Database, MailOutboxTable } from '../database/schema.js';
import type { MailKind, MailParams, MailSubjectType } from './mail-templates.js';

export type OutboxRow = Selectable<MailOutboxTable>;

export interface NewMail<K extends MailKind = MailKind> {
  kind: K;
  params: MailParams[K];
  recipients: string[];
  language: string;
  subjectType: MailSubjectType;
  subjectId: string;
}

/** The outbox's SQL (docs/architecture.md, "The mail outbox"). */
@Injectable()
export class OutboxRepository {
  private readonly db: Kysely<Database>;

  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {
    this.db = handle.db;
  }

  /** Writes messages inside the caller's transaction: they exist exactly when the submission does. */
  static async add(trx: Transaction<Database>, mails: readonly NewMail[]): Promise<void> {
    if (!mails.length) return;
    const now = new Date().toISOString();
    // One statement per message, each compiled once (insertRow): a submission writes one or two.
    for (const mail of mails) {
      await insertRow(trx, 'mail_outbox', {
        id: randomUUID(),
        kind: mail.kind,
        subject_type: mail.subjectType,
        subject_id: mail.subjectId,
        recipients: mail.recipients.join(','),
        language: mail.language,
        params: JSON.stringify(mail.params),
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        lease_until: null,
        last_error: null,
        created_at: now,
        sent_at: null,
      });
    }
  }

  /** Messages still to be sent (the backlog figure of docs/operations.md, "Metrics"). */
  async backlog(): Promise<number> {
    const row = await this.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Takes up to `limit` due messages for `leaseMs`. On PostgreSQL the candidates are locked with
   * FOR UPDATE SKIP LOCKED, so two instances never take the same one; SQLite has one writer at a
   * time. A message whose lease ran out (its sender died) is due again.
   */
  async claim(limit: number, leaseMs: number, now = new Date()): Promise<OutboxRow[]> {
    const at = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
        .orderBy('next_attempt_at')
        .limit(limit)
        .$if(this.handle.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
        .execute();
      if (!due.length) return [];
      return trx
        .updateTable('mail_outbox')
        .set((eb) => ({ lease_until: until, attempts: eb('attempts', '+', 1) }))
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .returningAll()
        .execute();
    });
  }

  async markSent(id: string, now = new Date()): Promise<void> {
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: at, lease_until: null, last_error: null })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('mail_attempts')
        .values({ id: randomUUID(), message_id: id, at, outcome: 'sent', error: null })
        .execute();
    });
  }

  /** A failed attempt: due again at `retryAt`, or dead when that is null. */
  async markFailed(id: string, error: string, retryAt: Date | null, now = new Date()): Promise<void> {
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('mail_outbox')
        .set({
          status: retryAt ? 'pending' : 'dead',
          next_attempt_at: (retryAt ?? now).toISOString(),
          lease_until: null,
          last_error: error,
        })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('mail_attempts')
        .values({ id: randomUUID(), message_id: id, at, outcome: 'failed', error })
        .execute();
    });
  }

  /** The messages about one submission, for the staff area (issue 14; the staff side reads this). */
  forSubject(subjectType: MailSubjectType, subjectId: string): Promise<OutboxRow[]> {
    return this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', subjectId)
      .orderBy('created_at')
      .execute();
  }

  get(id: string): Promise<OutboxRow | undefined> {
    return this.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** An admin's resend of a dead message: pending again, due now, with a fresh 24 hours. */
  async revive(id: string, now = new Date()): Promise<boolean> {
    const at = now.toISOString();
    const result = await this.db
      .updateTable('mail_outbox')
      .set({ status: 'pending', next_attempt_at: at, created_at: at, lease_until: null })
      .where('id', '=', id)
      .where('status', '=', 'dead')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
