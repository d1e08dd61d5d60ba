import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { VISITOR_MAIL_PER_RECIPIENT_HOUR } from '@cipta/domain/constants';
import { type Kysely, PostgresAdapter, type Selectable, sql, type Transaction } from 'kysely';
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
  /** A visitor route's message to the address the visitor typed: counted by its recipient's hourly cap (issue 29). */
  capped?: boolean;
}

const HOUR_MS = 3_600_000;

/**
 * issue 29: where a capped message stands in its recipient's hour. While fewer than the cap's
 * messages to this address take their place after an hour ago, it goes now; otherwise it is held
 * until an hour after the cap-th latest of them, so no hour ever holds more than the cap. On
 * PostgreSQL a lock per address makes two submissions at once take turns; SQLite has one writer,
 * and the caller's transaction has written before it asks.
 */
async function placeInHour(
  trx: Transaction<Database>,
  recipient: string,
  now: Date,
): Promise<{ releaseAt: string; held: boolean }> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${`mail-cap:${recipient}`}))`.execute(trx);
  }
  const latest = await trx
    .selectFrom('mail_outbox')
    .select('release_at')
    .where('capped_recipient', '=', recipient)
    .where('release_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
    .orderBy('release_at', 'desc')
    .limit(VISITOR_MAIL_PER_RECIPIENT_HOUR)
    .execute();
  const earliest = latest[VISITOR_MAIL_PER_RECIPIENT_HOUR - 1]?.release_at;
  if (!earliest) return { releaseAt: now.toISOString(), held: false };
  return { releaseAt: new Date(Date.parse(earliest) + HOUR_MS).toISOString(), held: true };
}

/** The outbox's SQL (docs/architecture.md, "The mail outbox"). */
@Injectable()
export class OutboxRepository {
  private readonly db: Kysely<Database>;

  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {
    this.db = handle.db;
  }

  /** Writes messages inside the caller's transaction: they exist exactly when the submission does. */
  static async add(trx: Transaction<Database>, mails: readonly NewMail[], at = new Date()): Promise<void> {
    if (!mails.length) return;
    const now = at.toISOString();
    // One statement per message, each compiled once (insertRow): a submission writes one or two.
    for (const mail of mails) {
      const recipient = mail.capped && mail.recipients.length === 1 ? mail.recipients[0]!.toLowerCase() : null;
      const place = recipient ? await placeInHour(trx, recipient, at) : undefined;
      await insertRow(trx, 'mail_outbox', {
        id: randomUUID(),
        kind: mail.kind,
        subject_type: mail.subjectType,
        subject_id: mail.subjectId,
        recipients: mail.recipients.join(','),
        language: mail.language,
        params: JSON.stringify(mail.params),
        status: place?.held ? 'held' : 'pending',
        attempts: 0,
        next_attempt_at: place?.releaseAt ?? now,
        lease_until: null,
        last_error: null,
        created_at: now,
        sent_at: null,
        capped_recipient: recipient,
        release_at: place?.releaseAt ?? null,
      });
    }
  }

  /** Messages still to be sent (the backlog figure of docs/operations.md, "Metrics"). */
  async backlog(): Promise<number> {
    const row = await this.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', 'in', ['pending', 'held'])
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
        // A held message is due once its place in its recipient's hour has come (issue 29).
        .where('status', 'in', ['pending', 'held'])
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
        .orderBy('next_attempt_at')
        .limit(limit)
        .$if(this.handle.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
        .execute();
      if (!due.length) return [];
      return trx
        .updateTable('mail_outbox')
        .set((eb) => ({ status: 'pending', lease_until: until, attempts: eb('attempts', '+', 1) }))
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
