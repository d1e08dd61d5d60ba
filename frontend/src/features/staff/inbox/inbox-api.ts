import type { components } from '@cipta/domain/contract';
import { staffApi } from '../staff-api';

type Message = components['schemas']['StaffContactMessage'];
type Consultation = components['schemas']['StaffConsultationRequest'];
export type InboxKind = 'messages' | 'consultations';
export type InboxItem = (Message | Consultation) & { kind: InboxKind };
export type InboxPage = {
  items: InboxItem[];
  total: number;
  page: number;
  pageSize: number;
  counts: components['schemas']['InboxCounts'];
};
export const INBOX_PAGE_SIZE = 25;

/** Each inbox's own page address (issue 28: the agency's notices link there). */
export const INBOX_PATHS: Record<InboxKind, string> = {
  messages: '/staff/contact-messages',
  consultations: '/staff/consultations',
};

export interface InboxFilter {
  /** Absent: handled or not. */
  handled?: boolean;
  /** A staff account's id, `me`, `none`; absent: anyone. */
  assignee?: string;
}

/** One page of an inbox under its filters. */
export async function loadInbox(kind: InboxKind, filter: InboxFilter, page: number): Promise<InboxPage | undefined> {
  const query = {
    ...(filter.handled === undefined ? {} : { handled: filter.handled ? ('true' as const) : ('false' as const) }),
    ...(filter.assignee ? { assignee: filter.assignee } : {}),
    page,
    pageSize: INBOX_PAGE_SIZE,
  };
  if (kind === 'messages') {
    const { data } = await staffApi.GET('/api/staff/contact-messages', { params: { query } });
    return data && { ...data, items: data.items.map((item) => ({ ...item, kind })) };
  }
  const { data } = await staffApi.GET('/api/staff/consultation-requests', { params: { query } });
  return data && { ...data, items: data.items.map((item) => ({ ...item, kind })) };
}

/** One item, as a person opens it (the API audits the open). Undefined when there is none. */
export async function openInboxItem(kind: InboxKind, id: string): Promise<InboxItem | undefined> {
  const params = { params: { path: { id } } };
  if (kind === 'messages') {
    const { data } = await staffApi.GET('/api/staff/contact-messages/{id}', params);
    return data && { ...data, kind };
  }
  const { data } = await staffApi.GET('/api/staff/consultation-requests/{id}', params);
  return data && { ...data, kind };
}

export function assignInboxItem(item: InboxItem, staffId: string | null) {
  const params = { params: { path: { id: item.id } }, body: { staffId } };
  return item.kind === 'messages'
    ? staffApi.POST('/api/staff/contact-messages/{id}/assignee', params)
    : staffApi.POST('/api/staff/consultation-requests/{id}/assignee', params);
}

export function markInboxItem(item: InboxItem, handled: boolean) {
  const params = { params: { path: { id: item.id } }, body: { handled } };
  return item.kind === 'messages'
    ? staffApi.POST('/api/staff/contact-messages/{id}/handled', params)
    : staffApi.POST('/api/staff/consultation-requests/{id}/handled', params);
}

/** The sender's name as one line. */
export function senderName(item: InboxItem): string {
  return 'name' in item ? item.name : `${item.firstName} ${item.lastName}`;
}
