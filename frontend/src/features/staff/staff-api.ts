import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '@cipta/domain/contract';
import { API_BASE_URL, languageMiddleware } from '../../api/client';
import { reportUnauthorized } from '../../api/unauthorized';
import { forgetSessionLimits, noteSessionActivity } from './session-clock';

export type StaffSession = components['schemas']['StaffSession'];
export type StaffUser = components['schemas']['StaffUserSummary'];
export type ApiErrorBody = components['schemas']['Error'];

// docs/decisions.md 61: the CSRF token from the sign-in answer lives in memory and in this
// tab's sessionStorage (a reload keeps it; another tab or a closed browser does not). It is
// not a secret from this page's own script, only from other sites, which cannot read it.
const CSRF_STORAGE_KEY = 'staffCsrf';
let csrfToken: string | undefined;

export function rememberCsrf(token: string | undefined): void {
  csrfToken = token;
  if (!token) forgetSessionLimits();
  try {
    if (token) window.sessionStorage.setItem(CSRF_STORAGE_KEY, token);
    else window.sessionStorage.removeItem(CSRF_STORAGE_KEY);
  } catch {
    // Storage may be off (private mode); the token in memory still serves this page.
  }
}

export function currentCsrf(): string | undefined {
  if (csrfToken) return csrfToken;
  try {
    return window.sessionStorage.getItem(CSRF_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session is gone: 'expired' when this tab was signed in (it held the CSRF token). */
function unauthorized(): void {
  const hadSession = currentCsrf() !== undefined;
  rememberCsrf(undefined);
  reportUnauthorized(hadSession ? 'expired' : undefined);
}

/** Calls that answer 401 as part of signing in (a wrong password), not because a session ended. */
function isSignInCall(request: Request): boolean {
  const path = new URL(request.url).pathname;
  return (request.method === 'POST' && path.endsWith('/api/staff/session')) || path.includes('/api/staff/setup');
}

export const staffMiddleware: Middleware = {
  onRequest({ request }) {
    const token = currentCsrf();
    if (token && !SAFE_METHODS.has(request.method)) request.headers.set('X-CSRF-Token', token);
    return request;
  },
  onResponse({ request, response }) {
    if (isSignInCall(request)) return response;
    // issue 13: a 401 from any staff call leads to /login, and back here after sign-in; issue
    // 28: saying the session expired when this tab had one.
    if (response.status === 401) unauthorized();
    // issue 28: any other answer restarted the session's idle clock.
    else noteSessionActivity();
    return response;
  },
};

/**
 * The staff area's client: the generated contract's paths, the session cookie sent along
 * (credentials: include; the API's CORS allows the web app's origin with credentials), and the
 * CSRF token on every call that changes something. Not the visitor's client: that one's 401
 * handling would treat a wrong password as an ended session.
 */
export function createStaffClient(baseUrl = API_BASE_URL, fetchImpl?: typeof fetch) {
  const client = createClient<paths>({ baseUrl, credentials: 'include', ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  client.use(languageMiddleware, staffMiddleware);
  return client;
}

export const staffApi = createStaffClient();

/** The error code of an answer body, if it has the API's error shape. */
export function errorCode(body: unknown): string | undefined {
  return body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
}

/**
 * A file the API serves to signed-in staff (a document, the CSV export), fetched with the
 * session cookie as a Blob: the API's answers may not be framed or embedded by another origin
 * (frame-ancestors 'none', CORP), so the page shows and saves its own copy (decision 62).
 */
export async function fetchStaffFile(path: string, query?: URLSearchParams): Promise<Blob> {
  const url = `${API_BASE_URL}${path}${query && query.size ? `?${query.toString()}` : ''}`;
  const response = await fetch(url, {
    credentials: 'include',
    headers: { 'Accept-Language': document.documentElement.lang },
  });
  if (response.status === 401) unauthorized();
  else noteSessionActivity();
  if (!response.ok) throw new StaffFileError(response.status);
  return response.blob();
}

export class StaffFileError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** Saves a Blob as a file with this name, as a download link would. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
