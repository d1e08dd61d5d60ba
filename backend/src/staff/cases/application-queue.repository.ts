import { Inject, Injectable } from '@nestjs/common';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@cipta/domain/application-status';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction, sql } from 'kysely';
import { DATABASE_HANDLE } from '../../database/database.module.js';
import type { DatabaseHandle, Dialect } from '../../database/database.js';
import type { Database } from '../../database/schema.js';
import { overdueCondition, searchCondition, statusRank } from './queue-conditions.js';
import { serviceCondition } from './queue-services.js';

export const QUEUE_SORT_KEYS = [
  'submittedAt',
  'updatedAt',
  'statusChangedAt',
  'status',
  'name',
  'service',
  'assignee',
] as const;
export type QueueSortKey = (typeof QUEUE_SORT_KEYS)[number];
export type QueueSort = QueueSortKey | `-${QueueSortKey}`;

export interface QueueFilter {
  status?: ApplicationStatus;
  kind?: string;
  /** A service's key, or part of its title. */
  service?: string;
  /** An ID, a name, an e-mail address, a passport number or a phone number, or part of one. */
  q?: string;
  /** Submitted on or after / before (ISO 8601 dates or times). */
  from?: string;
  to?: string;
  /** A staff account's id, `me`, or `none`. */
  assignee?: string;
  attention?: 'true';
  overdue?: 'true';
}

/** What a query needs besides the filter: who asks, and when (the overdue mark's clock). */
export interface QueueContext {
  staffId: string;
  now: Date;
  /** Service keys by processing days (the catalogue), for the overdue mark. */
  serviceDays: ReadonlyMap<number, readonly string[]>;
}

type Builder = ExpressionBuilder<Database, 'applications'>;

export interface QueueCounts {
  perStatus: Record<ApplicationStatus, number>;
  total: number;
  needsAttention: number;
  overdue: number;
  assignedToMe: number;
  unassigned: number;
}

/** The queue's reads (issue 27): a page, its counts, and the rows of an export. */
@Injectable()
export class ApplicationQueueRepository {
  private readonly db: Kysely<Database>;
  private readonly dialect: Dialect;

  constructor(@Inject(DATABASE_HANDLE) handle: DatabaseHandle) {
    this.db = handle.db;
    this.dialect = handle.dialect;
  }

  /** The filters that narrow the set counted per status and per mark: all but those. */
  private base(filter: QueueFilter) {
    return (eb: Builder) => {
      const all: Expression<SqlBool>[] = [];
      if (filter.kind) all.push(eb('applications.kind', '=', filter.kind));
      if (filter.service?.trim()) all.push(serviceCondition(eb, filter.service.trim()));
      if (filter.from) all.push(eb('applications.submitted_at', '>=', filter.from));
      if (filter.to) all.push(eb('applications.submitted_at', '<', filter.to));
      if (filter.q?.trim()) all.push(searchCondition(eb, this.dialect, filter.q));
      return eb.and(all);
    };
  }

  private assigneeCondition(eb: Builder, filter: QueueFilter, context: QueueContext) {
    if (!filter.assignee) return undefined;
    if (filter.assignee === 'none') return eb('applications.assigned_to', 'is', null);
    const id = filter.assignee === 'me' ? context.staffId : filter.assignee;
    return eb('applications.assigned_to', '=', id);
  }

  /** The marks' filters (attention, overdue, assignee), each left out when `except` names it. */
  private marks(
    eb: Builder,
    filter: QueueFilter,
    context: QueueContext,
    except?: 'attention' | 'overdue' | 'assignee',
  ) {
    const all: Expression<SqlBool>[] = [];
    if (filter.attention && except !== 'attention') all.push(eb('applications.attention_since', 'is not', null));
    if (filter.overdue && except !== 'overdue') all.push(overdueCondition(eb, context.now, context.serviceDays));
    const assignee = except === 'assignee' ? undefined : this.assigneeCondition(eb, filter, context);
    if (assignee) all.push(assignee);
    return eb.and(all);
  }

  /** Every filter: what the page and the export hold. */
  private matching(filter: QueueFilter, context: QueueContext) {
    return (eb: Builder) =>
      eb.and([
        this.base(filter)(eb),
        ...(filter.status ? [eb('applications.status', '=', filter.status)] : []),
        this.marks(eb, filter, context),
      ]);
  }

  private ordered(sort: QueueSort, serviceOrder: Expression<unknown>) {
    const direction = sort.startsWith('-') ? 'desc' : 'asc';
    const key = sort.replace(/^-/, '') as QueueSortKey;
    const expression = {
      submittedAt: sql.ref('applications.submitted_at'),
      updatedAt: sql.ref('applications.updated_at'),
      statusChangedAt: sql.ref('applications.status_changed_at'),
      status: statusRank(),
      name: sql.ref('applications.sort_name'),
      service: serviceOrder,
      assignee: sql`coalesce(lower(assignee.name), '')`,
    }[key];
    return { expression, direction } as const;
  }

  /** One page of the queue, with the assignee's name and the document count. */
  async page(
    filter: QueueFilter,
    sort: QueueSort,
    serviceOrder: Expression<unknown>,
    context: QueueContext,
    page: number,
    pageSize: number,
  ) {
    const { expression, direction } = this.ordered(sort, serviceOrder);
    return this.rows()
      .where(this.matching(filter, context))
      .orderBy(expression, direction)
      .orderBy('applications.id', direction)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
  }

  /** The queue's rows as the staff see them: with the assignee's name and the document count. */
  rows() {
    return this.db
      .selectFrom('applications')
      .leftJoin('staff_users as assignee', 'assignee.id', 'applications.assigned_to')
      .selectAll('applications')
      .select('assignee.name as assignee_name')
      .select((eb) =>
        eb
          .selectFrom('application_files')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('application_files.application_id', '=', 'applications.id')
          .as('document_count'),
      );
  }

  /** One application as a queue row. */
  row(id: string) {
    return this.rows().where('applications.id', '=', id).executeTakeFirst();
  }

  /**
   * The counts of one pass over the rows the base filters match: per status (the status filter
   * aside) and per mark (each mark's own filter aside), and the total under every filter.
   */
  async counts(filter: QueueFilter, context: QueueContext): Promise<QueueCounts> {
    const when = (condition: Expression<SqlBool>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;
    const rows = await this.db
      .selectFrom('applications')
      .select((eb) => [
        'applications.status',
        when(this.marks(eb, filter, context)).as('n'),
        when(
          eb.and([eb('applications.attention_since', 'is not', null), this.marks(eb, filter, context, 'attention')]),
        ).as('attention'),
        when(
          eb.and([overdueCondition(eb, context.now, context.serviceDays), this.marks(eb, filter, context, 'overdue')]),
        ).as('overdue'),
        when(
          eb.and([eb('applications.assigned_to', '=', context.staffId), this.marks(eb, filter, context, 'assignee')]),
        ).as('mine'),
        when(eb.and([eb('applications.assigned_to', 'is', null), this.marks(eb, filter, context, 'assignee')])).as(
          'unassigned',
        ),
      ])
      .where(this.base(filter))
      .groupBy('applications.status')
      .execute();
    const perStatus = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
      ApplicationStatus,
      number
    >;
    const counts: QueueCounts = { perStatus, total: 0, needsAttention: 0, overdue: 0, assignedToMe: 0, unassigned: 0 };
    for (const row of rows) {
      const status = row.status as ApplicationStatus;
      perStatus[status] = Number(row.n ?? 0);
      if (filter.status && filter.status !== status) continue;
      counts.total += Number(row.n ?? 0);
      counts.needsAttention += Number(row.attention ?? 0);
      counts.overdue += Number(row.overdue ?? 0);
      counts.assignedToMe += Number(row.mine ?? 0);
      counts.unassigned += Number(row.unassigned ?? 0);
    }
    return counts;
  }

  /** The IDs every filter matches, in order (at most `limit`): an export's list, read first. */
  async ids(
    filter: QueueFilter,
    sort: QueueSort,
    serviceOrder: Expression<unknown>,
    context: QueueContext,
    limit: number,
  ) {
    const { expression, direction } = this.ordered(sort, serviceOrder);
    const rows = await this.db
      .selectFrom('applications')
      .leftJoin('staff_users as assignee', 'assignee.id', 'applications.assigned_to')
      .select('applications.id')
      .where(this.matching(filter, context))
      .orderBy(expression, direction)
      .orderBy('applications.id', direction)
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** These applications as queue rows (an export's chunk), in no particular order. */
  byIds(ids: readonly string[]) {
    return this.rows().where('applications.id', 'in', ids).execute();
  }

  /** issue 28: clears the "needs attention" mark; true if there was one. */
  async clearAttention(trx: Transaction<Database>, id: string): Promise<boolean> {
    const cleared = await trx
      .updateTable('applications')
      .set({ attention_since: null })
      .where('id', '=', id)
      .where('attention_since', 'is not', null)
      .executeTakeFirst();
    return Number(cleared.numUpdatedRows) === 1;
  }

  /** The documents received of these applications (an export's chunk). */
  documentsOf(ids: readonly string[]) {
    return this.db
      .selectFrom('application_files')
      .select(['id', 'application_id', 'field', 'media_type', 'requirement'])
      .where('application_id', 'in', ids)
      .orderBy('created_at')
      .execute();
  }
}
