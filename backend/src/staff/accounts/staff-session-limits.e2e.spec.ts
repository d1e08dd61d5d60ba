import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApi, type TestApi } from '../../testing/test-app.js';
import { tokenHash } from '../common/tokens.js';
import { StaffAccounts } from './staff-accounts.js';

const PASSWORD = 'lantern-orbit-cashew-91';

// issue 28: the idle and absolute limits are the operator's settings, and every session answer
// says when the session ends, so the web app can warn before it does.
describe.each(DIALECTS)('staff session limits as settings on %s (issue 28)', (dialect) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(dialect, {
      STAFF_MFA: 'off',
      STAFF_SESSION_IDLE_SECONDS: '60',
      STAFF_SESSION_MAX_SECONDS: '600',
    });
    const accounts = new StaffAccounts(api.db);
    const { user } = await accounts.add('wulan.limits@example.com', 'staff');
    await accounts.setPassword(user, PASSWORD);
  });
  afterAll(() => api?.close());

  const signIn = async () => {
    const answer = await api.request('POST', '/api/staff/session', {
      json: { email: 'wulan.limits@example.com', password: PASSWORD },
    });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.get('set-cookie') ?? '';
    return { answer, cookie, token: /cipta_staff=([^;]*)/.exec(cookie)![1]! };
  };
  const setAgo = (token: string, column: 'last_seen_at' | 'expires_at', ms: number) =>
    api.db
      .updateTable('staff_sessions')
      .set({ [column]: new Date(Date.now() - ms).toISOString() })
      .where('token_hash', '=', tokenHash(token))
      .execute();
  const current = (token: string) =>
    api.request('GET', '/api/staff/session', { headers: { cookie: `cipta_staff=${token}` } });

  it('says the limits and the two ends in every session answer; the cookie lives as long as the session can', async () => {
    const before = Date.now();
    const { answer, cookie } = await signIn();
    expect(answer.body.idleSeconds).toBe(60);
    const idleEnd = Date.parse(answer.body.idleExpiresAt);
    const end = Date.parse(answer.body.expiresAt);
    expect(idleEnd).toBeGreaterThanOrEqual(before + 60_000);
    expect(idleEnd).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(end).toBeGreaterThanOrEqual(before + 600_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 600_000);
    expect(cookie).toMatch(/; Max-Age=600;/);
  });

  it('ends a session after the idle setting without a call; a call within it restarts the clock', async () => {
    const kept = await signIn();
    await setAgo(kept.token, 'last_seen_at', 55_000);
    const touched = await current(kept.token);
    expect(touched.status).toBe(200);
    expect(Date.parse(touched.body.idleExpiresAt)).toBeGreaterThan(Date.now() + 55_000);

    const idle = await signIn();
    await setAgo(idle.token, 'last_seen_at', 61_000);
    expect((await current(idle.token)).body.code).toBe('UNAUTHENTICATED');
  });

  it('answers the absolute end as the idle end when it comes first', async () => {
    const { token } = await signIn();
    // 10 s before its absolute end (a negative age), fewer than the 60 idle seconds.
    await setAgo(token, 'expires_at', -10_000);
    const answer = await current(token);
    expect(answer.status).toBe(200);
    expect(answer.body.idleExpiresAt).toBe(answer.body.expiresAt);
  });
});
