import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../testing/contract.js';
import { formOf, pdf, png, sha256, submissionId } from '../../testing/files.js';
import { DIALECTS, startTestApi, type ApiAnswer, type TestApi } from '../../testing/test-app.js';
import { StaffAccounts } from '../accounts/staff-accounts.js';

const PASSWORD = 'lantern-orbit-cashew-91';
const PASSPORT = pdf('passport of Ana Putri');

/** Every staff operation that needs a session, from openapi.yaml: "METHOD /path" with sample ids. */
const SESSION_OPERATIONS = Object.entries(openApiDocument.paths as Record<string, Record<string, any>>).flatMap(
  ([template, item]) =>
    ['get', 'post', 'delete']
      .filter((method) => item[method]?.security?.some((scheme: object) => 'staffSession' in scheme))
      .map((method) => [method.toUpperCase(), template.replace('{id}', 'VS12345678ABCD').replace('{documentId}', 'x')]),
);

interface Staff {
  cookie: string;
  csrf: string;
}

describe.each(DIALECTS)('the staff applications API on %s (product §10.3, §10.4)', (dialect) => {
  let api: TestApi;
  let admin: Staff;
  let member: Staff;
  let visaId: string;
  let otherId: string;

  const as = (staff: Staff, csrf = true) => ({
    cookie: `cipta_staff=${staff.cookie}`,
    ...(csrf ? { 'x-csrf-token': staff.csrf } : {}),
  });

  async function signIn(email: string): Promise<Staff> {
    const answer = await api.request('POST', '/api/staff/session', { json: { email, password: PASSWORD } });
    expect(answer.body.stage).toBe('signed-in');
    return { cookie: /cipta_staff=([^;]*)/.exec(answer.headers.get('set-cookie')!)![1]!, csrf: answer.body.csrfToken };
  }

  async function apply(fullName: string, email: string, files: Array<[string, string, Buffer]>): Promise<string> {
    const id = submissionId();
    const answer = await api.request('POST', '/api/visa-applications', {
      form: formOf(
        {
          submissionId: id,
          fullName,
          email,
          phone: '+62 812 3456 7890',
          service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
        },
        files,
      ),
    });
    expect(answer.status).toBe(201);
    return id;
  }

  const changeStatus = (id: string, body: object, staff = member, csrf = true): Promise<ApiAnswer> =>
    api.request('POST', `/api/staff/applications/${id}/status`, { json: body, headers: as(staff, csrf) });

  beforeAll(async () => {
    // The second factor is proved in staff-session.e2e.spec.ts; here it would only cost time.
    api = await startTestApi(dialect, { STAFF_MFA: 'off' });
    const accounts = new StaffAccounts(api.db);
    for (const [email, role] of [
      ['dewi@example.com', 'admin'],
      ['budi@example.com', 'staff'],
    ] as const) {
      const { user } = await accounts.add(email, role, role === 'admin' ? 'Dewi Lestari' : 'Budi Santoso');
      await accounts.setPassword(user, PASSWORD);
    }
    admin = await signIn('dewi@example.com');
    member = await signIn('budi@example.com');
    visaId = await apply('Ana Putri', 'ana@example.com', [
      ['documents', 'passport.pdf', PASSPORT],
      ['documents', 'foto wajah.png', png()],
    ]);
    otherId = await apply('Kenji Sato', 'kenji@example.com', [['documents', 'passport.pdf', pdf('Kenji')]]);
  });
  afterAll(() => api?.close());

  it('answers 401 without a session on every staff operation that needs one', async () => {
    expect(SESSION_OPERATIONS.length).toBeGreaterThanOrEqual(7);
    for (const [method, path] of SESSION_OPERATIONS) {
      const answer = await api.request(method!, path!, method === 'POST' ? { json: {} } : {});
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('shows the audit log to admins only', async () => {
    const refused = await api.request('GET', '/api/staff/audit', { headers: as(member) });
    expect(refused).toMatchObject({ status: 403, body: { code: 'ROLE_FORBIDDEN' } });
    const log = await api.request('GET', '/api/staff/audit?action=sign-in', { headers: as(admin) });
    expect(log.status).toBe(200);
    expect(log.body.items.length).toBeGreaterThanOrEqual(2);
    expect(log.body.items.every((item: { action: string }) => item.action === 'sign-in')).toBe(true);
  });

  it('lists the queue with counts, filters, search and server-side pages', async () => {
    const all = await api.request('GET', '/api/staff/applications', { headers: as(member) });
    expect(all.body).toMatchObject({ total: 2, page: 1, pageSize: 25, counts: { processing: 2, completed: 0 } });
    expect(all.body.items[0]).toMatchObject({ id: otherId, documentCount: 1 });
    expect(all.body.items[1]).toMatchObject({
      id: visaId,
      fullName: 'Ana Putri',
      status: 'processing',
      documentCount: 2,
    });

    for (const q of ['ana putri', 'ANA@EXAMPLE', visaId.slice(2, 10)]) {
      const found = await api.request('GET', `/api/staff/applications?q=${encodeURIComponent(q)}`, {
        headers: as(member),
      });
      expect(
        found.body.items.map((item: { id: string }) => item.id),
        q,
      ).toEqual([visaId]);
    }
    const none = await api.request('GET', '/api/staff/applications?q=%25', { headers: as(member) });
    expect(none.body.total).toBe(0);
    const paged = await api.request('GET', '/api/staff/applications?pageSize=1&page=2&sort=submittedAt', {
      headers: as(member),
    });
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: otherId }] });
    const bad = await api.request('GET', '/api/staff/applications?pageSize=1000', { headers: as(member) });
    expect(bad.status).toBe(400);
  });

  it('opens one application with its documents; a download is the bytes uploaded, served safely and audited', async () => {
    const detail = await api.request('GET', `/api/staff/applications/${visaId}`, { headers: as(member) });
    expect(detail.body).toMatchObject({
      id: visaId,
      phone: '+62 812 3456 7890',
      allowedStatuses: ['documents-requested', 'approved', 'rejected'],
      history: [{ status: 'processing' }],
    });
    const passport = detail.body.documents.find((doc: { name: string }) => doc.name === 'passport.pdf');
    expect(passport).toMatchObject({ mediaType: 'application/pdf', size: PASSPORT.length, sha256: sha256(PASSPORT) });

    const url = `${api.baseUrl}/api/staff/applications/${visaId}/documents/${passport.id}`;
    const download = await fetch(url, { headers: as(member) });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PASSPORT)).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="passport\.pdf"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    const preview = await fetch(`${url}?disposition=inline`, { headers: as(member) });
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);
    await preview.arrayBuffer();

    const photo = detail.body.documents.find((doc: { mediaType: string }) => doc.mediaType === 'image/png');
    const named = await fetch(`${api.baseUrl}/api/staff/applications/${visaId}/documents/${photo.id}`, {
      headers: as(member),
    });
    expect(named.headers.get('content-disposition')).toContain("filename*=UTF-8''foto%20wajah.png");
    await named.arrayBuffer();
    // Another application's document is not reachable through this one.
    const crossed = await api.request('GET', `/api/staff/applications/${otherId}/documents/${passport.id}`, {
      headers: as(member),
    });
    expect(crossed.status).toBe(404);

    const audit = await api.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'document-downloaded')
      .execute();
    expect(audit.map((row) => row.target_id)).toContain(passport.id);
    // The preview and the opened detail are audited too, told apart from downloads.
    const viewed = await api.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'document-viewed')
      .execute();
    expect(viewed.map((row) => row.target_id)).toEqual([passport.id]);
    const opened = await api.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'application-viewed')
      .where('target_id', '=', visaId)
      .execute();
    expect(opened).toHaveLength(1);
    for (const row of audit) expect(JSON.stringify(row)).not.toMatch(/passport|foto|Ana/);
  });

  it('moves an application only as the lifecycle allows, with notes the applicant sees on tracking', async () => {
    const noCsrf = await changeStatus(visaId, { status: 'approved', note: 'ok' }, member, false);
    expect(noCsrf).toMatchObject({ status: 403, body: { code: 'CSRF_FAILED' } });
    const illegal = await changeStatus(visaId, { status: 'completed', note: 'Done.' });
    expect(illegal).toMatchObject({ status: 409, body: { code: 'STATUS_CHANGE_NOT_ALLOWED' } });
    expect(illegal.body.message).toContain('allowed: documents-requested, approved, rejected');
    expect((await changeStatus(visaId, { status: 'approved' })).status).toBe(400); // the note is required

    const requested = await changeStatus(visaId, {
      status: 'documents-requested',
      note: 'Kirimkan pindaian paspor dengan kedua halaman terlihat.',
      internalNote: 'The first scan was cropped.',
    });
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({
      status: 'documents-requested',
      allowedStatuses: ['processing', 'rejected'],
    });
    expect(requested.body.history.at(-1)).toMatchObject({
      status: 'documents-requested',
      note: 'Kirimkan pindaian paspor dengan kedua halaman terlihat.',
      internalNote: 'The first scan was cropped.',
      changedBy: { name: 'Budi Santoso' },
    });

    // The visitor's tracking shows the real status and the note, never the internal note.
    const tracking = await api.request('GET', `/api/applications/${visaId}?email=ana%40example.com`);
    expect(tracking.body.status).toBe('documents-requested');
    expect(tracking.body.history.at(-1)).toEqual({
      status: 'documents-requested',
      at: expect.any(String),
      note: 'Kirimkan pindaian paspor dengan kedua halaman terlihat.',
    });
    expect(JSON.stringify(tracking.body)).not.toContain('cropped');

    for (const status of ['processing', 'approved', 'completed']) {
      expect((await changeStatus(visaId, { status, note: `Now ${status}.` })).body.status).toBe(status);
    }
    const closed = await changeStatus(visaId, { status: 'processing', note: 'Again.' });
    expect(closed).toMatchObject({ status: 409, body: { code: 'STATUS_CHANGE_NOT_ALLOWED' } });
    expect(closed.body.message).toMatch(/closed/);

    const trackedHistory = (await api.request('GET', `/api/applications/${visaId}?email=ana%40example.com`)).body
      .history;
    expect(trackedHistory.map((entry: { status: string }) => entry.status)).toEqual([
      'processing',
      'documents-requested',
      'processing',
      'approved',
      'completed',
    ]);

    const audit = await api.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'application-status-changed')
      .orderBy('at')
      .execute();
    expect(audit.map((row) => JSON.parse(row.details!))).toEqual([
      { from: 'processing', to: 'documents-requested' },
      { from: 'documents-requested', to: 'processing' },
      { from: 'processing', to: 'approved' },
      { from: 'approved', to: 'completed' },
    ]);
    for (const row of audit) expect(row).toMatchObject({ target_type: 'application', target_id: visaId });
    expect(JSON.stringify(audit)).not.toMatch(/pindaian|cropped/);
  });

  it('answers 404 for an unknown application', async () => {
    const answer = await api.request('GET', '/api/staff/applications/VS00000000AAAA', { headers: as(member) });
    expect(answer).toMatchObject({ status: 404, body: { code: 'APPLICATION_NOT_FOUND' } });
  });
});
