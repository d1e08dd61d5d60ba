import { Inject, Injectable } from '@nestjs/common';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@cipta/domain/application-status';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
  expressionBuilder,
  sql,
} from 'kysely';
import { DATABASE_HANDLE } from '../../database/database.module.js';
import type { DatabaseHandle, Dialect } from '../../database/database.js';
import type { Database } from '../../database/schema.js';
import {
  type ReadPath,
  overdueBranches,
  overdueCondition,
  overdueOnRows,
  searchCondition,
  statusRank,
  trigramMatchKeys,
  trigramMatches,
  typedSearch,
} from './queue-conditions.js';
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
  /** The IDs `q` matches, when found once ahead of a page and its counts (`withPhoneMatches`). */
  found?: readonly string[];
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

/**
 * A word search with at least this many matches is wide (SQLite, decision 202), and so are this
 * many overdue cases (decision 205): a page in a sort's order finds its rows among the first rows
 * it reads, while listing every match to sort them grew with the matches (12 ms for 5,000 at
 * 100,000 applications; 3.5 ms for 7,000 overdue).
 */
const WIDE = 1000;
/** The filters that make a search narrower than its words (the status aside, a large share of any search). */
const BESIDE_A_SEARCH = ['kind', 'service', 'from', 'to', 'assignee', 'attention', 'overdue'] as const;
/** How far into a wide filter's order a page reads rows (offset and page size): its first pages. */
const WIDE_REACH = 100;
/** The most matches of a phone number listed by ID (`withPhoneMatches`): a few, whatever the table. */
const FOUND_AT_MOST = 500;

/** The assignee filter on a column holding a staff account's ID: an ID, `me`, or `none` (nobody). */
function assigneeIs<T extends keyof Database>(
  eb: ExpressionBuilder<Database, T>,
  column: string,
  filter: QueueFilter,
  context: QueueContext,
): Expression<SqlBool> | undefined {
  if (!filter.assignee) return undefined;
  const assignedTo = sql.ref<string | null>(column);
  if (filter.assignee === 'none') return eb(assignedTo, 'is', null);
  return eb(assignedTo, '=', filter.assignee === 'me' ? context.staffId : filter.assignee);
}

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
  private base(filter: QueueFilter, readPath: ReadPath = 'index') {
    return (eb: Builder) => {
      const all: Expression<SqlBool>[] = [];
      if (filter.kind) all.push(eb('applications.kind', '=', filter.kind));
      if (filter.service?.trim()) all.push(serviceCondition(eb, filter.service.trim()));
      if (filter.from) all.push(eb('applications.submitted_at', '>=', filter.from));
      if (filter.to) all.push(eb('applications.submitted_at', '<', filter.to));
      if (filter.q?.trim())
        all.push(
          filter.found
            ? // An empty list matches nothing (`or` of nothing is false).
              eb.or(filter.found.length ? [eb('applications.id', 'in', filter.found)] : [])
            : searchCondition(eb, this.dialect, filter.q, readPath),
        );
      return eb.and(all);
    };
  }

  /**
   * The marks' filters (attention, overdue, assignee), each left out when `except` names it; the
   * overdue mark through its branches' index ranges, or tested on each row read (`path`).
   */
  private marks(
    eb: Builder,
    filter: QueueFilter,
    context: QueueContext,
    except?: 'attention' | 'overdue' | 'assignee',
    path: ReadPath = 'index',
  ) {
    const all: Expression<SqlBool>[] = [];
    if (filter.attention && except !== 'attention') all.push(eb('applications.attention_since', 'is not', null));
    if (filter.overdue && except !== 'overdue')
      all.push((path === 'rows' ? overdueOnRows : overdueCondition)(eb, context.now, context.serviceDays));
    const assignee = except === 'assignee' ? undefined : assigneeIs(eb, 'applications.assigned_to', filter, context);
    if (assignee) all.push(assignee);
    return eb.and(all);
  }

  /** Every filter: what the page and the export hold. */
  private matching(filter: QueueFilter, context: QueueContext, readPath: ReadPath = 'index') {
    return (eb: Builder) =>
      eb.and([
        this.base(filter, readPath)(eb),
        ...(filter.status ? [eb('applications.status', '=', filter.status)] : []),
        this.marks(eb, filter, context, undefined, readPath),
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

  /**
   * One page of the queue, with the assignee's name and the document count. The page's IDs are
   * found first by a narrow query an index answers in order; only those rows are then read whole
   * (issue 31: sorting whole rows, each with its document count, read every row of the table).
   * `total` gives the number of matches (the counts'), asked only for a search (decision 202).
   */
  async page(
    filter: QueueFilter,
    sort: QueueSort,
    serviceOrder: Expression<unknown>,
    context: QueueContext,
    page: number,
    pageSize: number,
    total: () => Promise<number>,
  ) {
    const offset = (page - 1) * pageSize;
    const readPath = await this.readPath(filter, offset + pageSize, total);
    const ids = await this.ids(filter, sort, serviceOrder, context, pageSize, offset, readPath);
    if (!ids.length) return [];
    const byId = new Map((await this.byIds(ids)).map((row) => [row.id, row]));
    // A row erased between the two reads is left out rather than shown half.
    return ids.flatMap((id) => byId.get(id) ?? []);
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
          this.base(filter)(eb),
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
      this.countWhere(filter, eb.and([branch, this.marks(eb, filter, context, 'overdue')])),
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
      this.marks(eb, { ...filter, attention: undefined, overdue: undefined }, context, except);
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
          this.base(matches ? { ...filter, q: undefined } : filter)(eb),
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

  /**
   * SQLite, a phone number: the filter with the applications it matches found once, so that the
   * page and the counts read them by ID (decision 205). Each statement otherwise asked FTS5 again
   * for every spelling of the number, 2 ms each at 100,000 applications, where digits' trigrams
   * ("000", "812") are in most rows. A number found in more than `FOUND_AT_MOST` is left as it was.
   */
  async withPhoneMatches(filter: QueueFilter): Promise<QueueFilter> {
    if (this.dialect !== 'sqlite' || !filter.q?.trim()) return filter;
    const search = typedSearch(filter.q);
    if (!('phoneDigits' in search)) return filter;
    const spellings = search.phoneDigits.map((digits) => trigramMatches([digits]));
    // `union all`, so SQLite stops reading at the limit (a `union` lists every match of every
    // spelling first, to drop duplicates); a case two spellings find is listed once here.
    const { rows } = await sql<{
      application_id: string;
    }>`${sql.join(spellings, sql` union all `)} limit ${FOUND_AT_MOST + 1}`.execute(this.db);
    if (rows.length > FOUND_AT_MOST) return filter;
    return { ...filter, found: [...new Set(rows.map((row) => row.application_id))] };
  }

  /** The IDs every filter matches, in order (at most `limit`, after `offset`): a page's, or an export's list. */
  async ids(
    filter: QueueFilter,
    sort: QueueSort,
    serviceOrder: Expression<unknown>,
    context: QueueContext,
    limit: number,
    offset = 0,
    readPath: ReadPath = 'index',
  ): Promise<string[]> {
    const { expression, direction } = this.ordered(sort, serviceOrder);
    if (sort.replace(/^-/, '') === 'assignee') return this.idsByAssignee(filter, direction, context, limit, offset);
    const rows = await this.db
      .selectFrom('applications')
      .select('applications.id')
      .where(this.matching(filter, context, readPath))
      .orderBy(expression, direction)
      .orderBy('applications.id', direction)
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * How a page reaches its rows: row by row in the sort's order when the page is among the first
   * of a wide filter, the overdue mark without a search (decision 205) or, on SQLite, a search of
   * words alone or with a status (decision 202); otherwise through the filter's index. `total`
   * (the matches, or the overdue cases) is asked only then.
   */
  private async readPath(filter: QueueFilter, reach: number, total: () => Promise<number>): Promise<ReadPath> {
    if (reach > WIDE_REACH) return 'index';
    if (filter.overdue && !filter.q?.trim()) return (await total()) >= WIDE ? 'rows' : 'index';
    if (this.dialect !== 'sqlite' || !filter.q?.trim()) return 'index';
    const search = typedSearch(filter.q);
    if (BESIDE_A_SEARCH.some((key) => filter[key]?.trim()) || !('words' in search) || !search.words.length)
      return 'index';
    return (await total()) >= WIDE ? 'rows' : 'index';
  }

  /**
   * The assignee sort (by the assignee's name, then ID) one assignee at a time, in the order the
   * database sorts their names: each group is an index range in ID order, so a page reads its own
   * rows and, past the first page, one count per group it skips (issue 31: sorting every row by a
   * joined name read the whole table). Nobody (`''`) sorts first, as `coalesce(…, '')` does.
   */
  private async idsByAssignee(
    filter: QueueFilter,
    direction: 'asc' | 'desc',
    context: QueueContext,
    limit: number,
    offset: number,
  ): Promise<string[]> {
    const staff = await this.db
      .selectFrom('staff_users')
      .select(['id', sql<string>`lower(name)`.as('key')])
      .orderBy(sql`lower(name)`)
      .execute();
    const groups: Array<{ key: string; ids: string[] }> = [{ key: '', ids: [] }];
    for (const { id, key } of staff) {
      const last = groups.at(-1)!;
      if (last.key === key) last.ids.push(id);
      else groups.push({ key, ids: [id] });
    }
    const everyone = staff.map((member) => member.id);
    const inGroup = (eb: Builder, ids: string[]) =>
      ids.length
        ? eb('applications.assigned_to', 'in', ids)
        : eb.or([
            eb('applications.assigned_to', 'is', null),
            ...(everyone.length ? [eb('applications.assigned_to', 'not in', everyone)] : []),
          ]);
    const found: string[] = [];
    let skip = offset;
    for (const group of direction === 'asc' ? groups : [...groups].reverse()) {
      if (found.length >= limit) break;
      const where = (eb: Builder) => eb.and([this.matching(filter, context)(eb), inGroup(eb, group.ids)]);
      if (skip > 0) {
        const { n } = await this.db
          .selectFrom('applications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(where)
          .executeTakeFirstOrThrow();
        if (skip >= Number(n)) {
          skip -= Number(n);
          continue;
        }
      }
      const rows = await this.db
        .selectFrom('applications')
        .select('applications.id')
        .where(where)
        .orderBy('applications.id', direction)
        .limit(limit - found.length)
        .offset(skip)
        .execute();
      skip = 0;
      found.push(...rows.map((row) => row.id));
    }
    return found;
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
