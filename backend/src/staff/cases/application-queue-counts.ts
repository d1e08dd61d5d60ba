import { Inject, Injectable } from '@nestjs/common';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@cipta/domain/application-status';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, expressionBuilder, sql } from 'kysely';
import { DATABASE_HANDLE } from '../../database/database.module.js';
import type { DatabaseHandle, Dialect } from '../../database/database.js';
import type { Database } from '../../database/schema.js';
import { overdueBranches, overdueCondition, overdueOnRows, trigramMatchKeys, typedSearch } from './queue-conditions.js';
import { type QueueContext, type QueueFilter, assigneeIs, baseCondition, marksCondition } from './queue-filter.js';

type Builder = ExpressionBuilder<Database, 'applications'>;

const noneOfEachStatus = () =>
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;

export interface QueueCounts {
  perStatus: Record<ApplicationStatus, number>;
  total: number;
  needsAttention: number;
  overdue: number;
  assignedToMe: number;
  unassigned: number;
}

/**
 * The filters under which the counts do not read `application_counts`: it has no search, service
 * or date, and under the overdue (a clock) or the attention mark every figure counts marked cases
 * only. Each keeps a part of the cases, counted in one pass over it.
 */
const ROW_FILTERS = ['service', 'q', 'from', 'to', 'overdue', 'attention'] as const;
/** Whether none of them is set: every count but overdue then reads `application_counts`. */
const isSummarised = (filter: QueueFilter) => !ROW_FILTERS.some((key) => filter[key]?.trim());

/** A row of counts per status: the status's cases, and of them those with each mark. */
interface StatusTally {
  status: string;
  n: unknown;
  attention: unknown;
  overdue?: unknown;
  mine: unknown;
  unassigned: unknown;
}

/** The counts from rows per status: every status's, and the marks of those the status filter keeps. */
function tally(rows: readonly StatusTally[], filter: QueueFilter): QueueCounts {
  const perStatus = noneOfEachStatus();
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

/** The queue's counts (issue 27): per status, per mark, and the total under every filter. */
@Injectable()
export class ApplicationQueueCounts {
  private readonly db: Kysely<Database>;
  private readonly dialect: Dialect;

  constructor(@Inject(DATABASE_HANDLE) handle: DatabaseHandle) {
    this.db = handle.db;
    this.dialect = handle.dialect;
  }

  /**
   * The counts: per status (the status filter aside) and per mark (each mark's own filter
   * aside), and the total under every filter. Under a status, a kind and an assignee alone they
   * are sums of `application_counts`, and overdue the overdue cases' index ranges (decision 201).
   * Any other filter (a search, a service, dates, the overdue or attention mark) keeps a part of
   * the cases that one pass reads and counts: the matches of a search, or one index range that
   * holds every column the figures test (decisions 193, 205).
   */
  async counts(filter: QueueFilter, context: QueueContext): Promise<QueueCounts> {
    return isSummarised(filter) ? this.countsFromSummary(filter, context) : this.countsInOnePass(filter, context);
  }

  /**
   * The counts from the table the triggers keep (migration 2026-11-29-31-020): a few hundred rows
   * whatever the number of applications, where counting the cases of a status, a kind or nobody
   * read tens of thousands of index entries (8–10 ms each at 100,000 on SQLite, decision 201).
   * Overdue depends on the clock, so it is still counted from the applications.
   */
  private async countsFromSummary(filter: QueueFilter, context: QueueContext): Promise<QueueCounts> {
    const rows = await this.db
      .selectFrom('application_counts')
      .select((eb) => {
        const sumWhere = (conditions: Expression<SqlBool>[]) =>
          sql<number>`sum(case when ${eb.and(conditions)} then application_counts.n else 0 end)`;
        const assignee = assigneeIs(eb, 'application_counts.assigned_to', filter, context);
        const ifAssignee = assignee ? [assignee] : [];
        return [
          'application_counts.status',
          sumWhere(ifAssignee).as('n'),
          sumWhere([eb('application_counts.attention', '=', 1), ...ifAssignee]).as('attention'),
          sumWhere([eb('application_counts.assigned_to', '=', context.staffId)]).as('mine'),
          sumWhere([eb('application_counts.assigned_to', 'is', null)]).as('unassigned'),
        ];
      })
      .$if(Boolean(filter.kind), (query) => query.where('application_counts.kind', '=', filter.kind!))
      .groupBy('application_counts.status')
      .execute();
    return { ...tally(rows, filter), overdue: await this.overdueByIndex(filter, context) };
  }

  /** The applications under the base filters, the status filter and `condition`. */
  private countWhere(filter: QueueFilter, condition: Expression<SqlBool>) {
    return this.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.and([
          baseCondition(eb, filter, this.dialect),
          ...(filter.status ? [eb('applications.status', '=', filter.status)] : []),
          condition,
        ]),
      );
  }

  /**
   * The overdue cases under every other filter: the sum of the overdue branches' index ranges,
   * each branch's count a subquery of one statement (one round trip, not one per branch).
   */
  private async overdueByIndex(filter: QueueFilter, context: QueueContext): Promise<number> {
    const eb = expressionBuilder<Database, 'applications'>();
    const branches = overdueBranches(eb, context.now, context.serviceDays).map((branch) =>
      this.countWhere(filter, eb.and([branch, marksCondition(eb, filter, context, 'overdue')])),
    );
    const row = await this.db
      .selectNoFrom(branches.map((branch, index) => branch.as(`branch_${index}`)))
      .executeTakeFirstOrThrow();
    return Object.values(row).reduce<number>((sum, n) => sum + Number(n), 0);
  }

  /**
   * The counts of one pass over the rows the base filters match (a search's, a service's, a month's) and, when set,
   * the overdue and attention filters: a figure that leaves one of them aside tests it itself,
   * so a row that fails either is in no figure.
   */
  private async countsInOnePass(filter: QueueFilter, context: QueueContext): Promise<QueueCounts> {
    const when = (condition: Expression<SqlBool>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;
    // Every row passes the overdue and attention filters when set (the WHERE holds them), so a
    // figure tests them only when unset, and of the marks only the assignee (decision 195: the
    // overdue condition, then a branch per processing time, tested four more times on each of a
    // few thousand overdue rows, was most of the overdue page's time).
    const marks = (eb: Builder, except?: 'assignee') =>
      marksCondition(eb, { ...filter, attention: undefined, overdue: undefined }, context, except);
    const unlessFiltered = (eb: Builder, mark: 'attention' | 'overdue') =>
      filter[mark]
        ? []
        : [
            mark === 'attention'
              ? eb('applications.attention_since', 'is not', null)
              : overdueOnRows(eb, context.now, context.serviceDays),
          ];
    const matches = this.searchMatches(filter);
    const rows = await (matches ? this.db.selectFrom(matches) : this.db.selectFrom('applications'))
      .select((eb) => [
        'applications.status',
        when(marks(eb)).as('n'),
        when(eb.and([...unlessFiltered(eb, 'attention'), marks(eb)])).as('attention'),
        when(eb.and([...unlessFiltered(eb, 'overdue'), marks(eb)])).as('overdue'),
        when(eb.and([eb('applications.assigned_to', '=', context.staffId), marks(eb, 'assignee')])).as('mine'),
        when(eb.and([eb('applications.assigned_to', 'is', null), marks(eb, 'assignee')])).as('unassigned'),
      ])
      .where((eb) =>
        eb.and([
          // The matches hold only what the search found.
          baseCondition(eb, matches ? { ...filter, q: undefined } : filter, this.dialect),
          ...(filter.overdue ? [overdueCondition(eb, context.now, context.serviceDays)] : []),
          ...(filter.attention ? [eb('applications.attention_since', 'is not', null)] : []),
        ]),
      )
      // Without statistics SQLite groups by the status through the index that leads with it (the
      // desk index), reading every case to spare a sort of the few it counts: `+` keeps the
      // column out of that choice, so the filter's own index range is read (decision 205).
      .groupBy(this.dialect === 'sqlite' ? sql`+${sql.ref('applications.status')}` : 'applications.status')
      .execute();
    return tally(rows, filter);
  }

  /**
   * SQLite: a search of words' matches as the one pass reads them, from the FTS5 table and each
   * match's search key, which holds what the counts test (decision 202); not with a filter on the
   * service or the dates, whose columns only `applications` has.
   */
  private searchMatches(filter: QueueFilter) {
    if (this.dialect !== 'sqlite' || !filter.q?.trim() || filter.service?.trim() || filter.from || filter.to)
      return undefined;
    const search = typedSearch(filter.q);
    return 'words' in search && search.words.length ? trigramMatchKeys(search.words) : undefined;
  }
}
