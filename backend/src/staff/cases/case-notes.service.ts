import { Injectable } from '@nestjs/common';
import type { Schemas } from '../../common/api-types.js';
import { StaffAudit } from '../common/staff-audit.js';
import type { ActiveSession } from '../common/staff-sessions.js';
import { CaseNotesRepository } from './case-notes.repository.js';
import { StaffApplicationsService } from './staff-applications.service.js';

/**
 * issue 27: internal notes on a case, without a status change. Staff only: tracking, the
 * applicant's e-mails and the export of the queue never read this table.
 */
@Injectable()
export class CaseNotesService {
  constructor(
    private readonly notes: CaseNotesRepository,
    private readonly applications: StaffApplicationsService,
    private readonly audit: StaffAudit,
  ) {}

  async add(
    applicationId: string,
    body: string,
    staff: ActiveSession,
    clientAddress: string | undefined,
  ): Promise<Schemas['StaffApplicationDetail']> {
    await this.applications.existing(applicationId);
    await this.notes.add(applicationId, staff.user.id, body, (trx, noteId) =>
      this.audit.record(
        {
          actorId: staff.user.id,
          action: 'application-note-added',
          target: { type: 'application', id: applicationId },
          clientAddress,
          // The note's id, never its text: the text stays with the case.
          details: { note: noteId },
        },
        trx,
      ),
    );
    return this.applications.detail(applicationId);
  }
}
