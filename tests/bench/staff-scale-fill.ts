import { APPLICATION_STATUSES } from '@cipta/domain/application-status';
import { ALL_SERVICES } from '@cipta/domain/catalogue';
import { applicationSearchText, foldForSearch } from '@cipta/domain/search-text';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../backend/src/database/schema.js';
import { tokenHash } from '../../backend/src/staff/common/tokens.js';

// issue 31: a year of an agency's work, written by SQL (not through the API) so 100,000
// applications and a million audit rows take seconds. The applications are built here (their
// search text comes from the domain's own folding, as the API writes it); every other table is
// derived from them by `insert … select`, in one statement each, on SQLite and PostgreSQL alike.

/** What a fill of `applications` holds besides them: the issue's proportions at 100,000. */
export interface FillSize {
  applications: number;
  /** Contact messages, and as many consultation requests. */
  messages: number;
  audit: number;
}

export function fillSize(applications: number): FillSize {
  return { applications, messages: applications / 2, audit: applications * 10 };
}

export const STAFF_IDS = ['bench-admin', 'bench-staff-1', 'bench-staff-2', 'bench-staff-3', 'bench-staff-4'] as const;
export const SESSION_TOKEN = 'bench-staff-scale-session-token-0000000000000000';

const FIRST = [
  'Nguyễn Thị',
  'José',
  'Zoë',
  'Ayşe',
  'Søren',
  'Ni Luh',
  'Made',
  'Wayan',
  'François',
  'Łukasz',
  'Siti',
  'Budi',
  'Anna',
  'Kateřina',
  'Dewi',
  'Rizky',
  'Mário',
  'Ingrid',
  'Chloé',
  'Björn',
];
const LAST = [
  'Mai',
  'Pérez',
  'O’Brien',
  'Yılmaz',
  'Åberg',
  'Putu Ayu',
  'Suardana',
  'Müller',
  'Lefèvre',
  'Nowak',
  'Rahayu',
  'Santoso',
  'Kowalski',
  'Dvořák',
  'Lestari',
  'Pratama',
  'Gonçalves',
  'Haraldsen',
  'Dubois',
  'Lindqvist',
];

/** A year, so the overdue marks, the date filters and the retention job all find something. */
const YEAR_MS = 365 * 86_400_000;

/** The application at `i` (from 1): its name, service, status and dates spread over the year before `now`. */
export function benchApplication(i: number, count: number, now: number) {
  const service = ALL_SERVICES[i % ALL_SERVICES.length]!;
  const fullName = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
  const id = `${service.kind === 'visa' ? 'VS' : 'PA'}${String(i).padStart(8, '0')}BNCH`;
  const email = `applicant.${i}@example.com`;
  const phone = `+62 812 ${String(i)
    .padStart(8, '0')
    .replace(/(\d{4})(\d{4})/, '$1 $2')}`;
  const passport = `X${String(i * 7919).padStart(8, '0')}`;
  const submitted = now - YEAR_MS + Math.floor((YEAR_MS * i) / (count + 1));
  // A year's work: older cases are mostly closed, one in a hundred left open (and overdue); the last weeks' are in every status.
  const old = now - submitted > 45 * 86_400_000;
  const status = !old
    ? APPLICATION_STATUSES[i % APPLICATION_STATUSES.length]!
    : i % 100 === 0
      ? APPLICATION_STATUSES[(i / 100) % 3]!
      : i % 5 === 0
        ? 'rejected'
        : 'completed';
  const updated = Math.min(now - 60_000, submitted + (i % 20) * 86_400_000);
  return {
    id,
    kind: service.formType ?? 'visa',
    product_id: service.formType ? service.id : null,
    service_key: service.key,
    service_title: service.title[i % 2 ? 'id' : 'en'],
    service_price: 'USD 35',
    full_name: fullName,
    email,
    email_key: email,
    phone,
    details: JSON.stringify({ passport, nationality: 'FR', sponsorType: 'cipta' }),
    status,
    submitted_at: new Date(submitted).toISOString(),
    updated_at: new Date(updated).toISOString(),
    language: i % 2 ? 'id' : 'en',
    attention_since: i % 50 === 0 ? new Date(updated).toISOString() : null,
    assigned_to: i % 3 === 0 ? null : STAFF_IDS[i % STAFF_IDS.length]!,
    search_text: applicationSearchText({ id, fullName, email, phone, passport }),
    sort_name: foldForSearch(fullName),
  };
}

/** The staff accounts, and a signed-in session of the admin's (the cookie's token is SESSION_TOKEN). */
async function fillStaff(db: Kysely<Database>, now: string): Promise<void> {
  await db
    .insertInto('staff_users')
    .values(
      STAFF_IDS.map((id, n) => ({
        id,
        email: `${id}@example.com`,
        email_key: `${id}@example.com`,
        name: `Bench ${['Admin', 'Ana', 'Budi', 'Citra', 'Dewa'][n]}`,
        role: n === 0 ? 'admin' : 'staff',
        password_hash: null,
        totp_secret: null,
        mfa_enrolled_at: now,
        totp_last_step: null,
        disabled_at: null,
        created_at: now,
        updated_at: now,
        language: 'en',
      })),
    )
    .execute();
  const later = new Date(Date.parse(now) + 11 * 3_600_000).toISOString();
  await db
    .insertInto('staff_sessions')
    .values({
      id: 'bench-session',
      token_hash: tokenHash(SESSION_TOKEN),
      staff_user_id: 'bench-admin',
      stage: 'signed-in',
      csrf_token: 'bench-csrf',
      created_at: now,
      last_seen_at: now,
      expires_at: later,
      ended_at: null,
      enrolment_secret: null,
      device: null,
      client_address: null,
    })
    .execute();
}

/** `(select 0 as n union all select 1 …)`: a few rows per application, the same in both dialects. */
const counting = (count: number) =>
  `(${Array.from({ length: count }, (_, n) => `select ${n} as n`).join(' union all ')})`;

/** Fills a migrated, empty database; the retention job is held off until the bench runs it. */
export async function fill(db: Kysely<Database>, size: FillSize, now: Date): Promise<void> {
  const at = now.toISOString();
  await fillStaff(db, at);
  const batch = 1000;
  for (let from = 1; from <= size.applications; from += batch) {
    const rows = Array.from({ length: Math.min(batch, size.applications - from + 1) }, (_, k) =>
      benchApplication(from + k, size.applications, now.getTime()),
    );
    await db.insertInto('applications').values(rows).execute();
  }
  const raw = (text: string) => sql.raw(text).execute(db);
  // The history: the submission, then the change into the current status (its clock).
  await raw(`insert into application_status_history (id, application_id, status, at, note, internal_note, changed_by)
    select id || '-h0', id, 'processing', submitted_at, null, null, null from applications`);
  await raw(`insert into application_status_history (id, application_id, status, at, note, internal_note, changed_by)
    select id || '-h1', id, status, updated_at, 'Bench note to the applicant', null, assigned_to
    from applications where status <> 'processing'`);
  // Three documents each.
  await raw(`insert into application_files (id, application_id, field, original_name, stored_name, media_type, size, sha256, created_at, request_id, upload_id, requirement)
    select a.id || '-f' || k.n, a.id, 'documents', 'document-' || k.n || '.pdf', 'bench-' || a.id || '-' || k.n, 'application/pdf',
      123456, 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', a.submitted_at, null, null, null
    from applications a cross join ${counting(3)} k`);
  await raw(`insert into application_notes (id, application_id, author_id, body, at)
    select id || '-n', id, coalesce(assigned_to, 'bench-admin'), 'Bench internal note', updated_at from applications`);
  // Messages and consultation requests: one of each for every other application, in its language.
  for (const table of ['contact_messages', 'consultation_requests'] as const) {
    const prefix = table === 'contact_messages' ? 'CM' : 'CR';
    const visitor =
      table === 'contact_messages'
        ? `(id, name, email, message, created_at, language, assigned_to, handled_at, handled_by)
           select '${prefix}' || id, full_name, email, 'A question about my visa', submitted_at, language, assigned_to,`
        : `(id, first_name, last_name, email, phone, company, job_title, country, message, created_at, language, assigned_to, handled_at, handled_by)
           select '${prefix}' || id, full_name, 'Bench', email, phone, null, null, 'France', 'A consultation, please', submitted_at, language, assigned_to,`;
    await raw(`insert into ${table} ${visitor}
      case when status in ('completed', 'rejected') then updated_at else null end,
      case when status in ('completed', 'rejected') then 'bench-staff-1' else null end
      from applications where cast(substr(id, 3, 8) as integer) % 2 = 0`);
  }
  // The audit log: ten rows per application over its life, mostly views, by the five accounts.
  const perApplication = Math.max(1, Math.round(size.audit / size.applications));
  await raw(`insert into staff_audit_log (id, at, actor_id, action, target_type, target_id, client_address, details)
    select a.id || '-a' || k.n,
      substr(a.submitted_at, 1, 14) || '0' || k.n || substr(a.submitted_at, 17),
      case k.n % 5 ${STAFF_IDS.map((id, n) => `when ${n} then '${id}'`).join(' ')} end,
      case when k.n = 0 then 'application-assigned' when k.n = 1 then 'application-note-added'
        when k.n = 2 then 'application-status-changed' when k.n = 3 then 'document-viewed' else 'application-viewed' end,
      'application', a.id, '203.0.113.7', null
    from applications a cross join ${counting(perApplication)} k`);
  // The daily job must not start inside the measured API; the bench runs it on its own.
  await raw(`update job_leases set expires_at = '9999-12-31T00:00:00.000Z'`);
}
