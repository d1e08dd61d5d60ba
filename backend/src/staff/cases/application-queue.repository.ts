import { Inject, Injectable } from '@nestjs/common';
import { type Expression, type ExpressionBuilder, type Kysely, type Transaction, sql } from 'kysely';
import { DATABASE_HANDLE } from '../../database/database.module.js';
import type { DatabaseHandle, Dialect } from '../../database/database.js';
import type { Database } from '../../database/schema.js';
import { type ReadPath, statusRank, trigramMatches, typedSearch } from './queue-conditions.js';
import { type QueueContext, type QueueFilter, baseCondition, marksCondition } from './queue-filter.js';

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

type Builder = ExpressionBuilder<Database, 'applications'>;

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

/** The queue's reads (issue 27): a page, and the rows of an export (the counts: ApplicationQueueCounts). */
@Injectable()
export class ApplicationQueueRepository {
  private readonly db: Kysely<Database>;
  private readonly dialect: Dialect;

  constructor(@Inject(DATABASE_HANDLE) handle: DatabaseHandle) {
    this.db = handle.db;
    this.dialect = handle.dialect;
  }

  /** Every filter: what the page and the export hold. */
  private matching(filter: QueueFilter, context: QueueContext, readPath: ReadPath = 'index') {
    return (eb: Builder) =>
      eb.and([
        baseCondition(eb, filter, this.dialect, readPath),
        ...(filter.status ? [eb('applications.status', '=', filter.status)] : []),
        marksCondition(eb, filter, context, undefined, readPath),
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
