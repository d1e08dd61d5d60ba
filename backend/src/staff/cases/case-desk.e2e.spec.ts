import { strFromU8, unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formOf, pdf, submissionId } from '../../testing/files.js';
import { testSmtpServer, type TestSmtpServer } from '../../testing/smtp-server.js';
import { signedInStaff, type SignedInStaff } from '../../testing/staff.js';
import { DIALECTS, startTestApi, type TestApi } from '../../testing/test-app.js';

// issue 27, the case page's actions on the API, on both databases, with the applicant's e-mails
// delivered to a real SMTP server: internal notes that tracking never shows, a corrected e-mail
// address that receives the next status message and tracks, and an admin's reopen (decision 160).

const ORIGIN = 'https://visa.example';

describe.each(DIALECTS)('the case desk on %s (issue 27)', (dialect) => {
  let smtp: TestSmtpServer;
  let api: TestApi;
  let admin: SignedInStaff;
  let member: SignedInStaff;

  async function apply(email: string, language: 'en' | 'id' = 'en'): Promise<string> {
    const id = submissionId();
    const answer = await api.request('POST', '/api/visa-applications', {
      form: formOf(
        {
          submissionId: id,
          fullName: 'Ana Putri',
          email,
          phone: '+62 812 3456 7890',
          service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
        },
        [['documents', 'passport.pdf', pdf('Ana')]],
      ),
      headers: { 'accept-language': language },
    });
    expect(answer.status).toBe(201);
    await smtp.waitFor(1, [email]); // the receipt
    smtp.received.length = 0;
    return id;
  }

  const post = (id: string, path: string, json: object, staff = member) =>
    api.request('POST', `/api/staff/applications/${id}/${path}`, { json, headers: staff.headers });
  const track = (id: string, email: string) =>
    api.request('GET', `/api/applications/${id}?email=${encodeURIComponent(email)}`);
  const auditRows = (action: string, id: string) =>
    api.db.selectFrom('staff_audit_log').selectAll().where('action', '=', action).where('target_id', '=', id).execute();

  beforeAll(async () => {
    smtp = await testSmtpServer();
    api = await startTestApi(dialect, {
      PUBLIC_ORIGIN: ORIGIN,
      MAIL_POLL_MS: '20',
      MAIL_RETRY_BASE_MS: '50',
      SMTP_URL: smtp.url,
      STAFF_MFA: 'off',
    });
    [admin, member] = await signedInStaff(api, [
      ['dewi.case@example.com', 'admin'],
      ['budi.case@example.com', 'staff'],
    ]);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.stop();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('keeps internal notes on the case, by whom and when, audited by id; tracking and e-mails never show them', async () => {
    const id = await apply('ana.notes@example.com');
    const first = await post(id, 'notes', { body: '  Called her: the sponsor letter comes on Monday.  ' });
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('processing');
    expect(first.body.notes).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        body: 'Called her: the sponsor letter comes on Monday.',
        author: { id: expect.any(String), name: 'staff' },
      },
    ]);
    const second = await post(id, 'notes', { body: 'Sponsor letter received by courier.' }, admin);
    expect(second.body.notes.map((note: { body: string }) => note.body)).toEqual([
      'Called her: the sponsor letter comes on Monday.',
      'Sponsor letter received by courier.',
    ]);
    expect(second.body.notes[1].author.name).toBe('admin');
    // No status change, no message to the applicant.
    expect(second.body.history).toHaveLength(1);

    // Refused: no text, too long, no CSRF token, an unknown application.
    expect(await post(id, 'notes', { body: '   ' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    expect((await post(id, 'notes', { body: 'x'.repeat(2001) })).status).toBe(400);
    const noCsrf = await api.request('POST', `/api/staff/applications/${id}/notes`, {
      json: { body: 'Hi' },
      headers: { cookie: member.headers.cookie },
    });
    expect(noCsrf).toMatchObject({ status: 403, body: { code: 'CSRF_FAILED' } });
    expect(await post('VS00000000AAAA', 'notes', { body: 'Hi' })).toMatchObject({
      status: 404,
      body: { code: 'APPLICATION_NOT_FOUND' },
    });

    // The applicant's tracking: not a word of either note, before and after a status change.
    expect((await post(id, 'status', { status: 'approved', note: 'Your visa is approved.' })).status).toBe(200);
    const [mail] = await smtp.waitFor(1, ['ana.notes@example.com']);
    const tracking = await track(id, 'ana.notes@example.com');
    expect(tracking.status).toBe(200);
    const seen = JSON.stringify(tracking.body) + mail!.raw;
    expect(seen).not.toMatch(/sponsor letter|courier/i);

    const audit = await auditRows('application-note-added', id);
    expect(audit.map((row) => JSON.parse(row.details!).note).sort()).toEqual(
      second.body.notes.map((note: { id: string }) => note.id).sort(),
    );
    expect(JSON.stringify(audit)).not.toMatch(/sponsor|courier/i);
  });

  it('corrects a mistyped e-mail with a reason: the next status message goes there, and tracking answers to it alone', async () => {
    const wrong = 'ana.putri@gmial.com';
    const right = 'Ana.Putri@example.com';
    const id = await apply(wrong);
    const corrected = await post(id, 'contact', {
      email: ` ${right} `,
      reason: 'She called: she had typed gmial.com.',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.email).toBe(right);
    expect(corrected.body.contactChanges).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        reason: 'She called: she had typed gmial.com.',
        changedBy: { id: expect.any(String), name: 'staff' },
        changes: [{ field: 'email', from: wrong, to: right }],
      },
    ]);

    // Tracking: the corrected address (in any case) finds it; the mistyped one no longer does.
    expect((await track(id, right.toLowerCase())).status).toBe(200);
    expect((await track(id, wrong)).status).toBe(404);

    expect((await post(id, 'status', { status: 'documents-requested', note: 'Send your photo.' })).status).toBe(200);
    const [mail] = await smtp.waitFor(1, [right.toLowerCase(), right]);
    expect(mail!.envelopeTo.map((to) => to.toLowerCase())).toEqual([right.toLowerCase()]);
    expect(mail!.parsed.subject).toBe(`Your application ${id}: Documents requested`);
    expect(smtp.received.some((received) => received.envelopeTo.includes(wrong))).toBe(false);

    // The upload on tracking takes the corrected address too.
    const upload = await api.request('POST', `/api/applications/${id}/documents`, {
      form: formOf({ email: right }, [['documents', 'photo.pdf', pdf('photo')]]),
    });
    expect(upload.status).toBe(201);

    // The audit row names which fields changed, never their values.
    const [audit] = await auditRows('application-contact-corrected', id);
    expect(JSON.parse(audit!.details!)).toEqual({ fields: 'email' });
    expect(JSON.stringify(audit)).not.toMatch(/gmial|Putri|example\.com/);
  });

  it('corrects the name and phone as the visitor forms check them, and refuses a correction that changes nothing', async () => {
    const id = await apply('siti.fix@example.com');
    const both = await post(id, 'contact', {
      fullName: 'Ana Putri Lestari',
      phone: '+62 812 9999 0000',
      email: 'siti.fix@example.com', // unchanged: not listed as a change
      reason: 'Passport spells the full name.',
    });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ fullName: 'Ana Putri Lestari', phone: '+62 812 9999 0000' });
    expect(both.body.contactChanges[0].changes).toEqual([
      { field: 'fullName', from: 'Ana Putri', to: 'Ana Putri Lestari' },
      { field: 'phone', from: '+62 812 3456 7890', to: '+62 812 9999 0000' },
    ]);

    for (const [body, field] of [
      [{ fullName: '   ', reason: 'r' }, 'fullName'],
      [{ fullName: 'Ana\u0000Putri', reason: 'r' }, 'fullName'],
      [{ email: 'not-an-address', reason: 'r' }, 'email'],
      [{ phone: 'call me', reason: 'r' }, 'phone'],
      [{ email: 'a@example.com' }, 'reason'],
      [{ email: 'a@example.com', reason: '  ' }, 'reason'],
      [{ fullName: 'Ana Putri Lestari', reason: 'Same again.' }, 'fullName'],
      [{ reason: 'Nothing.' }, 'fullName'],
    ] as const) {
      const refused = await post(id, 'contact', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      expect(
        refused.body.details.map((detail: { field: string }) => detail.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    const detail = await api.request('GET', `/api/staff/applications/${id}`, { headers: member.headers });
    expect(detail.body.contactChanges).toHaveLength(1);
  });

  it('lets an admin reopen a closed application with a reason; the applicant is told in their language', async () => {
    const id = await apply('siti.reopen@example.com', 'id');
    expect((await post(id, 'status', { status: 'rejected', note: 'Paspor Anda sudah tidak berlaku.' })).status).toBe(
      200,
    );
    await smtp.waitFor(1, ['siti.reopen@example.com']);
    smtp.received.length = 0;
    const reopen = {
      reason: 'Rejected by mistake: the passport is valid until 2027.',
      note: 'Mohon maaf, kami lanjutkan.',
    };

    // Staff may not; an admin needs a reason and a note; an open application cannot be reopened.
    expect(await post(id, 'reopen', reopen, member)).toMatchObject({ status: 403, body: { code: 'ROLE_FORBIDDEN' } });
    for (const missing of [{ note: reopen.note }, { ...reopen, reason: ' ' }, { reason: reopen.reason }]) {
      expect(await post(id, 'reopen', missing, admin), JSON.stringify(missing)).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED' },
      });
    }
    // Nor is it an ordinary status change: the lifecycle refuses rejected → processing.
    expect(await post(id, 'status', { status: 'processing', note: 'Again.' }, admin)).toMatchObject({
      status: 409,
      body: { code: 'STATUS_CHANGE_NOT_ALLOWED' },
    });
    expect(await auditRows('application-reopened', id)).toEqual([]);

    const reopened = await post(id, 'reopen', reopen, admin);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({
      status: 'processing',
      allowedStatuses: ['documents-requested', 'approved', 'rejected'],
    });
    expect(reopened.body.history.at(-1)).toMatchObject({
      status: 'processing',
      reopened: true,
      note: reopen.note,
      internalNote: reopen.reason,
      changedBy: { name: 'admin' },
    });
    expect(reopened.body.history.slice(0, -1).some((entry: { reopened?: boolean }) => entry.reopened)).toBe(false);
    expect(await post(id, 'reopen', reopen, admin)).toMatchObject({
      status: 409,
      body: { code: 'STATUS_CHANGE_NOT_ALLOWED' },
    });

    // The applicant's message, in Indonesian, with the note and not the reason.
    const [mail] = await smtp.waitFor(1, ['siti.reopen@example.com']);
    expect(mail!.parsed.subject).toBe(`Permohonan ${id} dibuka kembali`);
    expect(mail!.parsed.text).toContain('Mohon maaf, kami lanjutkan.');
    expect(mail!.parsed.text).toContain(`${ORIGIN}/tracking?id=${id}`);
    expect(mail!.raw).not.toContain('by mistake');
    // Tracking shows the reopened status and the note, never the reason.
    const tracking = await track(id, 'siti.reopen@example.com');
    expect(tracking.body.status).toBe('processing');
    expect(tracking.body.history.at(-1)).toMatchObject({ status: 'processing', note: reopen.note });
    expect(JSON.stringify(tracking.body)).not.toContain('by mistake');

    const [audit] = await auditRows('application-reopened', id);
    expect(JSON.parse(audit!.details!)).toEqual({ from: 'rejected', to: 'processing' });
  });

  it('lists the service’s required documents, each ticked with the file that satisfies it or missing', async () => {
    const id = 'PA' + submissionId().slice(2);
    const answer = await api.request('POST', '/api/submit-application', {
      form: formOf(
        {
          submissionId: id,
          formType: 'kitap',
          productId: 'spouse',
          productTitle: 'Spouse KITAP',
          fullName: 'Maria Santos',
          email: 'maria.kitap@example.com',
          phone: '+62 812 3456 7890',
          nationality: 'Filipino',
          passport: 'P1234567A',
          spouseName: 'Budi Hartono',
        },
        [
          ['marriageCertificate', 'akta-nikah.pdf', pdf('akta')],
          ['additionalDocuments', 'foto.pdf', pdf('foto')],
        ],
      ),
    });
    expect(answer.status).toBe(201);
    const detail = await api.request('GET', `/api/staff/applications/${id}`, { headers: member.headers });
    const byName = (name: string) => detail.body.documents.find((file: { name: string }) => file.name === name).id;
    const { requirements, unmatched } = detail.body.checklist;
    expect(requirements.map((item: { id: string }) => item.id)).toEqual([
      'passport',
      'marriage-certificate',
      'spouse-identity',
      'sponsor-letter',
      'current-kitas',
    ]);
    expect(requirements[1]).toEqual({
      id: 'marriage-certificate',
      label: { en: 'Marriage certificate, registered in Indonesia', id: 'Akta nikah yang tercatat di Indonesia' },
      documentIds: [byName('akta-nikah.pdf')],
    });
    // The passport is missing: the applicant sent none.
    expect(requirements[0]).toMatchObject({ id: 'passport', documentIds: [] });
    expect(unmatched).toEqual([byName('foto.pdf')]);
  });

  it('erases and exports the notes and corrections with the person’s other data (product §12.3)', async () => {
    const id = await apply('rina.rights@example.com');
    await post(id, 'notes', { body: 'Rina prefers WhatsApp.' });
    await post(id, 'contact', { phone: '+62 811 0000 2222', reason: 'New number from Rina.' });
    const exported = await fetch(`${api.baseUrl}/api/staff/personal-data/export`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'rina.rights@example.com' }),
    });
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const [application] = JSON.parse(strFromU8(files['personal-data.json']!)).applications;
    expect(application.internalNotes).toEqual([{ at: expect.any(String), note: 'Rina prefers WhatsApp.' }]);
    expect(application.contactCorrections).toEqual([
      {
        at: expect.any(String),
        reason: 'New number from Rina.',
        changes: [{ field: 'phone', from: '+62 812 3456 7890', to: '+62 811 0000 2222' }],
      },
    ]);

    const erased = await api.request('POST', '/api/staff/personal-data/erase', {
      json: { email: 'rina.rights@example.com', confirmEmail: 'rina.rights@example.com' },
      headers: admin.headers,
    });
    expect(erased.status).toBe(200);
    const detail = await api.request('GET', `/api/staff/applications/${id}`, { headers: admin.headers });
    expect(detail.body.notes).toEqual([expect.objectContaining({ body: '' })]);
    expect(detail.body.contactChanges).toEqual([expect.objectContaining({ reason: '', changes: [] })]);
    expect(JSON.stringify(detail.body)).not.toMatch(/Rina|WhatsApp|0000 2222/);
  });
});
