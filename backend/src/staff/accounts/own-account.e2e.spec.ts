import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApi, type ApiAnswer, type TestApi } from '../../testing/test-app.js';
import { StaffAccounts } from './staff-accounts.js';

// issue 28: staff accounts people can set up alone: the set-up and reset links by e-mail, one's
// own password change, and a new authenticator after a recovery code.

const PASSWORD = 'lantern-orbit-cashew-91';
const NEW_PASSWORD = 'harbour-violet-pumice-archive';

function cookieOf(answer: ApiAnswer): string {
  const match = /cipta_staff=([^;]*)/.exec(answer.headers.get('set-cookie') ?? '');
  expect(match, 'a session cookie').not.toBeNull();
  return match![1]!;
}

function totp(secret: string, stepsAhead = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

describe.each(DIALECTS)('own staff accounts on %s (issue 28)', (dialect) => {
  let api: TestApi;
  let accounts: StaffAccounts;
  let admin: Record<string, string>;
  const signIn = (email: string, password: string, code?: string) =>
    api.request('POST', '/api/staff/session', { json: { email, password, ...(code ? { code } : {}) } });
  const withSession = (answer: ApiAnswer) => ({
    cookie: `cipta_staff=${cookieOf(answer)}`,
    'x-csrf-token': answer.body.csrfToken as string,
  });

  /** A new account with its second factor enrolled: its id, secret, recovery codes and session headers. */
  const enrolled = async (email: string, role: 'admin' | 'staff' = 'staff') => {
    const { user } = await accounts.add(email, role, email.split('@')[0], 'en');
    await accounts.setPassword(user, PASSWORD);
    const first = await signIn(email, PASSWORD);
    const secret = first.body.enrolment.secret as string;
    const confirmed = await api.request('POST', '/api/staff/session/second-factor', {
      json: { code: totp(secret) },
      headers: withSession(first),
    });
    return {
      id: user.id,
      secret,
      recoveryCodes: confirmed.body.recoveryCodes as string[],
      headers: withSession(confirmed),
    };
  };

  const mailTo = (email: string) =>
    api.db.selectFrom('mail_outbox').selectAll().where('recipients', '=', email).orderBy('created_at').execute();

  beforeAll(async () => {
    api = await startTestApi(dialect, { STAFF_WEB_URL: 'https://staff.cipta.example' });
    accounts = new StaffAccounts(api.db);
    admin = (await enrolled('admin.own@example.com', 'admin')).headers;
  });
  afterAll(() => api?.close());

  it("e-mails a new account's set-up link to its holder, in their language, and the link sets the account up", async () => {
    const added = await api.request('POST', '/api/staff/users', {
      json: { email: 'wulan.new@example.com', name: 'Wulan Sari', role: 'staff', language: 'id' },
      headers: admin,
    });
    expect(added.status).toBe(201);
    const [mail, ...more] = await mailTo('wulan.new@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'staff-account-setup', language: 'id', subject_type: 'staff-user' });
    expect(mail!.subject_id).toBe(added.body.account.id);
    const params = JSON.parse(mail!.params);
    expect(params).toMatchObject({ name: 'Wulan Sari', reason: 'new', expiresAt: added.body.expiresAt });
    // On STAFF_WEB_URL, in the holder's language; the same token as the one the admin sees.
    expect(params.link).toMatch(/^https:\/\/staff\.cipta\.example\/login\/setup\?lng=id#token=[\w-]{43}$/);
    const token = params.link.split('#token=')[1];
    expect(added.body.setupLink).toBe(`https://staff.cipta.example/login/setup#token=${token}`);

    const setUp = await api.request('POST', '/api/staff/setup', { json: { token, password: NEW_PASSWORD } });
    expect(setUp.status).toBe(200);
    expect((await signIn('wulan.new@example.com', NEW_PASSWORD)).body.stage).toBe('enrol-second-factor');
  });

  it('e-mails every reset link too, and only the latest one works', async () => {
    const member = await enrolled('rina.reset@example.com');
    const reset = await api.request('POST', `/api/staff/users/${member.id}/password-reset`, { headers: admin });
    expect(reset.status).toBe(200);
    const mails = await mailTo('rina.reset@example.com');
    expect(mails.map((mail) => [mail.kind, mail.language, JSON.parse(mail.params).reason])).toEqual([
      ['staff-account-setup', 'en', 'reset'],
    ]);
    expect(JSON.parse(mails[0]!.params).link).toContain('/login/setup?lng=en#token=');
  });

  it('refuses a taken address without a message or an account', async () => {
    const again = await api.request('POST', '/api/staff/users', {
      json: { email: 'admin.own@example.com', name: 'Twice', role: 'staff' },
      headers: admin,
    });
    expect(again.body.code).toBe('STAFF_EXISTS');
    expect(await mailTo('admin.own@example.com')).toEqual([]);
  });

  it('changes its own password with the current one and a code; the other sessions end', async () => {
    const member = await enrolled('budi.own@example.com');
    const elsewhere = withSession(await signIn('budi.own@example.com', PASSWORD, totp(member.secret, 1)));
    const change = (json: Record<string, string>) =>
      api.request('POST', '/api/staff/session/password', { json, headers: member.headers });

    const wrongPassword = await change({ currentPassword: 'not-it', code: '000000', newPassword: NEW_PASSWORD });
    expect(wrongPassword).toMatchObject({ status: 403, body: { code: 'CURRENT_PASSWORD_WRONG' } });
    const wrongCode = await change({ currentPassword: PASSWORD, code: '000000', newPassword: NEW_PASSWORD });
    expect(wrongCode).toMatchObject({ status: 403, body: { code: 'SECOND_FACTOR_WRONG' } });
    const noCode = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(noCode.body.code).toBe('SECOND_FACTOR_WRONG');
    // The policy answers codes, zxcvbn's feedback as codes too (issue 28).
    // The policy comes first: a refused new password spends no code.
    const weak = await change({ currentPassword: PASSWORD, code: '000000', newPassword: 'Password123!' });
    expect(weak).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', details: [{ field: 'newPassword', code: 'PASSWORD_TOO_WEAK' }] },
    });
    expect(weak.body.details[0].warning).toBe('similarToCommon');

    // The authenticator's codes up to the next step are spent (one sign-in each): a recovery code serves.
    const done = await change({ currentPassword: PASSWORD, code: member.recoveryCodes[0]!, newPassword: NEW_PASSWORD });
    expect(done).toMatchObject({ status: 200, body: { endedSessions: 1 } });
    expect((await api.request('GET', '/api/staff/session', { headers: elsewhere })).status).toBe(401);
    expect((await api.request('GET', '/api/staff/session', { headers: member.headers })).status).toBe(200);
    expect((await signIn('budi.own@example.com', PASSWORD, member.recoveryCodes[1])).status).toBe(401);
    expect((await signIn('budi.own@example.com', NEW_PASSWORD, member.recoveryCodes[1])).status).toBe(200);

    const log = await api.db
      .selectFrom('staff_audit_log')
      .select(['action', 'details'])
      .where('actor_id', '=', member.id)
      .where('action', 'in', ['own-password-changed', 'sign-in-failed'])
      .orderBy('at')
      .execute();
    expect(log.map((row) => [row.action, JSON.parse(row.details ?? '{}')])).toEqual([
      ['sign-in-failed', { reason: 'password', passwordChange: true }],
      ['sign-in-failed', { reason: 'code', passwordChange: true }],
      ['sign-in-failed', { reason: 'code', passwordChange: true }],
      ['own-password-changed', { ended: 1 }],
    ]);
  });

  it('counts wrong current passwords against the sign-in lockout', async () => {
    const member = await enrolled('sari.lock@example.com');
    const change = () =>
      api.request('POST', '/api/staff/session/password', {
        json: { currentPassword: 'guess-guess-guess', code: '000000', newPassword: NEW_PASSWORD },
        headers: member.headers,
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await change()).status).toBe(403);
    const locked = await change();
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn('sari.lock@example.com', PASSWORD, totp(member.secret, 1))).status).toBe(429);
    // The holder was told, as after wrong sign-ins.
    expect((await mailTo('sari.lock@example.com')).map((mail) => mail.kind)).toEqual(['staff-sign-in-locked']);
  });

  it('says how many recovery codes are left, and sets up a new authenticator with the password again', async () => {
    const member = await enrolled('dian.renew@example.com');
    const byCode = await signIn('dian.renew@example.com', PASSWORD, member.recoveryCodes[0]);
    expect(byCode.body).toMatchObject({ stage: 'signed-in', recoveryCodesLeft: 9 });
    expect((await signIn('dian.renew@example.com', PASSWORD, totp(member.secret, 1))).body).not.toHaveProperty(
      'recoveryCodesLeft',
    );

    const renew = (password: string) =>
      api.request('POST', '/api/staff/session/second-factor/renew', {
        json: { password },
        headers: withSession(byCode),
      });
    expect((await renew('not-it')).body.code).toBe('CURRENT_PASSWORD_WRONG');
    const renewed = await renew(PASSWORD);
    expect(renewed.body).toMatchObject({ stage: 'enrol-second-factor', enrolment: { secret: expect.any(String) } });
    expect(renewed.body.enrolment.secret).not.toBe(member.secret);
    // Every session of the account ended; the old codes no longer work.
    expect((await api.request('GET', '/api/staff/session', { headers: member.headers })).status).toBe(401);
    expect((await api.request('GET', '/api/staff/session', { headers: withSession(byCode) })).status).toBe(401);
    const confirmed = await api.request('POST', '/api/staff/session/second-factor', {
      json: { code: totp(renewed.body.enrolment.secret) },
      headers: withSession(renewed),
    });
    expect(confirmed.body.stage).toBe('signed-in');
    expect((await signIn('dian.renew@example.com', PASSWORD, member.recoveryCodes[1])).status).toBe(401);
  });
});
