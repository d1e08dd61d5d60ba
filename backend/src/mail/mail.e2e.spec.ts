import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formWith, pdf, png, submissionId } from '../testing/files.js';
import { type ReceivedMail, testSmtpServer, type TestSmtpServer } from '../testing/smtp-server.js';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';

// Issue 14 against a real SMTP server: what each submission sends, in which language, and that
// the outbox neither loses nor doubles a message when the server is away.

const ORIGIN = 'https://visa.example';
const STAFF = 'desk@agency.example, boss@agency.example';
const STAFF_WEB = 'https://staff.visa.example';
const FAST = { PUBLIC_ORIGIN: ORIGIN, STAFF_WEB_URL: STAFF_WEB, MAIL_POLL_MS: '20', MAIL_RETRY_BASE_MS: '50' };

const until = async <T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const to = (mails: ReceivedMail[], address: string) => mails.filter((mail) => mail.envelopeTo.includes(address));

const visaForm = (id: string, fullName: string) =>
  formWith(
    {
      submissionId: id,
      fullName,
      email: 'ana@example.com',
      phone: '+62 812 3456 7890',
      service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
      documentRequirements: 'passport,photo-4x6',
    },
    [
      ['documents', 'passport scan.pdf', pdf()],
      ['documents', 'photo.png', png()],
    ],
  );

const contact = (api: TestApi, language: string, name: string, email: string) =>
  api.request('POST', '/api/contact-message', {
    json: { name, email, message: 'Can you help me extend my tourist visa?' },
    headers: { 'accept-language': language },
  });

describe.each(DIALECTS)('e-mail through the outbox on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let api: TestApi;

  beforeAll(async () => {
    smtp = await testSmtpServer();
    api = await startTestApi(dialect, { ...FAST, SMTP_URL: smtp.url, STAFF_NOTIFY_EMAIL: STAFF });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.stop();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('a visa applicant gets an English receipt with both parts and the tracking link; the agency one Indonesian message', async () => {
    const id = submissionId();
    const answer = await api.request('POST', '/api/visa-applications', {
      form: visaForm(id, 'Ana Putri'),
      headers: { 'accept-language': 'en' },
    });
    expect(answer.status).toBe(201);
    const mails = await smtp.waitFor(2, ['ana@example.com', 'desk@agency.example']);

    const [receipt] = to(mails, 'ana@example.com');
    expect(receipt!.envelopeTo).toEqual(['ana@example.com']);
    const { parsed } = receipt!;
    expect(parsed.subject).toBe(`We received your application ${id}`);
    expect(parsed.text).toContain('Dear Ana Putri,');
    // issue 29: documents by requirement and type, never by the visitor's file names.
    for (const fact of [id, 'B1 Tourist Visa (Visa on Arrival)', 'USD 35', 'Passport, PDF', 'Photo, 4x6 cm, PNG']) {
      expect(parsed.text).toContain(fact);
      expect(parsed.html).toContain(fact);
    }
    // issue 28: the link opens the page in the language the applicant wrote in.
    expect(parsed.text).toContain(`${ORIGIN}/tracking?id=${id}&lng=en`);
    expect(parsed.html).toContain(`href="${ORIGIN}/tracking?id=${id}&#38;lng=en"`);
    expect(parsed.html).not.toMatch(/<img|src=/i);
    expect(parsed.messageId).toMatch(/@localhost>$/);

    const staff = to(mails, 'desk@agency.example');
    expect(staff).toHaveLength(1);
    expect(staff[0]!.envelopeTo.sort()).toEqual(['boss@agency.example', 'desk@agency.example']);
    expect(staff[0]!.parsed.subject).toBe(`Permohonan visa: Ana Putri (${id})`);
    // issue 28: the staff area is STAFF_WEB_URL, which may be another address than the public site.
    expect(staff[0]!.parsed.text).toContain(`${STAFF_WEB}/staff/applications/${id}`);
    expect(staff[0]!.parsed.text).not.toContain(ORIGIN);
    expect(staff[0]!.parsed.html).toContain('Buka di area staf');

    const row = await api.db.selectFrom('applications').select('language').where('id', '=', id).executeTakeFirst();
    expect(row?.language).toBe('en');
  });

  it('a contact message, a consultation request and a promotion claim are answered in the language each was sent in', async () => {
    expect((await contact(api, 'id', 'Budi Santoso', 'budi@example.com')).status).toBe(201);
    const consultation = await api.request('POST', '/api/consultation-request', {
      json: {
        firstName: 'Kenji',
        lastName: 'Sato',
        email: 'kenji@example.com',
        phone: '+65 8123 4567',
        country: 'Singapore',
        message: 'We need work permits for two people.',
      },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(consultation.status).toBe(201);
    const claim = await api.request('POST', '/api/promo-claim', {
      json: { name: 'Sari Dewi', email: 'sari@example.com', phone: '+62 812 3456 7890' },
      headers: { 'accept-language': 'id' },
    });
    expect(claim.status).toBe(201);
    const visitors = ['budi@example.com', 'kenji@example.com', 'sari@example.com'];
    await smtp.waitFor(3, visitors);
    const mails = await smtp.waitFor(6, [...visitors, 'desk@agency.example']);

    const budi = to(mails, 'budi@example.com')[0]!.parsed;
    expect(budi.subject).toBe('Pesan Anda telah kami terima');
    expect(budi.text).toContain('dalam 24 jam');
    const kenji = to(mails, 'kenji@example.com')[0]!.parsed;
    expect(kenji.subject).toBe('Your consultation request has arrived');
    expect(kenji.text).toContain('within 24 hours');
    expect(kenji.html).toContain('20-minute discovery call');
    const sari = to(mails, 'sari@example.com')[0]!.parsed;
    expect(sari.subject).toBe(`Kuota promo Anda: nomor ${claim.body.claimNumber}`);
    expect(
      to(mails, 'desk@agency.example')
        .map((mail) => mail.parsed.subject?.split(':')[0])
        .sort(),
    ).toEqual(['Klaim promo', 'Permintaan konsultasi', 'Pesan kontak']);
    // issue 28: a notice's subject names the person and the kind, never the item's UUID; its link opens the item.
    const notices = to(mails, 'desk@agency.example').map((mail) => mail.parsed);
    const contactNotice = notices.find((mail) => mail.subject?.startsWith('Pesan kontak'))!;
    expect(contactNotice.subject).toBe('Pesan kontak: Budi Santoso');
    expect(contactNotice.text).toMatch(new RegExp(`${STAFF_WEB}/staff/contact-messages/[0-9a-f-]{36}\\n`));
    const consultationNotice = notices.find((mail) => mail.subject?.startsWith('Permintaan konsultasi'))!;
    expect(consultationNotice.subject).toBe('Permintaan konsultasi: Kenji Sato');
    expect(consultationNotice.text).toMatch(new RegExp(`${STAFF_WEB}/staff/consultations/[0-9a-f-]{36}\\n`));
  });

  it('a refused submission writes no message: the same address claiming twice gets one spot and one message', async () => {
    const first = await api.request('POST', '/api/promo-claim', {
      json: { name: 'Rina', email: 'rina@example.com', phone: '+62 812 3456 7890' },
    });
    const second = await api.request('POST', '/api/promo-claim', {
      json: { name: 'Rina', email: 'rina@example.com', phone: '+62 812 3456 7890' },
    });
    expect([first.status, second.status]).toEqual([201, 409]);
    const rows = await api.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('recipients', '=', 'rina@example.com')
      .execute();
    expect(rows).toEqual([{ kind: 'promo-spot' }]);
    await smtp.waitFor(2, ['rina@example.com', 'desk@agency.example']);
  });

  it('a name with CR/LF and markup alters no header and no markup', async () => {
    const name = 'Eve\r\nBcc: evil@example.com\r\nSubject: pwned <b>bold</b><img src="http://evil.example/x.png">';
    const answer = await contact(api, 'en', name, 'eve@example.com');
    if (answer.status !== 201) {
      // Input hardening may refuse such a name outright; then nothing is written or sent.
      expect(answer.status).toBe(400);
      return;
    }
    await smtp.waitFor(2, ['eve@example.com', 'desk@agency.example']);
    const mails = smtp.received.filter((mail) => mail.raw.includes('eve@example.com'));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.envelopeTo).not.toContain('evil@example.com');
      expect(mail.parsed.headers.get('bcc')).toBeUndefined();
      expect(mail.parsed.html).not.toMatch(/<b>|<img/);
      expect(mail.parsed.html).toContain('&#60;b&#62;bold&#60;/b&#62;');
    }
    const staff = to(mails, 'desk@agency.example')[0]!.parsed;
    expect(staff.subject).toMatch(/^Pesan kontak: Eve Bcc: evil@example.com Subject: pwned/);
    expect(staff.headers.get('subject')).not.toMatch(/[\r\n]/);
  });
});

describe.each(DIALECTS)('when SMTP is down on %s', (dialect) => {
  it('messages wait, record each failed attempt, and go exactly once when the server is back', async () => {
    const smtp = await testSmtpServer({ listen: false });
    const api = await startTestApi(dialect, { ...FAST, SMTP_URL: smtp.url });
    try {
      for (const n of [1, 2, 3])
        expect((await contact(api, 'en', `Visitor ${'ABCDEFGHIJ'[n]}`, `v${n}@example.com`)).status).toBe(201);
      const failed = await until(async () => {
        const rows = await api.db.selectFrom('mail_outbox').selectAll().execute();
        return rows.length === 3 && rows.every((row) => row.attempts >= 2 && row.last_error) ? rows : undefined;
      }, 'two failed attempts of each message');
      expect(failed.every((row) => row.status === 'pending')).toBe(true);
      expect(failed[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
      const attempts = await api.db.selectFrom('mail_attempts').selectAll().where('outcome', '=', 'failed').execute();
      expect(new Set(attempts.map((attempt) => attempt.message_id)).size).toBe(3);

      await smtp.start();
      await smtp.waitFor(3);
      await until(async () => {
        const rows = await api.db.selectFrom('mail_outbox').select('status').execute();
        return rows.every((row) => row.status === 'sent') ? true : undefined;
      }, 'every message marked sent');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received.map((mail) => mail.envelopeTo[0]).sort()).toEqual([
        'v1@example.com',
        'v2@example.com',
        'v3@example.com',
      ]);
    } finally {
      await api.close();
      await smtp.stop();
    }
  });

  it('a message still failing after MAIL_RETRY_FOR_SECONDS is dead, with its last error', async () => {
    const smtp = await testSmtpServer({ listen: false });
    const api = await startTestApi(dialect, { ...FAST, SMTP_URL: smtp.url, MAIL_RETRY_FOR_SECONDS: '1' });
    try {
      await contact(api, 'en', 'Late Visitor', 'late@example.com');
      const dead = await until(
        () => api.db.selectFrom('mail_outbox').selectAll().where('status', '=', 'dead').executeTakeFirst(),
        'a dead message',
      );
      expect(dead.last_error).toBeTruthy();
      expect(dead.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await api.close();
    }
  });
});

describe.each(DIALECTS)('without SMTP_URL on %s', (dialect) => {
  it('a message becomes an .eml file in MAIL_DIR, in the visitor language', async () => {
    const api = await startTestApi(dialect, { PUBLIC_ORIGIN: ORIGIN, MAIL_POLL_MS: '20' });
    try {
      const id = submissionId();
      await api.request('POST', '/api/visa-applications', {
        form: visaForm(id, 'Ana Putri'),
        headers: { 'accept-language': 'id' },
      });
      const file = await until(async () => {
        const names = await fs.readdir(api.config.mail.dir).catch(() => []);
        return names.find((name) => name.endsWith('.eml'));
      }, 'an .eml file');
      const parsed = await simpleParser(await fs.readFile(path.join(api.config.mail.dir, file)));
      expect(parsed.subject).toBe(`Permohonan ${id} telah kami terima`);
      expect(parsed.text).toContain(`${ORIGIN}/tracking?id=${id}`);
    } finally {
      await api.close();
    }
  });
});
