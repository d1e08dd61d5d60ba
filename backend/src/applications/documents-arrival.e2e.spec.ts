import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { company } from '@cipta/domain/company';
import { StaffAccounts } from '../staff/accounts/staff-accounts.js';
import { formOf, pdf, submissionId } from '../testing/files.js';
import { testSmtpServer, type TestSmtpServer } from '../testing/smtp-server.js';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';

// Issue 28 "every arrival is noticed": documents uploaded after a request mark the case "needs
// attention" (counted and filtered in the queue) until a staff member opens it; the staff member
// who asked gets a notice in their language with a link to the case on STAFF_WEB_URL, else
// STAFF_NOTIFY_EMAIL does; the applicant gets a receipt in theirs naming what arrived (by
// requirement and type, never file names) and what is still missing. Issue 28 "every word in the
// reader's language": an Indonesian receipt and status mail name the service in Indonesian.

const PUBLIC = 'https://visa.example';
const STAFF_WEB = 'https://staff.visa.example';
const DESK = 'desk@example.com';
const PASSWORD = 'lantern-orbit-cashew-91';

describe.each(DIALECTS)('requested documents arriving, on %s (issue 28)', (dialect) => {
  let smtp: TestSmtpServer;
  let api: TestApi;
  const sessions: Record<string, Record<string, string>> = {};

  async function signIn(email: string, name: string, language: 'en' | 'id') {
    const accounts = new StaffAccounts(api.db);
    const { user } = await accounts.add(email, 'staff', name);
    await accounts.setPassword(user, PASSWORD);
    await api.db.updateTable('staff_users').set({ language }).where('email_key', '=', email).execute();
    const session = await api.request('POST', '/api/staff/session', { json: { email, password: PASSWORD } });
    sessions[email] = {
      cookie: `cipta_staff=${/cipta_staff=([^;]*)/.exec(session.headers.get('set-cookie')!)![1]}`,
      'x-csrf-token': session.body.csrfToken,
    };
  }

  /** A single-entry stay permit: passport, sponsor letter, return ticket and proof of funds. */
  async function apply(language: 'en' | 'id', email: string): Promise<string> {
    const id = submissionId('PA');
    const answer = await api.request('POST', '/api/submit-application', {
      form: formOf(
        {
          submissionId: id,
          fullName: 'Ana Putri',
          email,
          phone: '+62 812 3456 7890',
          formType: 'stay-permit',
          productId: 'single-entry',
          productTitle: 'Single Entry Stay Permit',
          nationality: 'Japan',
          passport: 'TK1234567',
          documentRequirements: 'passport',
        },
        [['documents', 'passport.pdf', pdf('first scan')]],
      ),
      headers: { 'accept-language': language },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return id;
  }

  const requestDocuments = (id: string, by: string) =>
    api.request('POST', `/api/staff/applications/${id}/status`, {
      json: { status: 'documents-requested', note: 'Please send the sponsor letter.' },
      headers: sessions[by]!,
    });

  const upload = (id: string, email: string) =>
    api.request('POST', `/api/applications/${id}/documents`, {
      form: formOf({ email }, [['documents', 'surat-sponsor-rahasia.pdf', pdf('sponsor letter')]]),
    });

  const queue = (query: string, by: string) =>
    api.request('GET', `/api/staff/applications${query}`, { headers: sessions[by]! });

  beforeAll(async () => {
    smtp = await testSmtpServer();
    api = await startTestApi(dialect, {
      PUBLIC_ORIGIN: PUBLIC,
      STAFF_WEB_URL: STAFF_WEB,
      STAFF_NOTIFY_EMAIL: DESK,
      MAIL_REPLY_TO: 'help@visa.example',
      MAIL_POLL_MS: '20',
      MAIL_RETRY_BASE_MS: '50',
      SMTP_URL: smtp.url,
      STAFF_MFA: 'off',
    });
    await signIn('budi@example.com', 'Budi Santoso', 'en');
    await signIn('wulan@example.com', 'Wulan Sari', 'id');
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.stop();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('tells the staff member who asked and the applicant, in their languages, and marks the case until it is opened', async () => {
    const id = await apply('id', 'ana.arrival@example.com');
    await smtp.waitFor(2, ['ana.arrival@example.com', DESK]); // the receipt and the agency's notice
    const [receipt] = await smtp.waitFor(1, ['ana.arrival@example.com']);
    // The Indonesian receipt names the service as the Indonesian catalogue does.
    expect(receipt!.parsed.text).toContain('Layanan: Izin Tinggal Sekali Masuk');
    expect(receipt!.parsed.text).toContain(`${PUBLIC}/tracking?id=${id}&lng=id`);
    expect(receipt!.parsed.text).toContain(company.whatsapp.display);
    expect(receipt!.parsed.replyTo?.text).toBe('help@visa.example');
    smtp.received.length = 0;

    expect((await requestDocuments(id, 'budi@example.com')).status).toBe(200);
    const [status] = await smtp.waitFor(1, ['ana.arrival@example.com']);
    expect(status!.parsed.text).toContain('Layanan: Izin Tinggal Sekali Masuk');
    expect(status!.parsed.text).not.toContain('Single Entry Stay Permit');
    smtp.received.length = 0;

    const uploaded = await upload(id, 'ana.arrival@example.com');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const row = await api.db
      .selectFrom('applications')
      .select('attention_since')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.attention_since).toBe(uploaded.body.receivedAt);

    const mails = await smtp.waitFor(2, ['ana.arrival@example.com', 'budi@example.com']);
    const notice = mails.find((mail) => mail.envelopeTo.includes('budi@example.com'))!;
    expect(notice.envelopeTo).toEqual(['budi@example.com']);
    expect(notice.parsed.subject).toBe(`Documents arrived: Ana Putri (${id})`);
    expect(notice.parsed.text).toContain('Service: Single Entry Stay Permit');
    expect(notice.parsed.text).toContain('- Document, PDF');
    expect(notice.parsed.text).toContain('- A sponsor letter from');
    expect(notice.parsed.text).toContain(`${STAFF_WEB}/staff/applications/${id}`);
    expect(notice.parsed.text).not.toContain(PUBLIC);
    expect(notice.parsed.replyTo).toBeUndefined();

    const applicant = mails.find((mail) => mail.envelopeTo.includes('ana.arrival@example.com'))!;
    expect(applicant.parsed.subject).toBe(`Dokumen untuk permohonan ${id} telah kami terima`);
    expect(applicant.parsed.text).toContain('Yth. Ana Putri,');
    expect(applicant.parsed.text).toContain('Layanan: Izin Tinggal Sekali Masuk');
    expect(applicant.parsed.text).toContain('- Dokumen, PDF');
    expect(applicant.parsed.text).toMatch(/masih kurang:\n\n- Surat sponsor/);
    expect(applicant.parsed.text).not.toContain('- Paspor');
    expect(applicant.parsed.text).toContain(`${PUBLIC}/tracking?id=${id}&lng=id`);
    expect(applicant.parsed.text).toContain(company.phones[0].display);
    expect(applicant.parsed.replyTo?.text).toBe('help@visa.example');
    for (const mail of [notice, applicant]) {
      expect(`${mail.parsed.text}${String(mail.parsed.html)}`).not.toContain('surat-sponsor-rahasia');
    }

    // Counted and filtered in the queue until a person opens the case; listing does not clear it.
    const marked = await queue('?attention=true', 'wulan@example.com');
    expect(marked.body.items.map((item: { id: string }) => item.id)).toContain(id);
    expect(marked.body.marks.needsAttention).toBeGreaterThanOrEqual(1);
    expect(
      (await queue('?attention=true', 'wulan@example.com')).body.items.map((item: { id: string }) => item.id),
    ).toContain(id);
    expect((await queue(`/${id}`, 'wulan@example.com')).status).toBe(200);
    const after = await queue('?attention=true', 'wulan@example.com');
    expect(after.body.items.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it('tells STAFF_NOTIFY_EMAIL when the account that asked is gone, and an English applicant in English', async () => {
    const id = await apply('en', 'kenji.arrival@example.com');
    await smtp.waitFor(2, ['kenji.arrival@example.com', DESK]);
    smtp.received.length = 0;
    expect((await requestDocuments(id, 'wulan@example.com')).status).toBe(200);
    await smtp.waitFor(1, ['kenji.arrival@example.com']);
    smtp.received.length = 0;
    await api.db
      .updateTable('staff_users')
      .set({ disabled_at: new Date().toISOString() })
      .where('email_key', '=', 'wulan@example.com')
      .execute();
    try {
      expect((await upload(id, 'kenji.arrival@example.com')).status).toBe(201);
      const mails = await smtp.waitFor(2, ['kenji.arrival@example.com', DESK]);
      const notice = mails.find((mail) => mail.envelopeTo.includes(DESK))!;
      expect(notice.envelopeTo).toEqual([DESK]);
      // A desk address without an account reads Indonesian (issue 14).
      expect(notice.parsed.subject).toBe(`Dokumen masuk: Ana Putri (${id})`);
      expect(notice.parsed.text).toContain(`${STAFF_WEB}/staff/applications/${id}`);
      const applicant = mails.find((mail) => mail.envelopeTo.includes('kenji.arrival@example.com'))!;
      expect(applicant.parsed.subject).toBe(`We received your documents for application ${id}`);
      expect(applicant.parsed.text).toContain('Service: Single Entry Stay Permit');
      expect(applicant.parsed.text).toContain(`${PUBLIC}/tracking?id=${id}&lng=en`);
    } finally {
      await api.db
        .updateTable('staff_users')
        .set({ disabled_at: null })
        .where('email_key', '=', 'wulan@example.com')
        .execute();
    }
  });

  it('names a file by the required document it is sent as: tracking stops asking for it, the receipt names it', async () => {
    const email = 'mei.arrival@example.com';
    const id = await apply('en', email);
    await smtp.waitFor(2, [email, DESK]);
    smtp.received.length = 0;
    expect((await requestDocuments(id, 'budi@example.com')).status).toBe(200);
    await smtp.waitFor(1, [email]);
    smtp.received.length = 0;

    const track = () => api.request('GET', `/api/applications/${id}?email=${encodeURIComponent(email)}`);
    const before = await track();
    expect(before.body.documentRequest.missing.map((item: { id: string }) => item.id)).toEqual([
      'sponsor-letter',
      'return-ticket',
      'proof-of-funds',
    ]);
    expect(before.body.documentRequest.missing[0].label).toEqual({
      en: 'A sponsor letter from the person or company in Indonesia that sponsors you',
      id: 'Surat sponsor dari orang atau perusahaan di Indonesia yang menjadi penjamin Anda',
    });

    const send = (documentRequirements: string, files: Array<[string, string, Buffer]>) =>
      api.request('POST', `/api/applications/${id}/documents`, {
        form: formOf({ email, documentRequirements }, files),
      });
    const letter: [string, string, Buffer] = ['documents', 'scan-001.pdf', pdf('sponsor letter')];
    const funds: [string, string, Buffer] = ['documents', 'scan-002.pdf', pdf('bank statement')];
    // One id per file, and only what this service asks for (or `other`); nothing is stored on a refusal.
    const miscounted = await send('sponsor-letter', [letter, funds]);
    expect(miscounted.status).toBe(400);
    expect(miscounted.body.details[0].field).toBe('documentRequirements');
    const foreign = await send('photo-4x6,other', [letter, funds]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.details[0].message).toContain('photo-4x6');
    expect((await track()).body.status).toBe('documents-requested');

    const sent = await send('sponsor-letter,other', [letter, funds]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [receipt] = await smtp.waitFor(1, [email]);
    expect(receipt!.parsed.text).toContain(
      '- A sponsor letter from the person or company in Indonesia that sponsors you, PDF',
    );
    const stillMissing = receipt!.parsed.text!.split('Still missing from the documents the service asks for:')[1]!;
    expect(stillMissing).toMatch(/^\n\n- A return ticket/);
    expect(stillMissing).not.toContain('- A sponsor letter');
    // Every file named what it is: no "we will check them against this list".
    expect(receipt!.parsed.text).not.toContain('Our team will check');

    // Asked again, tracking lists only what is still missing.
    expect((await requestDocuments(id, 'budi@example.com')).status).toBe(200);
    expect((await track()).body.documentRequest.missing.map((item: { id: string }) => item.id)).toEqual([
      'return-ticket',
      'proof-of-funds',
    ]);
  });
});
