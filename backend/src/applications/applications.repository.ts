import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Kysely, Selectable } from 'kysely';
import { InjectDatabase } from '../database/database.module.js';
import type { InTransaction } from '../database/database.js';
import type { ApplicationsTable, Database } from '../database/schema.js';
import type { ReceivedFile } from '../storage/multipart.js';
import { applicationSearchColumns } from '../staff/cases/application-search.js';
import type { ChecklistFile } from '../staff/cases/document-checklist.js';

export type ApplicationRow = Selectable<ApplicationsTable>;

export interface NewApplication {
  id: string;
  kind: string;
  productId: string | null;
  /** The catalogue's key of the service (domain catalogue), or null when the title names none. */
  serviceKey: string | null;
  serviceTitle: string;
  servicePrice: string | null;
  fullName: string;
  email: string;
  phone: string;
  details: Record<string, unknown>;
  status: string;
  language: string;
}

/** A received document's row: what the visitor sent (name, type, size, digest) and where it is stored. */
function fileRow(file: ReceivedFile, applicationId: string, at: string) {
  return {
    id: randomUUID(),
    application_id: applicationId,
    field: file.field,
    original_name: file.originalName,
    stored_name: file.storedName,
    media_type: file.mediaType,
    size: file.size,
    sha256: file.sha256,
    requirement: file.requirement ?? null,
    created_at: at,
  };
}

@Injectable()
export class ApplicationsRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  findById(id: string): Promise<ApplicationRow | undefined> {
    return this.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The applications among these IDs (the spellings of one typed ID, issue 28). */
  findByIds(ids: readonly string[]): Promise<ApplicationRow[]> {
    return this.db
      .selectFrom('applications')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
  }

  /** The application, its first status and every file row, in one transaction. */
  async insert(
    application: NewApplication,
    files: readonly ReceivedFile[],
    also?: InTransaction,
  ): Promise<ApplicationRow> {
    const now = new Date().toISOString();
    const row: ApplicationRow = {
      id: application.id,
      kind: application.kind,
      product_id: application.productId,
      service_key: application.serviceKey,
      service_title: application.serviceTitle,
      service_price: application.servicePrice,
      full_name: application.fullName,
      email: application.email,
      email_key: application.email.toLowerCase(),
      phone: application.phone,
      details: JSON.stringify(application.details),
      status: application.status,
      submitted_at: now,
      updated_at: now,
      language: application.language,
      attention_since: null,
      assigned_to: null,
      status_changed_at: now,
      ...applicationSearchColumns({ ...application, details: application.details }),
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('applications').values(row).execute();
      await trx
        .insertInto('application_status_history')
        .values({ id: randomUUID(), application_id: row.id, status: row.status, at: now })
        .execute();
      if (files.length) {
        await trx
          .insertInto('application_files')
          .values(files.map((file) => fileRow(file, row.id, now)))
          .execute();
      }
      await also?.(trx);
    });
    return row;
  }

  history(applicationId: string) {
    return this.db
      .selectFrom('application_status_history')
      .select(['id', 'status', 'at', 'note'])
      .where('application_id', '=', applicationId)
      .orderBy('at')
      .orderBy('id')
      .execute();
  }

  files(applicationId: string) {
    return this.db.selectFrom('application_files').selectAll().where('application_id', '=', applicationId).execute();
  }

  /** The files of one upload on tracking (its browser-made id), oldest first. */
  uploadFiles(applicationId: string, uploadId: string) {
    return this.db
      .selectFrom('application_files')
      .select(['original_name', 'size', 'created_at'])
      .where('application_id', '=', applicationId)
      .where('upload_id', '=', uploadId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /**
   * issue 13: the requested documents arrive. In one transaction, and only if the application
   * is still in `from` (a twin request or a staff change in between loses): the move back to
   * `to` with a history row the applicant made (no staff, no note), and the file rows naming
   * the request they answer. False if the application had moved. Issue 28: the case is marked
   * "needs attention" (until a staff member opens it, decision 155), and `also` writes the
   * messages, given every file the application now holds.
   */
  async addRequestedDocuments(
    applicationId: string,
    move: { from: string; to: string },
    upload: { requestId: string; uploadId: string | null },
    files: readonly ReceivedFile[],
    also?: InTransaction<[files: ChecklistFile[]]>,
  ): Promise<{ moved: boolean; at: string }> {
    const at = new Date().toISOString();
    const moved = await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('applications')
        .set({ status: move.to, updated_at: at, attention_since: at })
        .where('id', '=', applicationId)
        .where('status', '=', move.from)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('application_status_history')
        .values({ id: randomUUID(), application_id: applicationId, status: move.to, at })
        .execute();
      await trx
        .insertInto('application_files')
        .values(
          files.map((file) => ({
            ...fileRow(file, applicationId, at),
            request_id: upload.requestId,
            upload_id: upload.uploadId,
          })),
        )
        .execute();
      if (also) {
        const all = await trx
          .selectFrom('application_files')
          .select(['id', 'field', 'requirement'])
          .where('application_id', '=', applicationId)
          .execute();
        await also(trx, all);
      }
      return true;
    });
    return { moved, at };
  }

  /** Which of these stored names belong to a committed application (for the start-up sweep). */
  async referencedStoredNames(names: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < names.length; i += 500) {
      const rows = await this.db
        .selectFrom('application_files')
        .select('stored_name')
        .where('stored_name', 'in', names.slice(i, i + 500))
        .execute();
      for (const row of rows) found.add(row.stored_name);
    }
    return found;
  }
}
