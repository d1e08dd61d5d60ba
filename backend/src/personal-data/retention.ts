import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { CLOSED_APPLICATION_STATUSES } from '@cipta/domain/application-status';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../database/schema.js';
import type { FileStore } from '../storage/file-store.js';
import { ERASED, PersonalDataEraser } from './erasure.js';

// The retention the privacy notice promises (issue 18; docs/operations.md "Retention"):
// documents of closed applications go after DOCUMENT_RETENTION_DAYS, personal fields of closed
// applications, contact messages and consultation requests after RECORD_RETENTION_DAYS (what
// statistics need stays: kind, service, dates, status, country), and promotion claims once
// their promotion round has ended (decision 57); copies of sent e-mails after MAIL_RETENTION_DAYS.

// The tables of this module's own migration, kept out of the shared schema.ts.
type RetentionTables = {
  retention_runs: { id: string; started_at: string; finished_at: string; holder: string; summary: string };
  job_leases: { name: string; holder: string; expires_at: string };
};

/** What a run removed (or, dry, would remove): counts and ids, never personal data. */
export interface RetentionSummary {
  dryRun: boolean;
  now: string;
  documents: { count: number; applications: string[] };
  applications: string[];
  contactMessages: string[];
  consultationRequests: string[];
  promoClaims: string[];
  /** Outbox messages (with their attempts) deleted after MAIL_RETENTION_DAYS. */
  mailMessages: string[];
}

export type RetentionOutcome =
  { ran: true; summary: RetentionSummary } | { ran: false; reason: 'another instance holds the lease' };

const DAY_MS = 86_400_000;
const LEASE = 'retention';
/** Documents read and deleted at a time. */
const DOCUMENT_BATCH = 1000;
/** Held for a day by whoever ran: the job is daily, and once a day across every instance. */
const LEASE_AFTER_SUCCESS_MS = 23 * 3_600_000;
/** After a failure, another instance (or this one) tries again within the hour. */
const LEASE_AFTER_FAILURE_MS = 3_600_000;

export class Retention {
  private readonly db: Kysely<Database & RetentionTables>;
  private readonly eraser: PersonalDataEraser;
  readonly holder = `${os.hostname()}~${process.pid}~${randomUUID().slice(0, 8)}`;

  constructor(
    db: Kysely<Database>,
    store: FileStore,
    private readonly periods: AppConfig['retention'],
    mailDir?: string,
  ) {
    this.db = db.withTables<RetentionTables>();
    this.eraser = new PersonalDataEraser(db, store, mailDir);
  }

  /**
   * One run at `now` (tests move it forward; the job passes the clock). A dry run reports and
   * changes nothing. A real run first takes the lease, so one instance at a time runs it.
   */
  async run({ now = new Date(), dryRun = false }: { now?: Date; dryRun?: boolean } = {}): Promise<RetentionOutcome> {
    if (!dryRun && !(await this.takeLease(now))) return { ran: false, reason: 'another instance holds the lease' };
    try {
      const summary = await this.apply(now, dryRun);
      if (!dryRun) await this.audit(now, summary);
      return { ran: true, summary };
    } catch (error) {
      if (!dryRun) await this.holdLeaseUntil(new Date(now.getTime() + LEASE_AFTER_FAILURE_MS));
      throw error;
    }
  }

  private async apply(now: Date, dryRun: boolean): Promise<RetentionSummary> {
    const documentCutoff = new Date(now.getTime() - this.periods.documentDays * DAY_MS).toISOString();
    const recordCutoff = new Date(now.getTime() - this.periods.recordDays * DAY_MS).toISOString();
    const mailCutoff = new Date(now.getTime() - this.periods.mailDays * DAY_MS).toISOString();
    const closed = [...CLOSED_APPLICATION_STATUSES];

    // A closed application changes no more: its last change is when it closed. issue 31: read
    // and deleted a batch at a time (by file ID), so a year's documents never sit in memory whole.
    const documents = { count: 0, applications: new Set<string>() };
    for (let after = ''; ;) {
      const files = await this.db
        .selectFrom('application_files as f')
        .innerJoin('applications as a', 'a.id', 'f.application_id')
        .select(['f.id', 'f.application_id', 'f.stored_name'])
        .where('a.status', 'in', closed)
        .where('a.updated_at', '<=', documentCutoff)
        .where('f.id', '>', after)
        .orderBy('f.id')
        .limit(DOCUMENT_BATCH)
        .execute();
      if (!files.length) break;
      if (!dryRun) await this.eraser.documents(files);
      documents.count += files.length;
      for (const file of files) documents.applications.add(file.application_id);
      after = files.at(-1)!.id;
    }
    const applications = await this.ids(
      this.db
        .selectFrom('applications')
        .select('id')
        .where('status', 'in', closed)
        .where('updated_at', '<=', recordCutoff)
        .where('email', '<>', ERASED),
    );
    const contactMessages = await this.ids(
      this.db
        .selectFrom('contact_messages')
        .select('id')
        .where('created_at', '<=', recordCutoff)
        .where('email', '<>', ERASED),
    );
    const consultationRequests = await this.ids(
      this.db
        .selectFrom('consultation_requests')
        .select('id')
        .where('created_at', '<=', recordCutoff)
        .where('email', '<>', ERASED),
    );
    const promoClaims = await this.ids(
      this.db
        .selectFrom('promo_claims')
        .select('id')
        .where('email', '<>', ERASED)
        .where((eb) => eb.or([eb('reset_id', 'is not', null), eb('created_at', '<=', recordCutoff)])),
    );

    // Copies of e-mails already sent or given up on; pending ones still have a job to do.
    const mailMessages = await this.ids(
      this.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '<>', 'pending')
        .where('created_at', '<=', mailCutoff),
    );

    if (!dryRun) {
      await this.eraser.applications(applications);
      await this.eraser.contactMessages(contactMessages);
      await this.eraser.consultationRequests(consultationRequests);
      await this.eraser.promoClaims(promoClaims);
      await this.eraser.mailMessages(mailMessages);
    }
    return {
      dryRun,
      now: now.toISOString(),
      documents: { count: documents.count, applications: [...documents.applications].sort() },
      applications,
      contactMessages,
      consultationRequests,
      promoClaims,
      mailMessages,
    };
  }

  private async ids(query: { execute(): Promise<Array<{ id: string }>> }): Promise<string[]> {
    return (await query.execute()).map((row) => row.id).sort();
  }

  private async audit(now: Date, summary: RetentionSummary): Promise<void> {
    await this.db
      .insertInto('retention_runs')
      .values({
        id: randomUUID(),
        started_at: now.toISOString(),
        finished_at: new Date().toISOString(),
        holder: this.holder,
        summary: JSON.stringify(summary),
      })
      .execute();
  }

  /** One conditional update: on both databases only one instance can move an expired lease. */
  private async takeLease(now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('job_leases')
      .set({ holder: this.holder, expires_at: new Date(now.getTime() + LEASE_AFTER_SUCCESS_MS).toISOString() })
      .where('name', '=', LEASE)
      .where('expires_at', '<=', now.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async holdLeaseUntil(until: Date): Promise<void> {
    await this.db
      .updateTable('job_leases')
      .set({ expires_at: until.toISOString() })
      .where('name', '=', LEASE)
      .where('holder', '=', this.holder)
      .execute();
  }
}
