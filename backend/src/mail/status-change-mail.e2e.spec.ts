import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StaffAccounts } from '../staff/accounts/staff-accounts.js';
import { formWith, pdf, submissionId } from '../testing/files.js';
import { testSmtpServer, type TestSmtpServer } from '../testing/smtp-server.js';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';

// Issue 14: every status change the staff make sends the applicant a message in the language
// they applied in, written by the change's own transaction (with its audit row), delivered here
// to a real SMTP server and parsed.

const ORIGIN = 'https://visa.example';
const PASSWORD = 'lantern-orbit-cashew-91';
const HOSTILE = 'Please send <img src=x onerror="alert(1)"> your passport.\r\nBcc: evil@example.com';

describe.each(DIALECTS)('status-change e-mail on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let api: TestApi;
  let staff: Record<string, string>;

  async function apply(language: 'en' | 'id', email: string): Promise<string> {
    const id = submissionId();
    const answer = await api.request('POST', '/api/visa-applications', {
      form: formWith(
        {
          submissionId: id,
          fullName: 'Ana Putri',
          email,
          phone: '+62 812 3456 7890',
          service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
        },
        [['documents', 'passport.pdf', pdf()]],
      ),
      headers: { 'accept-language': language },
    });
    expect(answer.status).toBe(201);
    await smtp.waitFor(1, [email]); // the receipt
    smtp.received.length = 0;
    return id;
  }

  const change = (id: string, status: string, note: string) =>
    api.request('POST', `/api/staff/applications/${id}/status`, { json: { status, note }, headers: staff });

  const outboxFor = (id: string) =>
    api.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject_id', '=', id)
      .where('kind', '=', 'status-change')
      .execute();

  beforeAll(async () => {
    smtp = await testSmtpServer();
    api = await startTestApi(dialect, {
      PUBLIC_ORIGIN: ORIGIN,
      MAIL_POLL_MS: '20',
      MAIL_RETRY_BASE_MS: '50',
      SMTP_URL: smtp.url,
      STAFF_MFA: 'off',
    });
    const accounts = new StaffAccounts(api.db);
    const { user } = await accounts.add('budi@example.com', 'staff', 'Budi Santoso');
    await accounts.setPassword(user, PASSWORD);
    const session = await api.request('POST', '/api/staff/session', {
      json: { email: 'budi@example.com', password: PASSWORD },
    });
    staff = {
      cookie: `cipta_staff=${/cipta_staff=([^;]*)/.exec(session.headers.get('set-cookie')!)![1]}`,
      'x-csrf-token': session.body.csrfToken,
    };
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.stop();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('tells an Indonesian applicant what is requested and how to send it, with the note escaped and no header broken', async () => {
    const id = await apply('id', 'ana@example.com');
    expect((await change(id, 'documents-requested', HOSTILE)).status).toBe(200);
    const [mail] = await smtp.waitFor(1, ['ana@example.com']);
    expect(mail!.envelopeTo).toEqual(['ana@example.com']);
    const { parsed } = mail!;
    expect(parsed.subject).toBe(`Permohonan ${id}: Dokumen diminta`);
    expect(parsed.text).toContain('Yth. Ana Putri,');
    expect(parsed.text).toContain('Status baru: Dokumen diminta');
    expect(parsed.text).toContain('Please send <img src=x onerror="alert(1)"> your passport.');
    expect(parsed.text).toContain('kirim dokumen yang diminta di sana');
    expect(parsed.text).toContain(`${ORIGIN}/tracking?id=${id}`);
    // The note is text in the HTML part, and no part of it became a header.
    const html = String(parsed.html);
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62;');
    expect(html).toContain(`href="${ORIGIN}/tracking?id=${id}&#38;lng=id"`);
    expect(parsed.headers.get('bcc')).toBeUndefined();
    expect(mail!.envelopeTo).not.toContain('evil@example.com');
  });

  it('writes in English to an English applicant at every change, and nothing for a refused change', async () => {
    const id = await apply('en', 'kenji@example.com');
    expect((await change(id, 'approved', 'Your visa is approved.')).status).toBe(200);
    const [approved] = await smtp.waitFor(1, ['kenji@example.com']);
    expect(approved!.parsed.subject).toBe(`Your application ${id}: Approved`);
    expect(approved!.parsed.text).toContain('Your visa is approved.');
    expect(approved!.parsed.text).not.toContain('What to do');
    smtp.received.length = 0;

    expect((await change(id, 'processing', 'Back.')).status).toBe(409);
    expect(await outboxFor(id)).toHaveLength(1);
    expect((await change(id, 'completed', 'Your visa is ready.')).status).toBe(200);
    const [completed] = await smtp.waitFor(1, ['kenji@example.com']);
    expect(completed!.parsed.subject).toBe(`Your application ${id}: Completed`);
    expect(await outboxFor(id)).toHaveLength(2);
  });

  it('changes nothing when the message cannot be written: no status, no history, no audit row', async () => {
    const id = await apply('en', 'lina@example.com');
    const audits = async () =>
      (await api.db.selectFrom('staff_audit_log').select('id').where('target_id', '=', id).execute()).length;
    // The outbox table away for a moment: the message's insert fails inside the change.
    await sql`alter table mail_outbox rename to mail_outbox_away`.execute(api.db);
    try {
      const failed = await change(id, 'approved', 'Approved.');
      expect(failed.status).toBe(500);
    } finally {
      await sql`alter table mail_outbox_away rename to mail_outbox`.execute(api.db);
    }
    const row = await api.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('processing');
    const history = await api.db
      .selectFrom('application_status_history')
      .select('status')
      .where('application_id', '=', id)
      .execute();
    expect(history).toHaveLength(1);
    expect(await audits()).toBe(0);

    expect((await change(id, 'approved', 'Approved.')).status).toBe(200);
    expect(await audits()).toBe(1);
    expect(await outboxFor(id)).toHaveLength(1);
  });
});
