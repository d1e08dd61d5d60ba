import { type APIRequestContext, request } from '@playwright/test';
import type { components } from '@cipta/domain/contract';
import { API } from '../support/e2e-settings.js';
import { addStaffWithPassword, strongPassword, totp, uniqueEmail } from './staff-helpers.js';

// What the journeys' API stored, read the way the agency reads it: through the staff API
// (issue 16: journeys check stored state through the API where one exists, not by SQL). One
// staff account per worker, signed in with its second factor like a person.

type Detail = components['schemas']['StaffApplicationDetail'];

let reader: Promise<APIRequestContext> | undefined;

/** A signed-in staff member's API context (cookie kept by the context, CSRF not needed to read). */
export function staffReader(): Promise<APIRequestContext> {
  reader ??= (async () => {
    const email = uniqueEmail('journey.reader');
    const password = strongPassword();
    addStaffWithPassword(email, 'staff', 'Journey Reader', password);
    const context = await request.newContext({ baseURL: API });
    const signIn = await context.post('/api/staff/session', { data: { email, password } });
    const first = (await signIn.json()) as { csrfToken: string; enrolment: { secret: string } };
    const enrolled = await context.post('/api/staff/session/second-factor', {
      data: { code: totp(first.enrolment.secret) },
      headers: { 'x-csrf-token': first.csrfToken },
    });
    if (enrolled.status() !== 200) throw new Error(`the journeys' reader could not sign in: ${await enrolled.text()}`);
    return context;
  })();
  return reader;
}

export interface StoredFile {
  field: string;
  name: string;
  size: number;
  sha256: string;
  /** The bytes as the staff download them. */
  bytes: Buffer;
}

export interface StoredApplication {
  kind: Detail['kind'];
  productId: string | undefined;
  service: Detail['service'];
  fullName: string;
  email: string;
  details: Record<string, unknown>;
  /** By field, then name. */
  files: StoredFile[];
}

/** One application as the staff see it, with its documents' bytes; undefined when none has this ID. */
export async function storedApplication(id: string): Promise<StoredApplication | undefined> {
  const staff = await staffReader();
  const answer = await staff.get(`/api/staff/applications/${encodeURIComponent(id)}`);
  if (answer.status() === 404) return undefined;
  if (!answer.ok()) throw new Error(`GET /api/staff/applications/${id} answered ${answer.status()}`);
  const detail = (await answer.json()) as Detail;
  const files = await Promise.all(
    detail.documents.map(async (document) => {
      const download = await staff.get(`/api/staff/applications/${id}/documents/${document.id}`);
      return {
        field: document.field,
        name: document.name,
        size: document.size,
        sha256: document.sha256,
        bytes: await download.body(),
      };
    }),
  );
  files.sort((a, b) => a.field.localeCompare(b.field) || a.name.localeCompare(b.name));
  return {
    kind: detail.kind,
    productId: detail.productId,
    service: detail.service,
    fullName: detail.fullName,
    email: detail.email,
    details: detail.details,
    files,
  };
}

/** How many applications the staff find under this e-mail address. */
export async function applicationsByEmail(email: string): Promise<number> {
  const staff = await staffReader();
  const answer = await staff.get(`/api/staff/applications?q=${encodeURIComponent(email)}`);
  if (!answer.ok()) throw new Error(`the staff queue answered ${answer.status()}`);
  return ((await answer.json()) as { total: number }).total;
}

type ContactMessage = components['schemas']['StaffContactMessage'];
type ConsultationRequest = components['schemas']['StaffConsultationRequest'];
const INBOXES = { contact: '/api/staff/contact-messages', consultation: '/api/staff/consultation-requests' } as const;

/**
 * The messages or consultation requests the staff find in their inbox from this address, oldest
 * first. The inbox has no search by address: the journeys' inbox is small, so this reads it whole.
 */
export async function storedMessages(inbox: 'contact', email: string): Promise<ContactMessage[]>;
export async function storedMessages(inbox: 'consultation', email: string): Promise<ConsultationRequest[]>;
export async function storedMessages(inbox: keyof typeof INBOXES, email: string) {
  const staff = await staffReader();
  const found: Array<ContactMessage | ConsultationRequest> = [];
  for (let page = 1; ; page += 1) {
    const answer = await staff.get(`${INBOXES[inbox]}?page=${page}&pageSize=100`);
    if (!answer.ok()) throw new Error(`the ${inbox} inbox answered ${answer.status()}`);
    const { items, total } = (await answer.json()) as {
      items: Array<ContactMessage | ConsultationRequest>;
      total: number;
    };
    found.push(...items.filter((item) => item.email === email));
    if (page * 100 >= total || !items.length) break;
  }
  return found.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}
