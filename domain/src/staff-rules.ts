// The staff side's rules that the API, the staff screens and the tests share (product §10).
import type { components } from './contract/schema.js';

/** product §10.1: the two roles; admin can do everything staff can, and manage accounts. */
export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** product §10.2: passwords of 12 to 128 characters (counted as code points). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

/**
 * issue 28: why a password was refused, as the API answers it (zxcvbn's feedback codes); the
 * staff area words each in the reader's language, never the API's English.
 */
export const PASSWORD_WARNINGS = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
  'pwned',
] as const satisfies readonly components['schemas']['PasswordWarning'][];
export type PasswordWarning = (typeof PASSWORD_WARNINGS)[number];

export const PASSWORD_SUGGESTIONS = [
  'l33t',
  'reverseWords',
  'allUppercase',
  'capitalization',
  'dates',
  'recentYears',
  'associatedYears',
  'sequences',
  'repeated',
  'longerKeyboardPattern',
  'anotherWord',
  'useWords',
  'noNeed',
  'pwned',
] as const satisfies readonly components['schemas']['PasswordSuggestion'][];
export type PasswordSuggestion = (typeof PASSWORD_SUGGESTIONS)[number];

/** product §10.2: a set-up link is valid for one hour, and once. */
export const STAFF_SETUP_LINK_MINUTES = 60;

/** product §10.2: sessions end after 30 minutes without activity or 12 hours after sign-in. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_ABSOLUTE_HOURS = 12;

/** product §10.2: 5 wrong tries lock an account for 15 minutes, from every address (issue 29). */
export const STAFF_SIGN_IN_MAX_FAILURES = 5;
export const STAFF_SIGN_IN_LOCK_MINUTES = 15;

/** product §10.2: ten one-time recovery codes, shown once. */
export const STAFF_RECOVERY_CODE_COUNT = 10;

/**
 * What the audit log records (product §10.3), in the order the audit screen offers them as a
 * filter: the API writes only these, and the staff area names each in words.
 */
export const STAFF_AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'second-factor-enrolled',
  'recovery-code-used',
  'session-ended',
  'other-sessions-ended',
  'language-changed',
  'application-viewed',
  'application-status-changed',
  'application-assigned',
  'application-reopened',
  'application-note-added',
  'application-contact-corrected',
  'document-viewed',
  'document-downloaded',
  'applications-exported',
  'mail-resent',
  'contact-message-viewed',
  'contact-message-assigned',
  'contact-message-handled',
  'consultation-request-viewed',
  'consultation-request-assigned',
  'consultation-request-handled',
  'promotion-reset',
  'staff-user-added',
  'staff-user-disabled',
  'staff-user-enabled',
  'staff-user-role-changed',
  'staff-user-password-reset',
  'staff-user-second-factor-reset',
  'staff-user-sign-in-unlocked',
  'staff-user-sessions-ended',
  'own-password-changed',
  'personal-data-looked-up',
  'personal-data-exported',
  'personal-data-erased',
] as const satisfies readonly components['schemas']['StaffAuditAction'][];
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

/** What an audit row is about: the staff area links each kind to its page. */
export const STAFF_AUDIT_TARGET_TYPES = [
  'staff-user',
  'application',
  'document',
  'contact-message',
  'consultation-request',
  'promotion',
  'mail-message',
] as const;
export type StaffAuditTargetType = (typeof STAFF_AUDIT_TARGET_TYPES)[number];
