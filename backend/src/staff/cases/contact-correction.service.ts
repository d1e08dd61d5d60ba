import { Injectable } from '@nestjs/common';
import { validationFailed } from '../../common/api-error.js';
import type { Schemas } from '../../common/api-types.js';
import { StaffAudit } from '../common/staff-audit.js';
import type { ActiveSession } from '../common/staff-sessions.js';
import {
  CONTACT_COLUMNS,
  type ContactChange,
  type ContactField,
  ContactCorrectionRepository,
} from './contact-correction.repository.js';
import { StaffApplicationsService } from './staff-applications.service.js';

const FIELDS = Object.keys(CONTACT_COLUMNS) as ContactField[];

/**
 * issue 27: staff correct a mistyped name, e-mail address or phone, with a reason. The next
 * e-mail goes to the corrected address and tracking answers to it; the old and new values stay
 * in the case's own history, and the audit row names only which fields changed.
 */
@Injectable()
export class ContactCorrectionService {
  constructor(
    private readonly corrections: ContactCorrectionRepository,
    private readonly applications: StaffApplicationsService,
    private readonly audit: StaffAudit,
  ) {}

  async correct(
    applicationId: string,
    request: Schemas['StaffContactCorrectionRequest'],
    staff: ActiveSession,
    clientAddress: string | undefined,
  ): Promise<Schemas['StaffApplicationDetail']> {
    const row = await this.applications.existing(applicationId);
    const changes: ContactChange[] = FIELDS.flatMap((field) => {
      const to = request[field];
      const from = row[CONTACT_COLUMNS[field]];
      return to !== undefined && to !== from ? [{ field, from, to }] : [];
    });
    if (!changes.length) {
      throw validationFailed(
        FIELDS.map((field) => ({ field, message: 'Give at least one of fullName, email, phone with a new value.' })),
      );
    }
    await this.corrections.correct(applicationId, staff.user.id, request.reason, changes, (trx) =>
      this.audit.record(
        {
          actorId: staff.user.id,
          action: 'application-contact-corrected',
          target: { type: 'application', id: applicationId },
          clientAddress,
          // Which fields, not their values: those are personal data, kept with the case.
          details: { fields: changes.map((change) => change.field).join(',') },
        },
        trx,
      ),
    );
    return this.applications.detail(applicationId);
  }
}
