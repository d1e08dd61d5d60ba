import { errorCode } from '../staff-api';

/** What went wrong with a sign-in or an enrolment, as the screen words it (both languages). */
export type SignInProblem =
  | { kind: 'signInFailed' }
  | { kind: 'codeRequired' }
  | { kind: 'locked'; minutes: number }
  | { kind: 'codeWrong' }
  | { kind: 'network' }
  | { kind: 'failed' };

/**
 * Reads the API's answer (product §10.2): 401 SIGN_IN_FAILED is one answer for an unknown
 * address, a wrong password and a wrong code (no way to learn who is staff); 401
 * SECOND_FACTOR_REQUIRED asks for the code; 429 is the lockout, Retry-After in seconds.
 */
export function signInProblem(status: number, body: unknown, retryAfter: string | null): SignInProblem {
  const code = errorCode(body);
  if (status === 429) {
    const seconds = Number(retryAfter);
    return { kind: 'locked', minutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15 };
  }
  if (code === 'SECOND_FACTOR_REQUIRED') return { kind: 'codeRequired' };
  if (code === 'SIGN_IN_FAILED' || status === 401) return { kind: 'signInFailed' };
  if (status === 400 && code === 'VALIDATION_FAILED') return { kind: 'codeWrong' };
  return { kind: 'failed' };
}
