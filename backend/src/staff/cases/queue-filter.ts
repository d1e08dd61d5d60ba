import type { ApplicationStatus } from '@cipta/domain/application-status';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../database/database.js';
import type { Database } from '../../database/schema.js';
import { type ReadPath, overdueCondition, overdueOnRows, searchCondition } from './queue-conditions.js';
import { serviceCondition } from './queue-services.js';

// The queue's filter (issue 27) as the conditions a page, its counts and the export share.

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

/** The assignee filter on a column holding a staff account's ID: an ID, `me`, or `none` (nobody). */
export function assigneeIs<T extends keyof Database>(
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

/** The filters besides the status and the marks (kind, service, dates, search): every count keeps to them. */
export function baseCondition(
  eb: Builder,
  filter: QueueFilter,
  dialect: Dialect,
  readPath: ReadPath = 'index',
): Expression<SqlBool> {
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
        : searchCondition(eb, dialect, filter.q, readPath),
    );
  return eb.and(all);
}

/**
 * The marks' filters (attention, overdue, assignee), each left out when `except` names it; the
 * overdue mark through its branches' index ranges, or tested on each row read (`path`).
 */
export function marksCondition(
  eb: Builder,
  filter: QueueFilter,
  context: QueueContext,
  except?: 'attention' | 'overdue' | 'assignee',
  path: ReadPath = 'index',
): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  if (filter.attention && except !== 'attention') all.push(eb('applications.attention_since', 'is not', null));
  if (filter.overdue && except !== 'overdue')
    all.push((path === 'rows' ? overdueOnRows : overdueCondition)(eb, context.now, context.serviceDays));
  const assignee = except === 'assignee' ? undefined : assigneeIs(eb, 'applications.assigned_to', filter, context);
  if (assignee) all.push(assignee);
  return eb.and(all);
}
