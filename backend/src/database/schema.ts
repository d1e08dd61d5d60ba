// Timestamps are ISO 8601 UTC text in both dialects, so rows read the same from SQLite and
// PostgreSQL and sort correctly as text.

import type { ColumnType } from 'kysely';

/** Defaults to `id` for rows written before the column existed (issue 14's migration). */
export type VisitorLanguageColumn = ColumnType<string, string | undefined, string>;

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
  /** The visitor's language (`en` or `id`, product §11.2): every message to them uses it. */
  language: VisitorLanguageColumn;
  /** The staff account (staff_users.id) it is assigned to (issue 13's inbox); null when nobody. */
  assigned_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** When and by whom it was marked handled; null while it is still to handle. */
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
  handled_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ConsultationRequestsTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  job_title: string | null;
  country: string;
  message: string;
  created_at: string;
  /** The visitor's language (`en` or `id`, product §11.2): every message to them uses it. */
  language: VisitorLanguageColumn;
  /** The staff account (staff_users.id) it is assigned to (issue 13's inbox); null when nobody. */
  assigned_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** When and by whom it was marked handled; null while it is still to handle. */
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
  handled_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One row (id 1): the number of spots taken since the last reset. */
export interface PromoCounterTable {
  id: number;
  claimed: number;
}

export interface PromoClaimsTable {
  id: string;
  claim_number: number;
  name: string;
  email: string;
  /** Lower-cased e-mail: one active spot per address. */
  email_key: string;
  phone: string;
  promo: string | null;
  /** The number the browser expected; kept for the staff, never trusted. */
  client_claim_number: number | null;
  created_at: string;
  /** Set when a reset cleared this claim; active claims have null. */
  reset_id: string | null;
  /** The client's address (an IPv6 one by its /64), for PROMO_MAX_PER_ADDRESS; null before issue 20. */
  client_key: string | null;
  /** The visitor's language (`en` or `id`, product §11.2): every message to them uses it. */
  language: VisitorLanguageColumn;
  /** The nonce of the anti-bot solution that took the spot: the same claim sent again is answered this spot. */
  challenge_nonce: string | null;
}

export interface PromoResetsTable {
  id: string;
  reset_at: string;
  cleared_count: number;
}

export interface ApplicationsTable {
  /** VS… for visa applications (made by the browser), PA… for permit applications. */
  id: string;
  kind: string;
  product_id: string | null;
  /**
   * The catalogue's service (domain catalogue: `visa/<id>` or `<formType>/<productId>`), set at
   * submission; null for an older row whose title matched no service.
   */
  service_key: ColumnType<string | null, string | null | undefined, string | null>;
  service_title: string;
  service_price: string | null;
  full_name: string;
  email: string;
  email_key: string;
  phone: string;
  /** The rest of the form (sponsor, work type, nationality, …) as JSON text. */
  details: string;
  status: string;
  submitted_at: string;
  updated_at: string;
  /** The visitor's language (`en` or `id`, product §11.2): every message to them uses it. */
  language: VisitorLanguageColumn;
  /** issue 28: when requested documents arrived, until a staff member opens the case; else null. */
  attention_since: ColumnType<string | null, string | null | undefined, string | null>;
  /** issue 27: the staff account (staff_users.id) that holds the case; null when nobody. */
  assigned_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** issue 27: when the case entered its status; set by a trigger on insert and on a change of status. */
  status_changed_at: ColumnType<string, string | undefined, string>;
  /** issue 27: ID, name, e-mail, passport and phone digits, folded (`applicationSearchText`). */
  search_text: ColumnType<string, string | undefined, string>;
  /** issue 27: the folded full name the queue sorts by. */
  sort_name: ColumnType<string, string | undefined, string>;
}

/**
 * issue 31, decision 201: how many applications have each status, kind, assignee and attention
 * mark, kept by triggers on `applications`. A key's count is the sum of its rows (on PostgreSQL
 * a change adds a row when the key's rows are held by other transactions).
 */
export interface ApplicationCountsTable {
  status: string;
  kind: string;
  assigned_to: string | null;
  /** 1 when the cases need attention (`attention_since` set), else 0. */
  attention: number;
  n: number;
}

export interface ApplicationStatusHistoryTable {
  id: string;
  application_id: string;
  status: string;
  at: string;
  /** The note to the applicant that came with a change (product §10.4); null on submission. */
  note: string | null;
  /** A note only staff see. */
  internal_note: string | null;
  /** The staff account (staff_users.id) that made the change; null when the applicant did. */
  changed_by: string | null;
}

export interface ApplicationFilesTable {
  id: string;
  application_id: string;
  /** The form field the file came in (documents, workContract, …). */
  field: string;
  /** The visitor's file name, cleaned, for the staff; never used as a path. */
  original_name: string;
  /** Random name under UPLOAD_DIR/files. */
  stored_name: string;
  media_type: string;
  size: number;
  sha256: string;
  created_at: string;
  /** The `documents-requested` history row this file answers; null for the first upload. */
  request_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The browser's id of the upload on tracking (its idempotency key); null for the first upload. */
  upload_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The catalogue requirement the file answers, `other`, or null (unsaid, or sent before issue 29). */
  requirement: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An internal note on an application (issue 27): staff only, never shown to the applicant. */
export interface ApplicationNotesTable {
  id: string;
  application_id: string;
  /** The staff account (staff_users.id) that wrote it. */
  author_id: string;
  body: string;
  at: string;
}

/** A correction of the applicant's contact details (issue 27), with the old and new values. */
export interface ApplicationContactChangesTable {
  id: string;
  application_id: string;
  changed_by: string;
  at: string;
  reason: string;
  /** JSON text: `[{ field, from, to }]`, one entry per field that changed. */
  changes: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** Proof-of-work challenges whose solution was accepted (issue 20): each is accepted once. */
export interface UsedChallengesTable {
  nonce: string;
  /** Epoch milliseconds after which the challenge is refused anyway, and the row may go. */
  expires_at: number;
}

/** product §10.1: a staff account. `password_hash` is Argon2id, null until set up. */
export interface StaffUsersTable {
  id: string;
  email: string;
  /** Lower-cased e-mail: one account per address. */
  email_key: string;
  name: string;
  role: string;
  password_hash: string | null;
  /** Base32 TOTP secret; set at enrolment, confirmed when `mfa_enrolled_at` is set. */
  totp_secret: string | null;
  mfa_enrolled_at: string | null;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totp_last_step: number | null;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
  /** `en` or `id`: the language of the messages the API sends this person (issue 14). */
  language: string;
}

/** A one-time set-up link: `first-admin` (no account yet) or `account` (set a password). */
export interface StaffSetupLinksTable {
  id: string;
  token_hash: string;
  purpose: string;
  staff_user_id: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A staff session (product §10.2): only the token's hash is stored. */
export interface StaffSessionsTable {
  id: string;
  token_hash: string;
  staff_user_id: string;
  stage: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end: 12 hours after sign-in. */
  expires_at: string;
  ended_at: string | null;
  /** issue 29: the authenticator secret this enrolment session shows (its own, never another's). */
  enrolment_secret: string | null;
  /** issue 29: "Chrome · Windows", from the User-Agent at sign-in; null for older sessions. */
  device: string | null;
  /** issue 29: the client address at sign-in, as TRUST_PROXY sees it; null for older sessions. */
  client_address: string | null;
}

export interface StaffRecoveryCodesTable {
  id: string;
  staff_user_id: string;
  code_hash: string;
  used_at: string | null;
}

/** Append-only (product §10.3): rows are inserted, never updated or deleted. */
export interface StaffAuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  client_address: string | null;
  /** JSON text of ids and codes only. */
  details: string | null;
}

export interface Database {
  contact_messages: ContactMessagesTable;
  consultation_requests: ConsultationRequestsTable;
  promo_counter: PromoCounterTable;
  promo_claims: PromoClaimsTable;
  promo_resets: PromoResetsTable;
  applications: ApplicationsTable;
  application_counts: ApplicationCountsTable;
  application_status_history: ApplicationStatusHistoryTable;
  application_files: ApplicationFilesTable;
  application_notes: ApplicationNotesTable;
  application_contact_changes: ApplicationContactChangesTable;
  rate_limits: RateLimitsTable;
  used_challenges: UsedChallengesTable;
  staff_users: StaffUsersTable;
  staff_setup_links: StaffSetupLinksTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_audit_log: StaffAuditLogTable;
  mail_outbox: MailOutboxTable;
  mail_attempts: MailAttemptsTable;
}

/** A message waiting to be sent, sent, or given up on (docs/architecture.md, "The mail outbox"). */
export interface MailOutboxTable {
  id: string;
  /** Which template (mail/mail-templates.ts); rendered at send time from `params`. */
  kind: string;
  /** What the message is about: `visa`, `permit`, `contact`, `consultation`, `promo-claim`. */
  subject_type: string;
  subject_id: string;
  /** Comma-separated addresses. */
  recipients: string;
  language: string;
  /** The template's parameters as JSON text. */
  params: string;
  /** `pending`, `held` (over its recipient's hourly cap, issue 29), `sent` or `dead`. */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  /** While set and in the future, one sender holds the message; expired, another may take it. */
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** issue 29: the recipient (lower case) of a visitor-route message, counted by the hourly cap; null otherwise. */
  capped_recipient: ColumnType<string | null, string | null | undefined, string | null>;
  /** issue 29: the moment a capped message takes its place in its recipient's hour (now, or later when held). */
  release_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One delivery attempt: `sent` or `failed` with the error. */
export interface MailAttemptsTable {
  id: string;
  message_id: string;
  at: string;
  outcome: string;
  error: string | null;
}
