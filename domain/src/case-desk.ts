// The staff case desk's rules (issue 27): when a case is overdue, and who may assign what.
import type { ApplicationStatus } from './application-status.js';
import type { StaffRole } from './staff-rules.js';

/**
 * How many days a case may wait in a status before it is overdue, for the statuses no service's
 * processing time covers (and for `processing` when the service states none). `processing` is
 * otherwise the service's `processingDays` (the catalogue). Closed statuses are never overdue.
 */
export const STATUS_AGE_LIMIT_DAYS = {
  processing: 14,
  /** The applicant was asked for documents: after a week, remind them. */
  'documents-requested': 7,
  /** Approved: the agency sends the result within two days. */
  approved: 2,
} as const satisfies Partial<Record<ApplicationStatus, number>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The days a case may spend in `status` before it is overdue, or undefined when it can never be
 * (closed). `processingDays` is the service's stated processing time, when it has one.
 */
export function statusAgeLimitDays(status: ApplicationStatus, processingDays?: number): number | undefined {
  if (status === 'processing' && processingDays !== undefined) return processingDays;
  return (STATUS_AGE_LIMIT_DAYS as Partial<Record<ApplicationStatus, number>>)[status];
}

/** The moment a case that entered `status` at `since` becomes overdue, or undefined. */
export function overdueAt(status: ApplicationStatus, since: string, processingDays?: number): Date | undefined {
  const days = statusAgeLimitDays(status, processingDays);
  return days === undefined ? undefined : new Date(Date.parse(since) + days * DAY_MS);
}

export function isOverdue(status: ApplicationStatus, since: string, now: Date, processingDays?: number): boolean {
  const due = overdueAt(status, since, processingDays);
  return due !== undefined && due.getTime() < now.getTime();
}

/** Who holds a case, a message or a consultation request: a staff account's id, or nobody. */
export type Assignee = string | null;

/**
 * issue 27: admins assign anyone (an active account) or nobody; staff take what nobody holds and
 * release what they hold. A no-op (the same assignee again) is allowed to whoever could make it.
 */
export function mayAssign(actor: { id: string; role: StaffRole }, current: Assignee, next: Assignee): boolean {
  if (actor.role === 'admin') return true;
  if (next === actor.id) return current === null || current === actor.id;
  return next === null && current === actor.id;
}
