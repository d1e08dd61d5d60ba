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
}

export interface ApplicationStatusHistoryTable {
  id: string;
  application_id: string;
  status: string;
  at: string;
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

export interface Database {
  contact_messages: ContactMessagesTable;
  consultation_requests: ConsultationRequestsTable;
  promo_counter: PromoCounterTable;
  promo_claims: PromoClaimsTable;
  promo_resets: PromoResetsTable;
  applications: ApplicationsTable;
  application_status_history: ApplicationStatusHistoryTable;
  application_files: ApplicationFilesTable;
  rate_limits: RateLimitsTable;
  used_challenges: UsedChallengesTable;
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
  /** `pending`, `sent` or `dead`. */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  /** While set and in the future, one sender holds the message; expired, another may take it. */
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** One delivery attempt: `sent` or `failed` with the error. */
export interface MailAttemptsTable {
  id: string;
  message_id: string;
  at: string;
  outcome: string;
  error: string | null;
}
