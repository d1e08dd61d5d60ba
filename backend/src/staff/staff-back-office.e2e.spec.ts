import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApi, type ApiAnswer, type TestApi } from '../testing/test-app.js';
import { StaffAccounts } from './accounts/staff-accounts.js';

// Issue 13's inboxes, promotion and staff management, and issue 14's staff language: roles,
// CSRF, the last admin, and an audit row for each change (ids only). SQLite and PostgreSQL.

const PASSWORD = 'lantern-orbit-cashew-91';

interface Staff {
  id: string;
  headers: Record<string, string>;
}

describe.each(DIALECTS)('the staff back office on %s (issue 13)', (dialect) => {
  let api: TestApi;
  let admin: Staff;
  let member: Staff;

  async function signIn(email: string): Promise<Staff> {
    const answer = await api.request('POST', '/api/staff/session', { json: { email, password: PASSWORD } });
    expect(answer.body.stage).toBe('signed-in');
    return {
      id: answer.body.user.id,
      headers: {
        cookie: `cipta_staff=${/cipta_staff=([^;]*)/.exec(answer.headers.get('set-cookie')!)![1]}`,
        'x-csrf-token': answer.body.csrfToken,
      },
    };
  }

  const post = (staff: Staff, path: string, json: unknown = {}, csrf = true): Promise<ApiAnswer> => {
    const headers = { ...staff.headers };
    if (!csrf) delete headers['x-csrf-token'];
    return api.request('POST', path, { json, headers });
  };
  const get = (staff: Staff, path: string) => api.request('GET', path, { headers: staff.headers });
  const audit = async (action: string) =>
    api.db.selectFrom('staff_audit_log').selectAll().where('action', '=', action).execute();

  beforeAll(async () => {
    api = await startTestApi(dialect, { STAFF_MFA: 'off', STAFF_NOTIFY_EMAIL: 'budi@example.com,desk@agency.example' });
    const accounts = new StaffAccounts(api.db);
    for (const [email, role, name] of [
      ['dewi@example.com', 'admin', 'Dewi Lestari'],
      ['budi@example.com', 'staff', 'Budi Santoso'],
    ] as const) {
      const { user } = await accounts.add(email, role, name);
      await accounts.setPassword(user, PASSWORD);
    }
    admin = await signIn('dewi@example.com');
    member = await signIn('budi@example.com');
  });
  afterAll(() => api?.close());

  it('refuses the admin operations to the staff role and every change without the CSRF token', async () => {
    const adminOnly: Array<[string, string, unknown?]> = [
      ['GET', '/api/staff/users'],
      ['POST', '/api/staff/users', { email: 'x@example.com', name: 'X', role: 'staff' }],
      ['POST', `/api/staff/users/${admin.id}/disabled`, { disabled: true }],
      ['POST', `/api/staff/users/${admin.id}/role`, { role: 'staff' }],
      ['POST', `/api/staff/users/${admin.id}/password-reset`],
      ['POST', `/api/staff/users/${admin.id}/second-factor-reset`],
      ['POST', '/api/staff/promotion/reset', { confirm: 'RESET' }],
    ];
    for (const [method, path, json] of adminOnly) {
      const answer = method === 'GET' ? await get(member, path) : await post(member, path, json ?? {});
      expect(answer, `${method} ${path}`).toMatchObject({ status: 403, body: { code: 'ROLE_FORBIDDEN' } });
    }
    for (const path of [
      '/api/staff/users',
      '/api/staff/promotion/reset',
      '/api/staff/session/language',
      '/api/staff/contact-messages/x/assignee',
      '/api/staff/contact-messages/x/handled',
      '/api/staff/consultation-requests/x/assignee',
      '/api/staff/consultation-requests/x/handled',
    ]) {
      expect(await post(admin, path, {}, false), path).toMatchObject({ status: 403, body: { code: 'CSRF_FAILED' } });
    }
    // Nothing was changed by the refused calls.
    expect(await audit('staff-user-added')).toHaveLength(0);
  });

  it('lists, opens, assigns and marks handled both inboxes, audited by ids', async () => {
    const message = await api.request('POST', '/api/contact-message', {
      json: { name: 'Ana Putri', email: 'ana@example.com', message: 'Can I extend my visa?' },
      headers: { 'accept-language': 'en' },
    });
    expect(message.status).toBe(201);
    const consultation = await api.request('POST', '/api/consultation-request', {
      json: {
        firstName: 'Kenji',
        lastName: 'Sato',
        email: 'kenji@example.com',
        phone: '+65 8123 4567',
        country: 'Singapore',
        message: 'Two work permits, please.',
        company: 'Sato Trading',
      },
    });
    expect(consultation.status).toBe(201);

    for (const [inbox, id] of [
      ['contact-messages', message.body.id],
      ['consultation-requests', consultation.body.id],
    ] as const) {
      const list = await get(member, `/api/staff/${inbox}?handled=false`);
      expect(list.body).toMatchObject({ total: 1, counts: { unhandled: 1, handled: 0 }, items: [{ id }] });
      const opened = await get(member, `/api/staff/${inbox}/${id}`);
      expect(opened.body).toMatchObject({ id, email: expect.stringContaining('@example.com') });
      expect(opened.body.assignee).toBeUndefined();
      expect((await get(member, `/api/staff/${inbox}/nope`)).status).toBe(404);

      const assigned = await post(admin, `/api/staff/${inbox}/${id}/assignee`, { staffId: member.id });
      expect(assigned.body.assignee).toEqual({ id: member.id, name: 'Budi Santoso' });
      expect((await get(member, `/api/staff/${inbox}?assignee=me`)).body.total).toBe(1);
      expect((await get(admin, `/api/staff/${inbox}?assignee=me`)).body.total).toBe(0);
      expect((await get(admin, `/api/staff/${inbox}?assignee=none`)).body.total).toBe(0);
      const unknown = await post(admin, `/api/staff/${inbox}/${id}/assignee`, { staffId: 'nobody' });
      expect(unknown).toMatchObject({ status: 400, body: { details: [{ field: 'staffId' }] } });

      const handled = await post(member, `/api/staff/${inbox}/${id}/handled`, { handled: true });
      expect(handled.body).toMatchObject({ handledAt: expect.any(String), handledBy: { id: member.id } });
      const after = await get(member, `/api/staff/${inbox}`);
      expect(after.body).toMatchObject({ total: 1, counts: { unhandled: 0, handled: 1 } });
      expect((await get(member, `/api/staff/${inbox}?handled=false`)).body.items).toEqual([]);
      const reopened = await post(member, `/api/staff/${inbox}/${id}/handled`, { handled: false });
      expect(reopened.body.handledAt).toBeUndefined();
      const unassigned = await post(member, `/api/staff/${inbox}/${id}/assignee`, { staffId: null });
      expect(unassigned.body.assignee).toBeUndefined();
    }
    for (const kind of ['contact-message', 'consultation-request']) {
      expect(await audit(`${kind}-viewed`)).toHaveLength(1);
      expect(await audit(`${kind}-assigned`)).toHaveLength(2);
      expect(await audit(`${kind}-handled`)).toHaveLength(2);
    }
    const rows = await api.db.selectFrom('staff_audit_log').selectAll().execute();
    expect(JSON.stringify(rows)).not.toMatch(/Ana Putri|Kenji|ana@example|extend my visa/);
  });

  it("validates both inboxes' queries, ids and bodies alike", async () => {
    for (const inbox of ['contact-messages', 'consultation-requests']) {
      for (const query of ['handled=maybe', 'page=0', 'pageSize=1000', `assignee=${'x'.repeat(65)}`]) {
        expect((await get(member, `/api/staff/${inbox}?${query}`)).status, `${inbox}?${query}`).toBe(400);
      }
      expect((await get(member, `/api/staff/${inbox}?page=2&pageSize=5`)).body).toMatchObject({ page: 2, pageSize: 5 });
      expect((await get(member, `/api/staff/${inbox}/${'x'.repeat(65)}`)).status).toBe(400);
      const noStaffId = await post(admin, `/api/staff/${inbox}/x/assignee`, {});
      expect(noStaffId).toMatchObject({ status: 400, body: { details: [{ field: 'staffId' }] } });
      const notBoolean = await post(member, `/api/staff/${inbox}/x/handled`, { handled: 'yes' });
      expect(notBoolean).toMatchObject({ status: 400, body: { details: [{ field: 'handled' }] } });
      expect((await post(member, `/api/staff/${inbox}/x/handled`, { handled: true, extra: 1 })).status).toBe(400);
    }
  });

  it('shows the promotion round and lets an admin reset it only with the confirmation', async () => {
    for (const email of ['one@example.com', 'two@example.com']) {
      const claimed = await api.request('POST', '/api/promo-claim', {
        json: { name: 'Ana Silva', email, phone: '+62 812 3456 7890', promo: 'Express Visa discount' },
      });
      expect(claimed.status).toBe(201);
    }
    const round = await get(member, '/api/staff/promotion');
    expect(round.body).toMatchObject({
      claimed: 2,
      remaining: round.body.limit - 2,
      total: 2,
      items: [
        { claimNumber: 1, email: 'one@example.com' },
        { claimNumber: 2, email: 'two@example.com' },
      ],
    });
    expect((await post(admin, '/api/staff/promotion/reset', {})).status).toBe(400);
    expect((await post(admin, '/api/staff/promotion/reset', { confirm: 'reset' })).status).toBe(400);
    expect((await get(member, '/api/staff/promotion')).body.claimed).toBe(2);
    const reset = await post(admin, '/api/staff/promotion/reset', { confirm: 'RESET' });
    expect(reset.body).toEqual({ success: true, cleared: 2 });
    const after = await get(member, '/api/staff/promotion');
    expect(after.body).toMatchObject({ claimed: 0, total: 0, items: [], lastResetAt: expect.any(String) });
    expect((await audit('promotion-reset')).map((row) => JSON.parse(row.details!))).toEqual([{ cleared: 2 }]);
  });

  it('manages accounts: add with a set-up link, role, disable and enable, resets, and never the last admin', async () => {
    const added = await post(admin, '/api/staff/users', {
      email: 'sari@example.com',
      name: 'Sari Wulandari',
      role: 'staff',
      language: 'en',
    });
    expect(added.status).toBe(201);
    expect(added.body.account).toMatchObject({ state: 'setup-pending', language: 'en', secondFactor: false });
    expect(added.body.setupLink).toMatch(/\/login\/setup#token=[\w-]{43}$/);
    const token = /#token=(.*)$/.exec(added.body.setupLink)![1];
    expect((await api.request('POST', '/api/staff/setup/lookup', { json: { token } })).body).toEqual({
      purpose: 'account',
      email: 'sari@example.com',
    });
    expect(
      (await post(admin, '/api/staff/users', { email: 'SARI@example.com', name: 'S', role: 'staff' })).status,
    ).toBe(409);
    const list = await get(admin, '/api/staff/users');
    expect(list.body.items.map((item: { name: string }) => item.name)).toEqual([
      'Budi Santoso',
      'Dewi Lestari',
      'Sari Wulandari',
    ]);

    // The only admin can neither demote nor disable themselves; an admin whose set-up link was
    // never used cannot sign in, and does not count (issue 29).
    expect(
      (await post(admin, '/api/staff/users', { email: 'rudi@example.com', name: 'Rudi', role: 'admin' })).status,
    ).toBe(201);
    expect(await post(admin, `/api/staff/users/${admin.id}/role`, { role: 'staff' })).toMatchObject({
      status: 409,
      body: { code: 'LAST_ADMIN' },
    });
    expect(await post(admin, `/api/staff/users/${admin.id}/disabled`, { disabled: true })).toMatchObject({
      status: 409,
      body: { code: 'LAST_ADMIN' },
    });
    expect((await post(admin, '/api/staff/users/nobody/role', { role: 'admin' })).status).toBe(404);

    // Disabling ends the member's session at once; enabling lets them sign in again.
    const disabled = await post(admin, `/api/staff/users/${member.id}/disabled`, { disabled: true });
    expect(disabled.body).toMatchObject({ state: 'disabled', disabledAt: expect.any(String) });
    expect((await get(member, '/api/staff/session')).status).toBe(401);
    const refused = await api.request('POST', '/api/staff/session', {
      json: { email: 'budi@example.com', password: PASSWORD },
    });
    expect(refused.status).toBe(401);
    expect((await post(admin, `/api/staff/users/${member.id}/disabled`, { disabled: false })).body.state).toBe(
      'active',
    );
    member = await signIn('budi@example.com');

    const promoted = await post(admin, `/api/staff/users/${member.id}/role`, { role: 'admin' });
    expect(promoted.body.role).toBe('admin');
    // Now another admin exists: the first may step down.
    expect((await post(admin, `/api/staff/users/${admin.id}/role`, { role: 'staff' })).body.role).toBe('staff');
    expect((await post(member, `/api/staff/users/${admin.id}/role`, { role: 'admin' })).body.role).toBe('admin');

    const link = await post(admin, `/api/staff/users/${member.id}/password-reset`);
    expect(link.body.setupLink).toMatch(/#token=/);
    const secondFactor = await post(admin, `/api/staff/users/${member.id}/second-factor-reset`);
    expect(secondFactor.body.secondFactor).toBe(false);
    expect((await get(member, '/api/staff/session')).status).toBe(401); // its sessions ended

    for (const action of [
      'staff-user-added',
      'staff-user-disabled',
      'staff-user-enabled',
      'staff-user-role-changed',
      'staff-user-password-reset',
      'staff-user-second-factor-reset',
    ]) {
      expect((await audit(action)).length, action).toBeGreaterThan(0);
    }
    expect(JSON.stringify(await api.db.selectFrom('staff_audit_log').selectAll().execute())).not.toContain(
      'sari@example.com',
    );
  });

  it("writes the agency's message in each staff member's own language, Indonesian for other addresses", async () => {
    member = await signIn('budi@example.com');
    const changed = await post(member, '/api/staff/session/language', { language: 'en' });
    expect(changed.body).toMatchObject({ id: member.id, language: 'en' });
    expect((await get(member, '/api/staff/session')).body.user.language).toBe('en');
    expect(await audit('language-changed')).toHaveLength(1);

    const message = await api.request('POST', '/api/contact-message', {
      json: { name: 'Rina', email: 'rina@example.com', message: 'Halo' },
      headers: { 'accept-language': 'id' },
    });
    const mails = await api.db
      .selectFrom('mail_outbox')
      .select(['recipients', 'language'])
      .where('subject_id', '=', message.body.id)
      .where('kind', '=', 'staff-new-submission')
      .orderBy('language')
      .execute();
    expect(mails).toEqual([
      { recipients: 'budi@example.com', language: 'en' },
      { recipients: 'desk@agency.example', language: 'id' },
    ]);
  });
});
