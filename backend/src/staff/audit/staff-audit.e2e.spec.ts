import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, pdf, submissionId } from '../../testing/files.js';
import { signedInStaff, STAFF_TEST_PASSWORD, type SignedInStaff } from '../../testing/staff.js';
import { DIALECTS, startTestApi, type TestApi } from '../../testing/test-app.js';
import { StaffAccounts } from '../accounts/staff-accounts.js';
import { type AuditFilter, StaffAuditRepository } from './staff-audit.repository.js';

// issue 27: the audit log as a person reads it: who by name and address, the target with what
// its link needs, each filter (person, action, target, dates), and the first admin's creation.

type Item = {
  action: string;
  actor?: { id: string; name: string; email: string };
  target?: { type: string; id: string; name?: string; email?: string; applicationId?: string; about?: object };
  details?: Record<string, unknown>;
};

describe.each(DIALECTS)('the audit log a person can read, on %s (issue 27)', (dialect) => {
  let api: TestApi;
  let firstAdmin: { id: string; headers: SignedInStaff['headers'] };
  let member: SignedInStaff;
  let memberId: string;
  let applicationId: string;
  let documentId: string;

  const audit = async (query = '') => {
    const answer = await api.request('GET', `/api/staff/audit${query}`, { headers: firstAdmin.headers });
    expect(answer.status, query).toBe(200);
    return answer.body.items as Item[];
  };

  beforeAll(async () => {
    api = await startTestApi(dialect, { STAFF_MFA: 'off', MAIL_WORKER: 'off' });
    // The first admin, through the one-time link as the API prints it when no account exists.
    const token = await new StaffAccounts(api.db).createSetupLink('first-admin');
    const setup = await api.request('POST', '/api/staff/setup', {
      json: { token, password: STAFF_TEST_PASSWORD, email: 'dewi.first@example.com', name: 'Dewi Lestari' },
    });
    expect(setup.status).toBe(200);
    const session = await api.request('POST', '/api/staff/session', {
      json: { email: 'dewi.first@example.com', password: STAFF_TEST_PASSWORD },
    });
    const cookie = /cipta_staff=([^;]*)/.exec(session.headers.get('set-cookie')!)![1]!;
    firstAdmin = {
      id: session.body.user.id,
      headers: { cookie: `cipta_staff=${cookie}`, 'x-csrf-token': session.body.csrfToken },
    };
    [member] = await signedInStaff(api, [['budi.audit@example.com', 'staff']]);
    memberId = (await new StaffAccounts(api.db).findByEmail('budi.audit@example.com'))!.id;

    applicationId = submissionId();
    const applied = await api.request('POST', '/api/visa-applications', {
      form: formOf(
        {
          submissionId: applicationId,
          fullName: 'Ana Putri',
          email: 'ana.audit@example.com',
          phone: '+62 812 3456 7890',
          service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
        },
        [['documents', 'passport.pdf', pdf('Ana')]],
      ),
    });
    expect(applied.status).toBe(201);
    const detail = await api.request('GET', `/api/staff/applications/${applicationId}`, { headers: member.headers });
    documentId = detail.body.documents[0].id;
    await fetch(`${api.baseUrl}/api/staff/applications/${applicationId}/documents/${documentId}`, {
      headers: member.headers,
    }).then((response) => response.arrayBuffer());
    await api.request('POST', `/api/staff/applications/${applicationId}/status`, {
      json: { status: 'approved', note: 'Approved.' },
      headers: member.headers,
    });
    // A refused sign-in against the member's account, and an admin's change to it.
    await api.request('POST', '/api/staff/session', {
      json: { email: 'budi.audit@example.com', password: 'wrong-password-123' },
    });
    const role = await api.request('POST', `/api/staff/users/${memberId}/role`, {
      json: { role: 'admin' },
      headers: firstAdmin.headers,
    });
    expect(role.status).toBe(200);
  });
  afterAll(() => api?.close());

  it('logs the first admin’s creation through the set-up link', async () => {
    const [added] = await audit(`?action=staff-user-added&targetId=${firstAdmin.id}`);
    expect(added).toMatchObject({
      action: 'staff-user-added',
      actor: { id: firstAdmin.id, name: 'Dewi Lestari', email: 'dewi.first@example.com' },
      target: { type: 'staff-user', id: firstAdmin.id, name: 'Dewi Lestari', email: 'dewi.first@example.com' },
      details: { role: 'admin', firstAdmin: true },
    });
  });

  it('names who acted and what it was about, with what each link needs', async () => {
    const items = await audit(`?actorId=${memberId}`);
    const changed = items.find((item) => item.action === 'application-status-changed')!;
    expect(changed).toMatchObject({
      actor: { id: memberId, name: 'staff', email: 'budi.audit@example.com' },
      target: { type: 'application', id: applicationId },
      details: { from: 'processing', to: 'approved' },
    });
    expect(changed.target!.name).toBeUndefined();
    const downloaded = items.find((item) => item.action === 'document-downloaded')!;
    expect(downloaded.target).toEqual({ type: 'document', id: documentId, applicationId });

    // A refused sign-in has nobody signed in: no actor, the account it was for as its target.
    const [refused] = await audit(`?action=sign-in-failed&targetId=${memberId}`);
    expect(refused!.actor).toBeUndefined();
    expect(refused!.target).toEqual({
      type: 'staff-user',
      id: memberId,
      name: 'staff',
      email: 'budi.audit@example.com',
    });
    const [role] = await audit('?action=staff-user-role-changed');
    expect(role).toMatchObject({
      actor: { name: 'Dewi Lestari' },
      target: { type: 'staff-user', id: memberId, name: 'staff' },
    });
  });

  it('names what an e-mail was about, while the message is kept', async () => {
    const [message] = await api.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject_id', '=', applicationId)
      .execute();
    await api.db.updateTable('mail_outbox').set({ status: 'dead' }).where('id', '=', message!.id).execute();
    const resent = await api.request('POST', `/api/staff/mail/${message!.id}/resend`, {
      json: {},
      headers: firstAdmin.headers,
    });
    expect(resent.status).toBe(200);
    const [row] = await audit('?action=mail-resent');
    expect(row!.target).toEqual({ type: 'mail-message', id: message!.id, about: { type: 'visa', id: applicationId } });
  });

  it('filters by person, action, target and dates, each alone and together', async () => {
    const byPerson = await audit(`?actorId=${memberId}`);
    expect(byPerson.length).toBeGreaterThanOrEqual(4);
    expect(byPerson.every((item) => item.actor?.id === memberId)).toBe(true);

    const byAction = await audit('?action=sign-in');
    expect(byAction.map((item) => item.actor?.email).sort()).toEqual([
      'budi.audit@example.com',
      'dewi.first@example.com',
    ]);

    const byTarget = await audit(`?targetId=${applicationId}`);
    expect(new Set(byTarget.map((item) => item.action))).toEqual(
      new Set(['application-viewed', 'application-status-changed']),
    );

    const both = await audit(`?actorId=${memberId}&action=application-viewed`);
    expect(both).toHaveLength(1);

    const now = Date.now();
    const future = new Date(now + 60_000).toISOString();
    const past = new Date(now - 3_600_000).toISOString();
    expect(await audit(`?from=${encodeURIComponent(future)}`)).toEqual([]);
    expect((await audit(`?from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`)).length).toBeGreaterThan(
      5,
    );
    expect(await audit(`?to=${encodeURIComponent(past)}`)).toEqual([]);
    // openapi.yaml: an instant takes at most 40 characters, nanoseconds and an offset included.
    expect(await audit(`?from=${encodeURIComponent('2026-01-01T00:00:00.123456789+07:00')}`)).toBeInstanceOf(Array);
    const endless = await api.request(
      'GET',
      `/api/staff/audit?from=${encodeURIComponent('2026-01-01T00:00:00.123456789012345+07:00')}`,
      { headers: firstAdmin.headers },
    );
    expect(endless).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', details: [{ field: 'from' }] } });

    // Newest first, in pages.
    const [first, second] = [await audit('?pageSize=1'), await audit('?pageSize=1&page=2')];
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first[0]).not.toEqual(second[0]);

    const unknown = await api.request('GET', '/api/staff/audit?action=coffee-made', { headers: firstAdmin.headers });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it.runIf(dialect === 'sqlite')(
    'reads every filter through an index in the list’s order, never the whole table',
    async () => {
      const repository = api.app.nest.get(StaffAuditRepository);
      const filters: AuditFilter[] = [
        {},
        { actorId: memberId },
        { action: 'sign-in' },
        { targetId: applicationId },
        { from: '2026-01-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' },
        { actorId: memberId, from: '2026-01-01T00:00:00.000Z' },
        { actorId: memberId, action: 'sign-in' },
        { action: 'sign-in', to: '2027-01-01T00:00:00.000Z' },
      ];
      for (const filter of filters) {
        const compiled = repository.pageQuery(filter, 1, 50).compile();
        const plan = await api.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
        );
        const steps = plan.rows.map((row) => row.detail).join(' | ');
        expect(steps, JSON.stringify(filter)).toMatch(/SEARCH log USING INDEX|SCAN log USING INDEX/);
        expect(steps, JSON.stringify(filter)).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
        expect(steps, JSON.stringify(filter)).not.toMatch(/SCAN log(?! USING)/);
      }
    },
  );
});
