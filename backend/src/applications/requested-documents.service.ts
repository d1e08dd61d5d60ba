import { Injectable } from '@nestjs/common';
import { PERMIT_DOCUMENT_EXTENSIONS, type DocumentExtension } from '@cipta/domain/constants';
import { catalogueService } from '@cipta/domain/catalogue';
import { canMoveTo } from '@cipta/machines/application-lifecycle';
import { ApiError, fieldInvalid, validationFailed } from '../common/api-error.js';
import type { Schemas } from '../common/api-types.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import type { FileStore } from '../storage/file-store.js';
import type { ReceivedFile } from '../storage/multipart.js';
import { InjectFileStore } from '../storage/storage.module.js';
import type { RequestedDocumentsDto } from './application.dto.js';
import { ApplicationsRepository } from './applications.repository.js';
import { assignRequirements, missingRequirements } from './document-requirements.js';

const REQUESTED = 'documents-requested';
const BACK_TO = 'processing';

// The same answer as tracking's for an unknown ID and a wrong e-mail: no way to learn which.
const notFound = () => new ApiError(404, 'APPLICATION_NOT_FOUND', 'No application matches this ID and e-mail address.');

const notRequested = () =>
  new ApiError(409, 'DOCUMENTS_NOT_REQUESTED', 'The agency is not waiting for documents on this application.');

/**
 * issue 13: documents the staff asked for, sent on tracking. The files are checked and stored as
 * the first upload's are (same multipart pipeline, same store); the lifecycle machine moves the
 * application back to processing, in the same transaction as the file rows.
 */
@Injectable()
export class RequestedDocumentsService {
  constructor(
    private readonly applications: ApplicationsRepository,
    @InjectFileStore() private readonly store: FileStore,
    private readonly mail: MailOutbox,
  ) {}

  async upload(
    id: string,
    form: RequestedDocumentsDto,
    files: ReceivedFile[],
  ): Promise<Schemas['RequestedDocumentsResult']> {
    const row = await this.applications.findById(id);
    if (!row || row.email_key !== form.email.toLowerCase()) throw notFound();
    // A retry of an upload that was stored answers what was stored, whatever happened since.
    const stored = await this.storedUpload(id, form.uploadId);
    if (stored) return stored;
    if (row.status !== REQUESTED || !canMoveTo(REQUESTED, BACK_TO)) throw notRequested();
    if (!files.length) throw fieldInvalid('documents', 'documents is required: attach at least one file');
    // A permit application's first upload took PDF, JPEG and PNG only; so does its later one.
    if (row.kind !== 'visa') {
      const refused = files.find(
        (file) => !(PERMIT_DOCUMENT_EXTENSIONS as readonly DocumentExtension[]).includes(file.extension),
      );
      if (refused) {
        const message = `The file "${refused.originalName}" is not an accepted document (${PERMIT_DOCUMENT_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')}).`;
        throw new ApiError(415, 'UNSUPPORTED_FILE_TYPE', message, [{ field: 'documents', message }]);
      }
    }
    // issue 28: each file may say which required document it is, so the receipt and the staff's
    // checklist name it and tick it; an application of no catalogue service takes no names.
    const service = catalogueService(row.service_key ?? '');
    if (service) {
      const unfit = assignRequirements(service, files, form.documentRequirements, 'documents');
      if (unfit) throw validationFailed([unfit]);
    } else if (form.documentRequirements !== undefined) {
      throw fieldInvalid(
        'documentRequirements',
        'documentRequirements cannot be sent: this application names no service of the catalogue',
      );
    }
    const request = (await this.applications.history(id)).filter((entry) => entry.status === REQUESTED).at(-1);
    if (!request) throw notRequested();

    this.store.assertMayCommit();
    const { moved, at } = await this.applications.addRequestedDocuments(
      id,
      { from: REQUESTED, to: BACK_TO },
      { requestId: request.id, uploadId: form.uploadId ?? null },
      files,
      // issue 28: the applicant's receipt and the notice to the staff member who asked, with the upload.
      (trx, all) =>
        this.mail.documentsArrived(trx, {
          id,
          type: row.kind === 'visa' ? 'visa' : 'permit',
          name: row.full_name,
          email: row.email,
          language: row.language,
          serviceKey: row.service_key,
          documents: files.map((file) => ({ requirement: file.requirement ?? null, mediaType: file.mediaType })),
          missing: missingRequirements(row.service_key, all).map(({ id }) => id),
          requestId: request.id,
        }),
    );
    if (!moved) {
      // A twin of this request won the race: answer what it stored; anything else moved it.
      const twin = await this.storedUpload(id, form.uploadId);
      if (twin) return twin;
      throw notRequested();
    }
    // Stored from here: the multipart interceptor promotes the files (see ApplicationsService.commit).
    for (const file of files) file.committed = true;
    return {
      success: true,
      id,
      status: BACK_TO,
      receivedAt: at,
      documents: files.map((file) => ({ name: file.originalName, size: file.size })),
    };
  }

  private async storedUpload(
    id: string,
    uploadId: string | undefined,
  ): Promise<Schemas['RequestedDocumentsResult'] | undefined> {
    if (!uploadId) return undefined;
    const files = await this.applications.uploadFiles(id, uploadId);
    if (!files.length) return undefined;
    const row = await this.applications.findById(id);
    return {
      success: true,
      id,
      status: row!.status as Schemas['ApplicationStatusCode'],
      receivedAt: files[0]!.created_at,
      documents: files.map((file) => ({ name: file.original_name, size: Number(file.size) })),
    };
  }
}
