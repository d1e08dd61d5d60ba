import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApi, type TestApi } from '../../testing/test-app.js';
import { STAFF_TEST_PASSWORD, signedInStaff } from '../../testing/staff.js';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';

interface Session {
  headers: { cookie: string; 'x-csrf-token': string };
  id: string;
}

describe.each(DIALECTS)('staff members see and end their sessions on %s (issue 29)', (dialect) => {
  let api: TestApi;
  let admin: Session;
  let adminId: string;

  /** A sign-in of an existing account from a browser and an address: its headers and session id. */
  const signIn = async (email: string, userAgent: string, address: string): Promise<Session> => {
    const answer = await api.request('POST', '/api/staff/session', {
      json: { email, password: STAFF_TEST_PASSWORD },
      headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
    });
    expect(answer.body.stage).toBe('signed-in');
    const token = /cipta_staff=([^;]*)/.exec(answer.headers.get('set-cookie')!)![1]!;
    const row = await api.db
      .selectFrom('staff_sessions')
      .select('id')
      .where('csrf_token', '=', answer.body.csrfToken)
      .executeTakeFirstOrThrow();
    return { headers: { cookie: `cipta_staff=${token}`, 'x-csrf-token': answer.body.csrfToken }, id: row.id };
  };
  const listOwn = (session: Session) => api.request('GET', '/api/staff/sessions', { headers: session.headers });
  const userId = async (email: string) =>
    (await api.db.selectFrom('staff_users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const audited = (action: string) =>
    api.db
      .selectFrom('staff_audit_log')
      .select(['actor_id', 'target_id', 'details'])
      .where('action', '=', action)
      .orderBy('at')
      .execute();

  beforeAll(async () => {
    api = await startTestApi(dialect, { STAFF_MFA: 'off', TRUST_PROXY: 'on' });
    await signedInStaff(api, [
      ['dewi@example.com', 'admin'],
      ['budi@example.com', 'staff'],
      ['sari@example.com', 'staff'],
    ] as const);
    admin = await signIn('dewi@example.com', WINDOWS_CHROME, '198.51.100.1');
    adminId = await userId('dewi@example.com');
  });
  afterAll(() => api?.close());

  it('lists two sign-ins of one account with their devices, addresses and the current mark', async () => {
    const phone = await signIn('budi@example.com', IPHONE_SAFARI, '203.0.113.7');
    const laptop = await signIn('budi@example.com', WINDOWS_CHROME, '::ffff:198.51.100.20');
    const answer = await listOwn(laptop);
    expect(answer.status).toBe(200);
    const mine = answer.body.items.filter((item: { id: string }) => [phone.id, laptop.id].includes(item.id));
    // The most recently active first: the laptop has just made this call.
    expect(mine).toEqual([
      expect.objectContaining({ id: laptop.id, device: 'Chrome · Windows', address: '198.51.100.20', current: true }),
      expect.objectContaining({ id: phone.id, device: 'Safari · iOS', address: '203.0.113.7', current: false }),
    ]);
    expect(mine[0]).toEqual({
      id: laptop.id,
      device: 'Chrome · Windows',
      address: '198.51.100.20',
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      current: true,
    });
    // The session the helper signed in is a third, listed too; an ended one is not.
    expect(answer.body.items).toHaveLength(3);
    expect((await listOwn(phone)).body.items.find((item: { current: boolean }) => item.current).id).toBe(phone.id);
  });

  it('ends another own session at once (401 on its next call), audited; the current and others’ are 404', async () => {
    const phone = await signIn('sari@example.com', IPHONE_SAFARI, '203.0.113.8');
    const laptop = await signIn('sari@example.com', WINDOWS_CHROME, '203.0.113.9');
    const other = await signIn('budi@example.com', WINDOWS_CHROME, '203.0.113.10');

    const noCsrf = await api.request('DELETE', `/api/staff/sessions/${phone.id}`, {
      headers: { cookie: laptop.headers.cookie },
    });
    expect(noCsrf).toMatchObject({ status: 403, body: { code: 'CSRF_FAILED' } });
    expect((await listOwn(phone)).status).toBe(200);

    for (const id of [laptop.id, other.id, 'no-such-session']) {
      const refused = await api.request('DELETE', `/api/staff/sessions/${id}`, { headers: laptop.headers });
      expect(refused, id).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    }
    expect((await listOwn(other)).status).toBe(200);

    const ended = await api.request('DELETE', `/api/staff/sessions/${phone.id}`, { headers: laptop.headers });
    expect(ended.status).toBe(204);
    expect((await listOwn(phone)).body.code).toBe('UNAUTHENTICATED');
    expect((await api.request('GET', '/api/staff/applications', { headers: phone.headers })).status).toBe(401);
    expect((await listOwn(laptop)).body.items.map((item: { id: string }) => item.id)).not.toContain(phone.id);
    // Ended once: again it is unknown.
    expect((await api.request('DELETE', `/api/staff/sessions/${phone.id}`, { headers: laptop.headers })).status).toBe(
      404,
    );

    const sari = await userId('sari@example.com');
    expect(await audited('session-ended')).toEqual([
      { actor_id: sari, target_id: sari, details: JSON.stringify({ session: phone.id }) },
    ]);
  });

  it('ends every other own session and answers how many, leaving only the current', async () => {
    const first = await signIn('sari@example.com', IPHONE_SAFARI, '203.0.113.11');
    const second = await signIn('sari@example.com', IPHONE_SAFARI, '203.0.113.12');
    const current = await signIn('sari@example.com', WINDOWS_CHROME, '203.0.113.13');
    const before = (await listOwn(current)).body.items.length;
    expect(before).toBeGreaterThanOrEqual(3);

    const noCsrf = await api.request('POST', '/api/staff/sessions/end-others', {
      headers: { cookie: current.headers.cookie },
    });
    expect(noCsrf).toMatchObject({ status: 403, body: { code: 'CSRF_FAILED' } });

    const answer = await api.request('POST', '/api/staff/sessions/end-others', { headers: current.headers });
    expect(answer).toMatchObject({ status: 200, body: { ended: before - 1 } });
    for (const gone of [first, second]) expect((await listOwn(gone)).status).toBe(401);
    expect((await listOwn(current)).body.items).toEqual([expect.objectContaining({ id: current.id, current: true })]);
    // Another member's sessions stay.
    expect((await listOwn(admin)).status).toBe(200);

    const sari = await userId('sari@example.com');
    expect(await audited('other-sessions-ended')).toEqual([
      { actor_id: sari, target_id: sari, details: JSON.stringify({ ended: before - 1 }) },
    ]);
  });

  it('lets an admin list and end a member’s sessions; staff get 403', async () => {
    const budi = await userId('budi@example.com');
    const member = await signIn('budi@example.com', IPHONE_SAFARI, '203.0.113.20');

    for (const [method, path] of [
      ['GET', `/api/staff/users/${budi}/sessions`],
      ['POST', `/api/staff/users/${budi}/sessions/end`],
    ] as const) {
      const refused = await api.request(method, path, { headers: member.headers });
      expect(refused, path).toMatchObject({ status: 403, body: { code: 'ROLE_FORBIDDEN' } });
    }
    const unknown = await api.request('GET', '/api/staff/users/nobody/sessions', { headers: admin.headers });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });

    const listed = await api.request('GET', `/api/staff/users/${budi}/sessions`, { headers: admin.headers });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({ id: member.id, device: 'Safari · iOS', address: '203.0.113.20', current: false }),
    );
    expect(listed.body.items.every((item: { current: boolean }) => !item.current)).toBe(true);
    const count = listed.body.items.length;

    const noCsrf = await api.request('POST', `/api/staff/users/${budi}/sessions/end`, {
      headers: { cookie: admin.headers.cookie },
    });
    expect(noCsrf).toMatchObject({ status: 403, body: { code: 'CSRF_FAILED' } });

    const ended = await api.request('POST', `/api/staff/users/${budi}/sessions/end`, { headers: admin.headers });
    expect(ended).toMatchObject({ status: 200, body: { ended: count } });
    expect((await listOwn(member)).status).toBe(401);
    expect((await api.request('GET', `/api/staff/users/${budi}/sessions`, { headers: admin.headers })).body).toEqual({
      items: [],
    });
    expect(await audited('staff-user-sessions-ended')).toEqual([
      { actor_id: adminId, target_id: budi, details: JSON.stringify({ ended: count }) },
    ]);
  });

  it('lets an admin end their own sessions but the one in use', async () => {
    const elsewhere = await signIn('dewi@example.com', IPHONE_SAFARI, '203.0.113.30');
    const own = await api.request('GET', `/api/staff/users/${adminId}/sessions`, { headers: admin.headers });
    expect(own.body.items.filter((item: { current: boolean }) => item.current)).toEqual([
      expect.objectContaining({ id: admin.id }),
    ]);
    const ended = await api.request('POST', `/api/staff/users/${adminId}/sessions/end`, { headers: admin.headers });
    expect(ended.body.ended).toBeGreaterThanOrEqual(1);
    expect((await listOwn(elsewhere)).status).toBe(401);
    expect((await listOwn(admin)).body.items).toEqual([expect.objectContaining({ id: admin.id, current: true })]);
  });

  it('needs a session on every new route', async () => {
    for (const [method, path] of [
      ['GET', '/api/staff/sessions'],
      ['DELETE', `/api/staff/sessions/${admin.id}`],
      ['POST', '/api/staff/sessions/end-others'],
      ['GET', `/api/staff/users/${adminId}/sessions`],
      ['POST', `/api/staff/users/${adminId}/sessions/end`],
    ] as const) {
      expect((await api.request(method, path)).status, path).toBe(401);
    }
  });
});
