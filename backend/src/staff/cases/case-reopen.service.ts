import { Injectable } from '@nestjs/common';
import type { ApplicationStatus } from '@cipta/domain/application-status';
import { isLanguage } from '@cipta/domain/constants';
import { isStaffRole } from '@cipta/domain/staff-rules';
import { canReopen, isClosed, REOPENED_STATUS } from '@cipta/machines/application-lifecycle';
import { ApiError } from '../../common/api-error.js';
import type { Schemas } from '../../common/api-types.js';
import { OutboxRepository } from '../../mail/outbox.repository.js';
import { StaffAudit } from '../common/staff-audit.js';
import type { ActiveSession } from '../common/staff-sessions.js';
import { StaffApplicationsRepository } from './staff-applications.repository.js';
import { StaffApplicationsService } from './staff-applications.service.js';

const notClosed = (status: ApplicationStatus) =>
  new ApiError(409, 'STATUS_CHANGE_NOT_ALLOWED', `Only a closed application can be reopened; this one is ${status}.`, [
    { field: 'status', message: `Only a closed application can be reopened; this one is ${status}.` },
  ]);

/**
 * decision 160: an admin reopens a completed or rejected application, with a reason, as a move
 * the lifecycle machine allows (never a bypass). Like every status change, it writes the
 * history entry (the reason as its internal note, the note to the applicant), the applicant's
 * message and the audit row in one transaction.
 */
@Injectable()
export class CaseReopenService {
  constructor(
    private readonly repository: StaffApplicationsRepository,
    private readonly applications: StaffApplicationsService,
    private readonly audit: StaffAudit,
  ) {}

  async reopen(
    id: string,
    request: Schemas['StaffReopenRequest'],
    staff: ActiveSession,
    clientAddress: string | undefined,
  ): Promise<Schemas['StaffApplicationDetail']> {
    const row = await this.applications.existing(id);
    const from = row.status as ApplicationStatus;
    if (!isClosed(from)) throw notClosed(from);
    // The guard is the machine's: an admin with a reason. The route admits admins only too.
    const role = isStaffRole(staff.user.role) ? staff.user.role : 'staff';
    if (!canReopen(from, { role, reason: request.reason })) {
      throw new ApiError(403, 'ROLE_FORBIDDEN', 'Only an admin may reopen an application, with a reason.');
    }
    const moved = await this.repository.changeStatus(
      id,
      from,
      REOPENED_STATUS,
      { note: request.note, internalNote: request.reason, staffUserId: staff.user.id },
      async (trx) => {
        await OutboxRepository.add(trx, [
          {
            kind: 'application-reopened',
            params: { id, name: row.full_name, service: row.service_title, note: request.note },
            recipients: [row.email],
            language: isLanguage(row.language) ? row.language : 'id',
            subjectType: row.kind === 'visa' ? 'visa' : 'permit',
            subjectId: id,
          },
        ]);
        await this.audit.record(
          {
            actorId: staff.user.id,
            action: 'application-reopened',
            target: { type: 'application', id },
            clientAddress,
            details: { from, to: REOPENED_STATUS },
          },
          trx,
        );
      },
    );
    if (!moved) throw notClosed((await this.applications.existing(id)).status as ApplicationStatus);
    return this.applications.detail(id);
  }
}
