import { describe, expect, it } from 'vitest';
import { STAFF_HOME, loginPathFor, safeReturnPath } from './return-path';

describe('the return path after a 401 (issue 13)', () => {
  it('sends the person to /login with the page they were on', () => {
    expect(loginPathFor('/staff/applications/VS1?x=1')).toBe('/login?next=%2Fstaff%2Fapplications%2FVS1%3Fx%3D1');
  });

  it('says when the session expired, and still leads back (issue 28)', () => {
    expect(loginPathFor('/staff/applications/VS1', 'expired')).toBe(
      '/login?next=%2Fstaff%2Fapplications%2FVS1&reason=expired',
    );
    expect(loginPathFor('/about', 'expired')).toBe('/login?reason=expired');
  });

  it('does not loop back to /login itself, nor remember a visitor page', () => {
    expect(loginPathFor('/login?next=%2Fstaff')).toBe('/login');
    expect(loginPathFor('/login/setup')).toBe('/login');
    expect(loginPathFor('/about')).toBe('/login');
  });

  it('goes back only to pages of the staff area', () => {
    expect(safeReturnPath('/staff/applications/VS1?x=1')).toBe('/staff/applications/VS1?x=1');
    expect(safeReturnPath('/staff?status=approved')).toBe('/staff?status=approved');
    for (const next of [
      null,
      '',
      '//evil.example/staff',
      'https://evil.example/staff',
      '/staffing',
      '/',
      '/staff\\x',
    ]) {
      expect(safeReturnPath(next)).toBe(STAFF_HOME);
    }
  });
});
