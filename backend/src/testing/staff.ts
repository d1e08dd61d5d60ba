import type { StaffRole } from '@cipta/domain/staff-rules';
import { StaffAccounts } from '../staff/accounts/staff-accounts.js';
import type { TestApi } from './test-app.js';

/** A password zxcvbn scores 4, for test accounts. */
export const STAFF_TEST_PASSWORD = 'lantern-orbit-cashew-91';

/** A signed-in staff member, as a test calls the staff API: the headers of every call. */
export interface SignedInStaff {
  cookie: string;
  csrf: string;
  headers: { cookie: string; 'x-csrf-token': string };
}

/**
 * Adds accounts with the test password and signs each in (the API must run with
 * STAFF_MFA=off; the second factor has its own tests in staff-session.e2e.spec.ts).
 */
export async function signedInStaff<const T extends ReadonlyArray<readonly [email: string, role: StaffRole]>>(
  api: TestApi,
  accounts: T,
): Promise<{ [K in keyof T]: SignedInStaff }> {
  const store = new StaffAccounts(api.db);
  const signedIn: SignedInStaff[] = [];
  for (const [email, role] of accounts) {
    const { user } = await store.add(email, role, role);
    await store.setPassword(user, STAFF_TEST_PASSWORD);
    const answer = await api.request('POST', '/api/staff/session', {
      json: { email, password: STAFF_TEST_PASSWORD },
    });
    if (answer.body.stage !== 'signed-in') throw new Error(`${email} did not sign in: ${JSON.stringify(answer.body)}`);
    const cookie = /cipta_staff=([^;]*)/.exec(answer.headers.get('set-cookie')!)![1]!;
    const csrf = answer.body.csrfToken as string;
    signedIn.push({ cookie, csrf, headers: { cookie: `cipta_staff=${cookie}`, 'x-csrf-token': csrf } });
  }
  return signedIn as { [K in keyof T]: SignedInStaff };
}
