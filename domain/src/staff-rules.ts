// The staff side's rules that the API, the staff screens and the tests share (product §10).

/** product §10.1: the two roles; admin can do everything staff can, and manage accounts. */
export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** product §10.2: passwords of 12 to 128 characters (counted as code points). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

/** product §10.2: a set-up link is valid for one hour, and once. */
export const STAFF_SETUP_LINK_MINUTES = 60;

/** product §10.2: sessions end after 30 minutes without activity or 12 hours after sign-in. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_ABSOLUTE_HOURS = 12;

/** product §10.2: 5 wrong tries lock an account for 15 minutes (from that address). */
export const STAFF_SIGN_IN_MAX_FAILURES = 5;
export const STAFF_SIGN_IN_LOCK_MINUTES = 15;

/** product §10.2: ten one-time recovery codes, shown once. */
export const STAFF_RECOVERY_CODE_COUNT = 10;
