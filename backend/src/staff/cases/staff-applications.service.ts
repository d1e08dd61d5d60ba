import { Injectable } from '@nestjs/common';
import type { ApplicationStatus } from '@cipta/domain/application-status';
import { allowedNextStatuses, canMoveTo, isClosed } from '@cipta/machines/application-lifecycle';
import { ApiError } from '../../common/api-error.js';
import type { Schemas } from '../../common/api-types.js';
import type { Kysely, Selectable } from 'kysely';
import { InjectDatabase } from '../../database/database.module.js';
import type { ApplicationsTable, Database } from '../../database/schema.js';
import { ApplicationQueueRepository } from './application-queue.repository.js';
import type { FileStore, StoredDocument } from '../../storage/file-store.js';
import { InjectFileStore } from '../../storage/storage.module.js';
import { StaffApplicationsRepository } from './staff-applications.repository.js';
import { MailOutbox } from '../../mail/mail-outbox.js';
import { CaseNotesRepository } from './case-notes.repository.js';
import { documentChecklist } from './document-checklist.js';
import { type ContactChange, ContactCorrectionRepository } from './contact-correction.repository.js';
import { StaffAudit } from '../common/staff-audit.js';
import type { ActiveSession } from '../common/staff-sessions.js';

const applicationNotFound = () => new ApiError(404, 'APPLICATION_NOT_FOUND', 'No application has this ID.');

/** 409 naming the moves the lifecycle machine allows from the current status (product §10.4). */
function notAllowed(from: ApplicationStatus, to: ApplicationStatus): ApiError {
  const allowed = allowedNextStatuses(from);
  const message = allowed.length
    ? `An application in ${from} cannot move to ${to}; allowed: ${allowed.join(', ')}.`
    : `An application in ${from} is closed; it cannot move to ${to}.`;
  return new ApiError(409, 'STATUS_CHANGE_NOT_ALLOWED', message, [{ field: 'status', message }]);
}

function summary(row: Selectable<ApplicationsTable>): Schemas['StaffApplicationSummary'] {
  return {
    id: row.id,
    kind: row.kind as Schemas['ApplicationKind'],
    service: { title: row.service_title, ...(row.service_price ? { price: row.service_price } : {}) },
    fullName: row.full_name,
    email: row.email,
    status: row.status as ApplicationStatus,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
  };
}

/** The detail's checklist (issue 27), or nothing for a service the catalogue does not hold. */
function checklistOf(
  serviceKey: string | null,
  files: ReadonlyArray<{ id: string; field: string }>,
): Pick<Schemas['StaffApplicationDetail'], 'checklist'> {
  const checklist = documentChecklist(
    serviceKey,
    // A file names its requirement from issue 29 on (letters' documents by requirement).
    files.map((file) => ({ ...file, requirement: (file as { requirement?: string | null }).requirement ?? null })),
  );
  return checklist ? { checklist } : {};
}

/** One application, its documents and its status (product §10.3, §10.4); the queue: application-queue.service.ts. */
@Injectable()
export class StaffApplicationsService {
  constructor(
    private readonly applications: StaffApplicationsRepository,
    private readonly audit: StaffAudit,
    @InjectFileStore() private readonly store: FileStore,
    private readonly mail: MailOutbox,
    private readonly notes: CaseNotesRepository,
    private readonly corrections: ContactCorrectionRepository,
    private readonly queueRows: ApplicationQueueRepository,
    @InjectDatabase() private readonly db: Kysely<Database>,
  ) {}

  /** The detail as a person opens it: the view is audited (by id), as downloads are. */
  async view(
    id: string,
    staff: ActiveSession,
    clientAddress: string | undefined,
  ): Promise<Schemas['StaffApplicationDetail']> {
    const detail = await this.detail(id);
    // issue 28: opening the case clears its "needs attention" mark; the view's audit row says so.
    await this.db.transaction().execute(async (trx) => {
      const cleared = await this.queueRows.clearAttention(trx, id);
      await this.audit.record(
        {
          actorId: staff.user.id,
          action: 'application-viewed',
          target: { type: 'application', id },
          clientAddress,
          ...(cleared ? { details: { attentionCleared: true } } : {}),
        },
        trx,
      );
    });
    return detail;
  }

  /** The application's row, or the 404 every case operation answers for an unknown ID. */
  async existing(id: string): Promise<Selectable<ApplicationsTable>> {
    const row = await this.applications.findById(id);
    if (!row) throw applicationNotFound();
    return row;
  }

  async detail(id: string): Promise<Schemas['StaffApplicationDetail']> {
    const row = await this.existing(id);
    const [documents, history, notes, corrections] = await Promise.all([
      this.applications.documents(id),
      this.applications.history(id),
      this.notes.forApplication(id),
      this.corrections.forApplication(id),
    ]);
    const status = row.status as ApplicationStatus;
    return {
      ...summary(row),
      phone: row.phone,
      ...(row.product_id ? { productId: row.product_id } : {}),
      details: JSON.parse(row.details) as Record<string, unknown>,
      allowedStatuses: allowedNextStatuses(status),
      documents: documents.map((file) => ({
        id: file.id,
        field: file.field,
        name: file.original_name,
        mediaType: file.media_type,
        size: Number(file.size),
        sha256: file.sha256,
        receivedAt: file.created_at,
        // issue 13: sent on tracking in answer to a request, not with the application.
        uploadedAfterRequest: file.request_id !== null,
        ...(file.request_id !== null ? { requestId: file.request_id } : {}),
      })),
      history: history.map((entry, index) => ({
        id: entry.id,
        status: entry.status as ApplicationStatus,
        at: entry.at,
        ...(entry.note !== null ? { note: entry.note } : {}),
        ...(entry.internal_note !== null ? { internalNote: entry.internal_note } : {}),
        ...(entry.staff_id ? { changedBy: { id: entry.staff_id, name: entry.staff_name ?? '' } } : {}),
        // decision 160: the only way out of a closed status is an admin's reopen.
        ...(index > 0 && isClosed(history[index - 1]!.status as ApplicationStatus) ? { reopened: true } : {}),
      })),
      ...checklistOf(row.service_key, documents),
      notes: notes.map((note) => ({
        id: note.id,
        at: note.at,
        body: note.body,
        author: { id: note.author_id, name: note.author_name },
      })),
      contactChanges: corrections.map((correction) => ({
        id: correction.id,
        at: correction.at,
        reason: correction.reason,
        changedBy: { id: correction.staff_id, name: correction.staff_name },
        changes: JSON.parse(correction.changes) as ContactChange[],
      })),
    };
  }

  /** The lifecycle machine decides; the API refuses every other move with a 409. */
  async changeStatus(
    id: string,
    change: Schemas['StaffStatusChangeRequest'],
    staff: ActiveSession,
    clientAddress: string | undefined,
  ): Promise<Schemas['StaffApplicationDetail']> {
    const row = await this.applications.findById(id);
    if (!row) throw applicationNotFound();
    const from = row.status as ApplicationStatus;
    if (!canMoveTo(from, change.status)) throw notAllowed(from, change.status);
    const moved = await this.applications.changeStatus(
      id,
      from,
      change.status,
      { note: change.note, internalNote: change.internalNote, staffUserId: staff.user.id },
      // issue 14: the applicant's message and the audit row are written by the change's own
      // transaction: no change without them, neither without the change.
      async (trx) => {
        await this.mail.statusChange(trx, {
          type: row.kind === 'visa' ? 'visa' : 'permit',
          id,
          name: row.full_name,
          email: row.email,
          language: row.language,
          service: row.service_title,
          status: change.status,
          note: change.note,
        });
        await this.audit.record(
          {
            actorId: staff.user.id,
            action: 'application-status-changed',
            target: { type: 'application', id },
            clientAddress,
            details: { from, to: change.status },
          },
          trx,
        );
      },
    );
    if (!moved) {
      const now = (await this.applications.findById(id))!.status as ApplicationStatus;
      throw notAllowed(now, change.status);
    }
    return this.detail(id);
  }

  /** A document for signed-in staff, streamed from the store; the download is audited by ids. */
  async document(
    id: string,
    documentId: string,
    disposition: 'inline' | 'attachment',
    staff: ActiveSession,
    clientAddress: string | undefined,
  ): Promise<{ file: StoredDocument; name: string; mediaType: string }> {
    const row = await this.applications.document(id, documentId);
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'This application has no such document.');
    const file = await this.store.openRead(row.stored_name);
    await this.audit.record({
      actorId: staff.user.id,
      // A preview in the page and a download are told apart in the log.
      action: disposition === 'inline' ? 'document-viewed' : 'document-downloaded',
      target: { type: 'document', id: documentId },
      clientAddress,
      details: { application: id },
    });
    return { file, name: row.original_name, mediaType: row.media_type };
  }
}
