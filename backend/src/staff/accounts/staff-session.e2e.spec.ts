import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApi, type ApiAnswer, type TestApi } from '../../testing/test-app.js';
import { StaffAccounts } from './staff-accounts.js';

const PASSWORD = 'lantern-orbit-cashew-91';

/** The session token a Set-Cookie header sets. */
function cookieOf(answer: ApiAnswer): string {
  const header = answer.headers.get('set-cookie') ?? '';
  const match = /cipta_staff=([^;]*)/.exec(header);
  expect(match, 'a session cookie').not.toBeNull();
  return match![1]!;
}

/** A code of the authenticator, `stepsAhead` 30-second steps from now (the API allows one step of drift). */
function totp(secret: string, stepsAhead = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

describe.each(DIALECTS)('staff sign-in and sessions on %s (product §10.2)', (dialect) => {
  let api: TestApi;
  let accounts: StaffAccounts;
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const signIn = (email: string, password: string, code?: string, address = '192.0.2.10') =>
    api.request('POST', '/api/staff/session', {
      json: { email, password, ...(code ? { code } : {}) },
      headers: from(address),
    });
  const withSession = (token: string, csrf?: string) => ({
    cookie: `cipta_staff=${token}`,
    ...(csrf ? { 'x-csrf-token': csrf } : {}),
  });

  /** A new account, its second factor enrolled through the API: its id, secret and session headers. */
  const enrolled = async (email: string, role: 'admin' | 'staff', language: 'en' | 'id' = 'en') => {
    const { user } = await accounts.add(email, role, email.split('@')[0], language);
    await accounts.setPassword(user, PASSWORD);
    const first = await signIn(email, PASSWORD, undefined, '203.0.113.1');
    const secret = first.body.enrolment.secret as string;
    const confirmed = await api.request('POST', '/api/staff/session/second-factor', {
      json: { code: totp(secret) },
      headers: withSession(cookieOf(first), first.body.csrfToken),
    });
    return { id: user.id, secret, headers: withSession(cookieOf(confirmed), confirmed.body.csrfToken) };
  };

  beforeAll(async () => {
    api = await startTestApi(dialect, { TRUST_PROXY: 'on' });
    accounts = new StaffAccounts(api.db);
    for (const [email, role] of [
      ['dewi@example.com', 'admin'],
      ['budi@example.com', 'staff'],
      ['sari@example.com', 'staff'],
    ] as const) {
      const { user } = await accounts.add(email, role);
      await accounts.setPassword(user, PASSWORD);
    }
  });
  afterAll(() => api?.close());

  it('answers 401 on every staff session call without a session, and with a made-up one', async () => {
    for (const headers of [{}, withSession('made-up-token')]) {
      expect((await api.request('GET', '/api/staff/session', { headers })).body.code).toBe('UNAUTHENTICATED');
      expect((await api.request('DELETE', '/api/staff/session', { headers })).status).toBe(401);
      const enrol = await api.request('POST', '/api/staff/session/second-factor', {
        json: { code: '123456' },
        headers,
      });
      expect(enrol.status).toBe(401);
    }
  });

  it('enrols the second factor at the first sign-in, with ten recovery codes, and rotates the session', async () => {
    const first = await signIn('dewi@example.com', PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      stage: 'enrol-second-factor',
      user: { email: 'dewi@example.com', role: 'admin' },
    });
    const { secret, otpauthUri } = first.body.enrolment;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Cipta%20Visa:dewi%40example\.com\?secret=/);
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/staff/);
    expect(cookie).not.toMatch(/Secure/);
    const enrolling = cookieOf(first);
    expect(Buffer.from(enrolling, 'base64url')).toHaveLength(32);

    // The token is stored only as its hash.
    const stored = await api.db.selectFrom('staff_sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(enrolling);

    const noCsrf = await api.request('POST', '/api/staff/session/second-factor', {
      json: { code: totp(secret) },
      headers: withSession(enrolling),
    });
    expect(noCsrf).toMatchObject({ status: 403, body: { code: 'CSRF_FAILED' } });
    const wrong = await api.request('POST', '/api/staff/session/second-factor', {
      json: { code: '000000' },
      headers: withSession(enrolling, first.body.csrfToken),
    });
    expect(wrong).toMatchObject({ status: 400, body: { details: [{ field: 'code' }] } });

    const enrolled = await api.request('POST', '/api/staff/session/second-factor', {
      json: { code: totp(secret) },
      headers: withSession(enrolling, first.body.csrfToken),
    });
    expect(enrolled.body).toMatchObject({ stage: 'signed-in' });
    expect(enrolled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.body.recoveryCodes).size).toBe(10);
    const signedIn = cookieOf(enrolled);
    expect(signedIn).not.toBe(enrolling);
    expect((await api.request('GET', '/api/staff/session', { headers: withSession(enrolling) })).status).toBe(401);
    expect((await api.request('GET', '/api/staff/session', { headers: withSession(signedIn) })).body).toMatchObject({
      stage: 'signed-in',
      csrfToken: enrolled.body.csrfToken,
    });

    // Later sign-ins need a code: a missing one is asked for, a wrong or reused one fails.
    expect((await signIn('dewi@example.com', PASSWORD)).body.code).toBe('SECOND_FACTOR_REQUIRED');
    // issue 29: a right password without its code is audited.
    const codeMissing = await api.db
      .selectFrom('staff_audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'sign-in-failed')
      .where('details', 'like', '%code-missing%')
      .execute();
    expect(codeMissing).toHaveLength(1);
    expect((await signIn('dewi@example.com', PASSWORD, '000000')).body.code).toBe('SIGN_IN_FAILED');
    expect((await signIn('dewi@example.com', PASSWORD, totp(secret))).body.code).toBe('SIGN_IN_FAILED');
    const next = totp(secret, 1);
    expect((await signIn('dewi@example.com', PASSWORD, next)).body.stage).toBe('signed-in');
    expect((await signIn('dewi@example.com', PASSWORD, next)).body.code).toBe('SIGN_IN_FAILED');

    // A recovery code works once, in any case and without its dash.
    const recovery = enrolled.body.recoveryCodes[0] as string;
    const typed = recovery.toLowerCase().replace('-', '');
    expect((await signIn('dewi@example.com', PASSWORD, typed)).body.stage).toBe('signed-in');
    expect((await signIn('dewi@example.com', PASSWORD, recovery)).body.code).toBe('SIGN_IN_FAILED');

    const actions = await api.db.selectFrom('staff_audit_log').select('action').execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['sign-in', 'second-factor-enrolled', 'sign-in-failed', 'recovery-code-used']),
    );
  });

  // issue 29, medium 1: a leftover enrolment session could confirm again and take the factor over.
  it('gives each enrolment session its own secret, and ends the others when one confirms', async () => {
    const { user } = await accounts.add('tari@example.com', 'staff');
    await accounts.setPassword(user, PASSWORD);
    const owner = await signIn('tari@example.com', PASSWORD, undefined, '192.0.2.31');
    const leftover = await signIn('tari@example.com', PASSWORD, undefined, '192.0.2.32');
    expect([owner.body.stage, leftover.body.stage]).toEqual(['enrol-second-factor', 'enrol-second-factor']);
    const secret = owner.body.enrolment.secret as string;
    const otherSecret = leftover.body.enrolment.secret as string;
    expect(otherSecret).not.toBe(secret);
    // Looking again shows the same session the same secret.
    const again = await api.request('GET', '/api/staff/session', { headers: withSession(cookieOf(owner)) });
    expect(again.body.enrolment.secret).toBe(secret);

    const confirmed = await api.request('POST', '/api/staff/session/second-factor', {
      json: { code: totp(secret) },
      headers: withSession(cookieOf(owner), owner.body.csrfToken),
    });
    expect(confirmed.body).toMatchObject({ stage: 'signed-in' });
    const codes = confirmed.body.recoveryCodes as string[];

    // The leftover session ended: it shows no secret and confirms nothing, with either secret.
    const leftoverHeaders = withSession(cookieOf(leftover), leftover.body.csrfToken);
    expect((await api.request('GET', '/api/staff/session', { headers: leftoverHeaders })).status).toBe(401);
    for (const code of [totp(otherSecret), totp(secret, 1)]) {
      const taken = await api.request('POST', '/api/staff/session/second-factor', {
        json: { code },
        headers: leftoverHeaders,
      });
      expect(taken.status).toBe(401);
      expect(taken.body.recoveryCodes).toBeUndefined();
    }
    // The owner's authenticator and recovery codes still work; the other secret never does.
    expect((await signIn('tari@example.com', PASSWORD, totp(otherSecret, 1), '192.0.2.33')).body.code).toBe(
      'SIGN_IN_FAILED',
    );
    expect((await signIn('tari@example.com', PASSWORD, codes[0], '192.0.2.33')).body.stage).toBe('signed-in');
    expect((await signIn('tari@example.com', PASSWORD, totp(secret, 1), '192.0.2.33')).body.stage).toBe('signed-in');
  });

  it('lets one of two enrolment sessions confirming at once win, and ends the other', async () => {
    const { user } = await accounts.add('raka@example.com', 'staff');
    await accounts.setPassword(user, PASSWORD);
    const sessions = await Promise.all(
      ['192.0.2.41', '192.0.2.42'].map((address) => signIn('raka@example.com', PASSWORD, undefined, address)),
    );
    const answers = await Promise.all(
      sessions.map((session) =>
        api.request('POST', '/api/staff/session/second-factor', {
          json: { code: totp(session.body.enrolment.secret as string) },
          headers: withSession(cookieOf(session), session.body.csrfToken),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const secret = sessions[winner]!.body.enrolment.secret as string;
    expect((await signIn('raka@example.com', PASSWORD, totp(secret, 1), '192.0.2.43')).body.stage).toBe('signed-in');
  });

  it('gives an unknown address and a wrong password the same answer in comparable time', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await signIn(email, 'not-the-password-at-all', undefined, '192.0.2.20');
      return { answer, ms: performance.now() - started };
    };
    const unknown: Array<Awaited<ReturnType<typeof timed>>> = [];
    const wrong: typeof unknown = [];
    for (let i = 0; i < 3; i += 1) {
      unknown.push(await timed('nobody@example.com'));
      wrong.push(await timed('budi@example.com'));
    }
    expect(unknown[0]!.answer.status).toBe(401);
    expect(unknown[0]!.answer.body).toEqual(wrong[0]!.answer.body);
    // Both verify an Argon2id hash (tens of ms): skipping it for an unknown address would answer
    // in a few ms. The bound is loose because the test machine is shared.
    const median = (runs: typeof unknown) => runs.map((run) => run.ms).sort((a, b) => a - b)[1]!;
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.3);
    // The failure of an unknown address names no one in the audit log.
    const rows = await api.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'sign-in-failed')
      .execute();
    for (const row of rows) expect(JSON.stringify(row)).not.toMatch(/@example\.com/);
  });

  it('locks an account for 15 minutes after 5 wrong tries, even for the right password, from every address', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn('sari@example.com', 'wrong-password-guess', undefined, '192.0.2.30')).status).toBe(401);
    }
    const locked = await signIn('sari@example.com', PASSWORD, undefined, '192.0.2.30');
    expect(locked).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // issue 29: the account is locked, not the address (RATE_LIMIT is off in these tests: the
    // lockout holds regardless).
    expect((await signIn('sari@example.com', PASSWORD, undefined, '192.0.2.39')).status).toBe(429);
    // An unknown address is counted and locked alike: the lockout tells no one who is staff.
    for (let i = 0; i < 5; i += 1) await signIn('ghost@example.com', 'wrong-password-guess', undefined, '192.0.2.30');
    expect((await signIn('ghost@example.com', 'wrong-password-guess', undefined, '192.0.2.30')).status).toBe(429);
    expect((await signIn('ghost@example.com', 'wrong-password-guess', undefined, '192.0.2.38')).status).toBe(429);
  });

  // issue 29, medium 2: 150 wrong codes from 30 addresses were never refused.
  it('locks an account after 5 wrong codes from 5 addresses, tells its holder, and an admin lifts it', async () => {
    const admin = await enrolled('lestari@example.com', 'admin');
    const holder = await enrolled('wulan@example.com', 'staff', 'id');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await signIn('wulan@example.com', PASSWORD, '000000', `198.51.100.${i + 1}`);
      expect(wrong.body.code).toBe('SIGN_IN_FAILED');
    }
    const refused = await signIn('wulan@example.com', PASSWORD, totp(holder.secret, 1), '198.51.100.9');
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });

    // The holder is told once, in their language.
    const notices = await api.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'staff-sign-in-locked')
      .where('subject_id', '=', holder.id)
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ subject_type: 'staff-user', language: 'id' });
    expect(notices[0]!.recipients).toBe('wulan@example.com');

    // An admin sees until when, and lifts it; the holder signs in at once.
    const list = await api.request('GET', '/api/staff/users', { headers: admin.headers });
    const listed = list.body.items.find((item: { email: string }) => item.email === 'wulan@example.com');
    expect(Date.parse(listed.signInLockedUntil)).toBeGreaterThan(Date.now() + 800_000);
    const lifted = await api.request('POST', `/api/staff/users/${holder.id}/sign-in-unlock`, {
      headers: admin.headers,
    });
    expect(lifted.status).toBe(200);
    expect(lifted.body.signInLockedUntil).toBeUndefined();
    expect((await signIn('wulan@example.com', PASSWORD, totp(holder.secret, 1), '198.51.100.9')).body.stage).toBe(
      'signed-in',
    );
    const audit = await api.db
      .selectFrom('staff_audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'staff-user-sign-in-unlocked')
      .execute();
    expect(audit).toEqual([{ action: 'staff-user-sign-in-unlocked', target_id: holder.id }]);
    // Staff who are not admins cannot lift a lock.
    const staffHeaders = { headers: holder.headers };
    expect((await api.request('POST', `/api/staff/users/${admin.id}/sign-in-unlock`, staffHeaders)).status).toBe(403);
  });

  it('ends a session after 30 minutes idle, 12 hours after sign-in, and at sign-out', async () => {
    const sessions = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await signIn('budi@example.com', PASSWORD, undefined, '192.0.2.40');
      sessions.push({ token: cookieOf(answer), csrf: answer.body.csrfToken as string });
    }
    const [idle, old, active] = sessions as [(typeof sessions)[0], (typeof sessions)[0], (typeof sessions)[0]];
    const { tokenHash } = await import('../common/tokens.js');
    await api.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('token_hash', '=', tokenHash(idle.token))
      .execute();
    await api.db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', tokenHash(old.token))
      .execute();
    const idleAnswer = await api.request('GET', '/api/staff/session', { headers: withSession(idle.token) });
    expect(idleAnswer.status).toBe(401);
    expect(idleAnswer.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await api.request('GET', '/api/staff/session', { headers: withSession(old.token) })).status).toBe(401);

    const withoutCsrf = await api.request('DELETE', '/api/staff/session', { headers: withSession(active.token) });
    expect(withoutCsrf).toMatchObject({ status: 403, body: { code: 'CSRF_FAILED' } });
    const out = await api.request('DELETE', '/api/staff/session', { headers: withSession(active.token, active.csrf) });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/cipta_staff=; .*Max-Age=0/);
    expect((await api.request('GET', '/api/staff/session', { headers: withSession(active.token) })).status).toBe(401);
    const row = await api.db
      .selectFrom('staff_sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash(active.token))
      .executeTakeFirstOrThrow();
    expect(row.ended_at).not.toBeNull();
    expect(
      await api.db.selectFrom('staff_audit_log').select('id').where('action', '=', 'sign-out').execute(),
    ).toHaveLength(1);
  });

  it('sends the cookie Secure over HTTPS, and ends the old session at a new sign-in', async () => {
    const first = await signIn('budi@example.com', PASSWORD, undefined, '192.0.2.50');
    const second = await api.request('POST', '/api/staff/session', {
      json: { email: 'budi@example.com', password: PASSWORD },
      headers: { ...from('192.0.2.50'), 'x-forwarded-proto': 'https', cookie: `cipta_staff=${cookieOf(first)}` },
    });
    expect(second.headers.get('set-cookie')).toMatch(/; Secure/);
    expect((await api.request('GET', '/api/staff/session', { headers: withSession(cookieOf(first)) })).status).toBe(
      401,
    );
    // issue 29: over HTTPS the cookie carries the __Host- prefix (Secure, Path=/, no Domain), and it works.
    const cookie = second.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-cipta_staff=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/);
    const token = /^__Host-cipta_staff=([^;]+)/.exec(cookie)![1]!;
    const resumed = await api.request('GET', '/api/staff/session', {
      headers: { 'x-forwarded-proto': 'https', cookie: `__Host-cipta_staff=${token}` },
    });
    expect(resumed.status).toBe(200);
    const signedOut = await api.request('DELETE', '/api/staff/session', {
      headers: {
        'x-forwarded-proto': 'https',
        cookie: `__Host-cipta_staff=${token}`,
        'x-csrf-token': resumed.body.csrfToken,
      },
    });
    expect(signedOut.headers.get('set-cookie')).toMatch(/^__Host-cipta_staff=; Path=\/; Max-Age=0;.*; Secure$/);
  });

  it('refuses a disabled account with the same answer as a wrong password', async () => {
    const user = (await accounts.findByEmail('budi@example.com'))!;
    await api.db
      .updateTable('staff_users')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    expect((await signIn('budi@example.com', PASSWORD, undefined, '192.0.2.60')).body.code).toBe('SIGN_IN_FAILED');
  });
});

describe('STAFF_MFA=off (local experiments)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', { STAFF_MFA: 'off' });
    const accounts = new StaffAccounts(api.db);
    const { user } = await accounts.add('dewi@example.com', 'admin');
    await accounts.setPassword(user, PASSWORD);
  });
  afterAll(() => api?.close());

  it('signs in with the password alone', async () => {
    const answer = await api.request('POST', '/api/staff/session', {
      json: { email: 'dewi@example.com', password: PASSWORD },
    });
    expect(answer.body).toMatchObject({ stage: 'signed-in' });
    expect(answer.body.enrolment).toBeUndefined();
  });
});
