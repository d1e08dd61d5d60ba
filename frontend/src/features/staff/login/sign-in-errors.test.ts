import { describe, expect, it } from 'vitest';
import { signInProblem } from './sign-in-errors';

describe('signInProblem (issue 13: clear errors on the sign-in screen)', () => {
  it('asks for the code when the account has a second factor', () => {
    expect(signInProblem(401, { code: 'SECOND_FACTOR_REQUIRED' }, null)).toEqual({ kind: 'codeRequired' });
  });

  it('gives one answer for a wrong address, password or code', () => {
    expect(signInProblem(401, { code: 'SIGN_IN_FAILED' }, null)).toEqual({ kind: 'signInFailed' });
  });

  it('says how many minutes a lockout lasts, rounded up from Retry-After', () => {
    expect(signInProblem(429, { code: 'RATE_LIMITED' }, '61')).toEqual({ kind: 'locked', minutes: 2 });
    expect(signInProblem(429, { code: 'RATE_LIMITED' }, null)).toEqual({ kind: 'locked', minutes: 15 });
  });

  it('reads a refused enrolment code as a wrong code', () => {
    expect(signInProblem(400, { code: 'VALIDATION_FAILED', details: [{ field: 'code' }] }, null)).toEqual({
      kind: 'codeWrong',
    });
  });

  it('falls back to a general failure', () => {
    expect(signInProblem(500, {}, null)).toEqual({ kind: 'failed' });
  });
});
