/**
 * The token of a one-time set-up link. The API prints `<STAFF_WEB_URL>/login/setup#token=<t>`
 * (backend staff-accounts.ts setupLinkUrl): in the fragment, so it never reaches a server's log
 * or a Referer header.
 */
export function setupTokenOf(hash: string): string | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const token = new URLSearchParams(fragment).get('token') ?? (fragment && !fragment.includes('=') ? fragment : null);
  return token && /^[A-Za-z0-9_-]{16,100}$/.test(token) ? token : undefined;
}
