import { Injectable } from '@nestjs/common';
import type { ApplicationStatus } from '@cipta/domain/application-status';
import { isOverdue } from '@cipta/domain/case-desk';
import type { Language } from '@cipta/domain/constants';
import type { Selectable } from 'kysely';
import { ApiError } from '../../common/api-error.js';
import type { Schemas } from '../../common/api-types.js';
import type { ApplicationsTable } from '../../database/schema.js';
import { InjectDatabase } from '../../database/database.module.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { StaffAudit } from '../common/staff-audit.js';
import type { ActiveSession } from '../common/staff-sessions.js';
import { Assignees } from '../desk/assignees.js';
import { CaseDeskClock } from '../desk/case-desk-clock.js';
import { ApplicationQueueCounts } from './application-queue-counts.js';
import { ApplicationQueueRepository, type QueueSort } from './application-queue.repository.js';
import type { QueueContext, QueueFilter } from './queue-filter.js';
import { processingDaysOf, serviceDays, serviceOrder, serviceTitle } from './queue-services.js';

export type QueueRow = Selectable<ApplicationsTable> & { assignee_name: string | null; document_count: unknown };

const applicationNotFound = () => new ApiError(404, 'APPLICATION_NOT_FOUND', 'No application has this ID.');

/** The applications queue (issue 27): find, filter, sort, count, assign. */
@Injectable()
export class ApplicationQueueService {
  constructor(
    private readonly queueRows: ApplicationQueueRepository,
    private readonly queueCounts: ApplicationQueueCounts,
    private readonly assignees: Assignees,
    private readonly audit: StaffAudit,
    private readonly clock: CaseDeskClock,
    @InjectDatabase() private readonly db: Kysely<Database>,
  ) {}

  context(staff: ActiveSession): QueueContext {
    return { staffId: staff.user.id, now: this.clock.now(), serviceDays: serviceDays() };
  }

  async queue(
    filter: QueueFilter,
    sort: QueueSort,
    page: number,
    pageSize: number,
    staff: ActiveSession,
    language: Language,
  ): Promise<Schemas['StaffApplicationQueue']> {
    const context = this.context(staff);
    filter = await this.queueRows.withPhoneMatches(filter);
    const counting = this.queueCounts.counts(filter, context);
    // The page asks for the total only for a wide search or many overdue cases (decisions 202,
    // 205); otherwise both run at once.
    const [rows, counts] = await Promise.all([
      this.queueRows.page(filter, sort, serviceOrder(language), context, page, pageSize, () =>
        counting.then(({ total }) => total),
      ),
      counting,
    ]);
    return {
      items: rows.map((row) => this.item(row, context.now, language)),
      page,
      pageSize,
      total: counts.total,
      counts: counts.perStatus,
      marks: {
        needsAttention: counts.needsAttention,
        overdue: counts.overdue,
        assignedToMe: counts.assignedToMe,
        unassigned: counts.unassigned,
      },
    };
  }

  /** A queue row as the contract shows it, with its age, overdue mark and assignee. */
  item(row: QueueRow, now: Date, language: Language): Schemas['StaffApplicationQueueItem'] {
    const status = row.status as ApplicationStatus;
    return {
      id: row.id,
      kind: row.kind as Schemas['ApplicationKind'],
      service: {
        title: serviceTitle(row.service_key, row.service_title, language),
        ...(row.service_price ? { price: row.service_price } : {}),
      },
      ...(row.service_key ? { serviceKey: row.service_key } : {}),
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      status,
      submittedAt: row.submitted_at,
      updatedAt: row.updated_at,
      statusChangedAt: row.status_changed_at,
      overdue: isOverdue(status, row.status_changed_at, now, processingDaysOf(row.service_key)),
      ...(row.attention_since ? { attentionSince: row.attention_since } : {}),
      ...(row.assigned_to ? { assignee: { id: row.assigned_to, name: row.assignee_name ?? '' } } : {}),
      documentCount: Number(row.document_count ?? 0),
    };
  }

  /**
   * issue 27: hands the case to a staff member, or to nobody (`staffId` null); admins assign
   * anyone, staff take or release their own. The change and its audit row are one transaction.
   */
  async assign(
    id: string,
    staffId: string | null,
    staff: ActiveSession,
    clientAddress: string | undefined,
    language: Language,
  ): Promise<Schemas['StaffApplicationQueueItem']> {
    const current = await this.queueRows.row(id);
    if (!current) throw applicationNotFound();
    await this.assignees.check(staff, current.assigned_to, staffId);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('applications').set({ assigned_to: staffId }).where('id', '=', id).execute();
      await this.audit.record(
        {
          actorId: staff.user.id,
          action: 'application-assigned',
          target: { type: 'application', id },
          clientAddress,
          details: { assignee: staffId ?? 'none' },
        },
        trx,
      );
    });
    return this.item((await this.queueRows.row(id))!, this.clock.now(), language);
  }
}
