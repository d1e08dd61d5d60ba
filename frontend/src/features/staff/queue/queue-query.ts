import { APPLICATION_STATUSES, type ApplicationStatus } from '@cipta/domain/application-status';
import type { components, operations } from '@cipta/domain/contract';

export type QueueQuery = NonNullable<operations['listStaffApplications']['parameters']['query']>;
export type QueueSort = NonNullable<QueueQuery['sort']>;
/** The columns the queue sorts by (issue 27), each either way. */
export const SORT_COLUMNS = [
  'submittedAt',
  'updatedAt',
  'statusChangedAt',
  'status',
  'name',
  'service',
  'assignee',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export const QUEUE_SORTS: readonly QueueSort[] = SORT_COLUMNS.flatMap((column) => [`-${column}` as const, column]);

/** The sort column and its direction. */
export function sortParts(sort: QueueSort): { column: SortColumn; descending: boolean } {
  return { column: sort.replace(/^-/, '') as SortColumn, descending: sort.startsWith('-') };
}

/** Times sort newest first when first chosen; words and names from A. */
export function toggledSort(current: QueueSort, column: SortColumn): QueueSort {
  const { column: now, descending } = sortParts(current);
  if (now === column) return descending ? column : `-${column}`;
  return ['submittedAt', 'updatedAt'].includes(column) ? `-${column}` : column;
}
export const APPLICATION_KINDS: ReadonlyArray<components['schemas']['ApplicationKind']> = [
  'visa',
  'kitap',
  'stay-permit',
  'international-visa',
  'additional-service',
  'visit-visa',
];
export const QUEUE_PAGE_SIZE = 25;

/**
 * The queue's filters as the screen holds them, and as they stand in its address (so a 401's
 * return path, a reload and the Back button keep them). Days are the browser's calendar days.
 */
export interface QueueFilters {
  q: string;
  status?: ApplicationStatus;
  kind: string;
  service: string;
  /** yyyy-mm-dd, the first day included. */
  fromDay: string;
  /** yyyy-mm-dd, the last day included. */
  toDay: string;
  /** A staff account's id, `me`, `none`, or '' for anyone. */
  assignee: string;
  attention: boolean;
  overdue: boolean;
  sort: QueueSort;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromParams(params: URLSearchParams): QueueFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    q: params.get('q') ?? '',
    status: APPLICATION_STATUSES.includes(status as ApplicationStatus) ? (status as ApplicationStatus) : undefined,
    kind: params.get('kind') ?? '',
    service: params.get('service') ?? '',
    fromDay: day('from'),
    toDay: day('to'),
    assignee: params.get('assignee') ?? '',
    attention: params.get('attention') === 'true',
    overdue: params.get('overdue') === 'true',
    sort: QUEUE_SORTS.includes(sort as QueueSort) ? (sort as QueueSort) : '-submittedAt',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address's query for these filters; defaults are left out. */
export function paramsFromFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.service.trim()) params.set('service', filters.service.trim());
  if (filters.fromDay) params.set('from', filters.fromDay);
  if (filters.toDay) params.set('to', filters.toDay);
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.attention) params.set('attention', 'true');
  if (filters.overdue) params.set('overdue', 'true');
  if (filters.sort !== '-submittedAt') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The start of a calendar day in the browser's time zone, as the instant the API compares. */
function startOfDay(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
}

/** The export's query (the filters and sort, no page): the file holds every match. */
export function exportQuery(filters: QueueFilters): Omit<QueueQuery, 'page' | 'pageSize'> {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.service.trim() ? { service: filters.service.trim() } : {}),
    ...(filters.fromDay ? { from: startOfDay(filters.fromDay) } : {}),
    // "until" includes its day: the API's `to` is exclusive, so the next day's start.
    ...(filters.toDay ? { to: startOfDay(filters.toDay, 1) } : {}),
    ...(filters.assignee ? { assignee: filters.assignee } : {}),
    ...(filters.attention ? { attention: 'true' as const } : {}),
    ...(filters.overdue ? { overdue: 'true' as const } : {}),
    sort: filters.sort,
  };
}

/** The queue's query: the export's, one page of it. */
export function queueQuery(filters: QueueFilters): QueueQuery {
  return { ...exportQuery(filters), page: filters.page, pageSize: QUEUE_PAGE_SIZE };
}

export function pageCount(total: number, pageSize = QUEUE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
