// issue 13: a 401 from a staff call leads to /login and, after sign-in, back to where the
// person was. Kept apart from the client so the router can use it without loading the client.

/** The staff area's root: where a sign-in leads when there is nowhere (safe) to go back to. */
export const STAFF_HOME = '/staff';

/**
 * The sign-in address that leads back to `here` (a path with its query) after sign-in; with
 * `reason` 'expired' the sign-in page says the session expired (issue 28).
 */
export function loginPathFor(here: string, reason?: 'expired'): string {
  const query = new URLSearchParams();
  // Only a staff page is worth returning to (safeReturnPath would refuse any other).
  if (safeReturnPath(here) === here) query.set('next', here);
  if (reason) query.set('reason', reason);
  return query.size ? `/login?${query.toString()}` : '/login';
}

/**
 * Where to go after sign-in: `next` only when it is a path of the staff area, so a crafted
 * link cannot send a person who just signed in to another site (//evil.example) or page.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next) return STAFF_HOME;
  if (next !== STAFF_HOME && !next.startsWith(`${STAFF_HOME}/`) && !next.startsWith(`${STAFF_HOME}?`))
    return STAFF_HOME;
  // A backslash or a second slash could make a browser read it as another host.
  if (next.includes('\\') || next.startsWith('//')) return STAFF_HOME;
  return next;
}
