import { catalogueService } from '@cipta/domain/catalogue';
import { VISITOR_MAIL_PER_RECIPIENT_HOUR } from '@cipta/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, pdf, png, submissionId } from '../testing/files.js';
import { signedInStaff, type SignedInStaff } from '../testing/staff.js';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';
import { renderMail, type MailKind } from './mail-templates.js';
import { OutboxRepository } from './outbox.repository.js';

// Issue 29 (medium 3): a visitor could make the agency mail their own text to anyone. The
// service, price and processing time in a message are the catalogue's; documents are named by
// requirement and type; names carry no line breaks, overrides or invisible characters; and one
// address receives at most 10 messages an hour from the visitor routes, the rest held.

const B1 = catalogueService('visa/b1-visa-on-arrival')!;
const SPOUSE = catalogueService('kitap/spouse')!;
const ATTACK_FILE = 'pay at www.cipta-visa-pay.example.pdf';

/** What the attacker of issue 29 sent: a stranger's address, their own price and file names. */
function strangerVisa(fields: Record<string, string | undefined> = {}) {
  return formOf(
    {
      submissionId: submissionId(),
      fullName: 'Ana Putri',
      email: 'stranger@example.com',
      phone: '+62 812 3456 7890',
      // Another case and spacing of the catalogue's title; the price is the attacker's.
      service: JSON.stringify({ title: 'b1 tourist visa  (visa on arrival)', price: 'USD 950 due today' }),
      documentRequirements: 'passport,photo-4x6',
      ...fields,
    },
    [
      ['documents', ATTACK_FILE, pdf('scan')],
      ['documents', 'USD 950 due today.png', png()],
    ],
  );
}

describe.each(DIALECTS)('the agency’s messages to visitors on %s (issue 29)', (dialect) => {
  let api: TestApi;
  let admin: SignedInStaff;

  const outbox = () => api.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();
  const rendered = async (subjectId: string, kind: MailKind) => {
    const row = await api.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject_id', '=', subjectId)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    const language = row.language === 'en' ? 'en' : 'id';
    return {
      row,
      mail: renderMail(kind, JSON.parse(row.params), language, {
        publicOrigin: 'https://visa.example',
        staffOrigin: 'https://staff.visa.example',
      }),
    };
  };

  beforeAll(async () => {
    api = await startTestApi(dialect, { STAFF_MFA: 'off', MAIL_WORKER: 'off' });
    [admin] = await signedInStaff(api, [['dewi.cap@example.com', 'admin']]);
  });
  afterAll(() => api?.close());

  describe('the receipt', () => {
    it.each(['en', 'id'] as const)(
      'to a stranger carries only catalogue text, in the recipient’s language (%s)',
      async (language) => {
        const form = strangerVisa();
        const id = form.get('submissionId') as string;
        const answer = await api.request('POST', '/api/visa-applications', {
          form,
          headers: { 'accept-language': language },
        });
        expect(answer.status).toBe(201);

        const { mail } = await rendered(id, 'application-receipt');
        for (const part of [mail.text, mail.html]) {
          expect(part).toContain(B1.title[language]);
          expect(part).toContain(B1.price.text[language]);
          expect(part).toContain(B1.processingTime[language]);
          expect(part).toContain(`${B1.requirements[0]!.label[language]}, PDF`);
          expect(part).toContain(`${B1.requirements[1]!.label[language]}, PNG`);
          expect(part).not.toMatch(/950|due today|cipta-visa-pay/);
        }
        const stored = await api.db
          .selectFrom('applications')
          .select(['service_key', 'service_title', 'service_price'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({
          service_key: B1.key,
          service_title: B1.title[language],
          service_price: B1.price.text[language],
        });
        const files = await api.db
          .selectFrom('application_files')
          .select('requirement')
          .where('application_id', '=', id)
          .orderBy('original_name', 'desc')
          .execute();
        expect(files.map((file) => file.requirement)).toEqual(['passport', 'photo-4x6']);
      },
    );

    it('names files whose requirement was not said as documents of their type', async () => {
      const form = strangerVisa({ documentRequirements: undefined });
      const id = form.get('submissionId') as string;
      const answer = await api.request('POST', '/api/visa-applications', {
        form,
        headers: { 'accept-language': 'en' },
      });
      expect(answer.status).toBe(201);
      const { mail } = await rendered(id, 'application-receipt');
      expect(mail.text).toContain('- Document, PDF\n- Document, PNG');
      expect(mail.text).not.toContain('cipta-visa-pay');
    });

    it('of a permit names the catalogue’s product and its card’s own document', async () => {
      const id = submissionId('PA');
      const answer = await api.request('POST', '/api/submit-application', {
        form: formOf(
          {
            submissionId: id,
            formType: 'kitap',
            productId: 'spouse',
            productTitle: SPOUSE.title.id,
            productPrice: 'USD 950 due today',
            fullName: 'Ana Putri',
            email: 'stranger@example.com',
            phone: '+62 812 3456 7890',
            nationality: 'Brazilian',
            passport: 'FX123456',
            spouseName: 'Budi Santoso',
            documentRequirements: 'passport',
          },
          [
            ['marriageCertificate', ATTACK_FILE, pdf('akta')],
            ['additionalDocuments', 'call +1 555 0100.pdf', pdf('passport')],
          ],
        ),
        headers: { 'accept-language': 'en' },
      });
      expect(answer.status).toBe(201);
      const { mail } = await rendered(id, 'application-receipt');
      expect(mail.text).toContain(SPOUSE.title.en);
      expect(mail.text).toContain(SPOUSE.price.text.en);
      expect(mail.text).toContain(SPOUSE.processingTime.en);
      const label = (id: string) => SPOUSE.requirements.find((requirement) => requirement.id === id)!.label.en;
      expect(mail.text).toContain(`- ${label('marriage-certificate')}, PDF`);
      expect(mail.text).toContain(`- ${label('passport')}, PDF`);
      expect(mail.text).not.toMatch(/950|cipta-visa-pay|555/);
    });
  });

  describe('the service named', () => {
    it('refuses a title that names no visa service of the catalogue, saying so, and keeps nothing', async () => {
      const form = strangerVisa({ service: JSON.stringify({ title: 'Urgent refund: call us', price: 'USD 950' }) });
      const answer = await api.request('POST', '/api/visa-applications', { form });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.details).toEqual([
        {
          field: 'service',
          message: 'service.title must be the title of a visa service of the catalogue, in English or Indonesian',
        },
      ]);
      const rows = await api.db
        .selectFrom('applications')
        .select('id')
        .where('id', '=', form.get('submissionId') as string)
        .execute();
      expect(rows).toEqual([]);
    });

    it('refuses a permit product title that is not the product’s, and a product the catalogue lacks', async () => {
      const base = {
        formType: 'stay-permit',
        fullName: 'Ana Putri',
        email: 'stranger@example.com',
        phone: '+62 812 3456 7890',
        nationality: 'Brazilian',
        passport: 'FX123456',
      };
      const document: Array<[string, string, Buffer]> = [['documents', 'scan.pdf', pdf('scan')]];
      const wrongTitle = await api.request('POST', '/api/submit-application', {
        form: formOf({ ...base, productId: 'express', productTitle: 'USD 950 due today' }, document),
      });
      expect(wrongTitle.status).toBe(400);
      expect(wrongTitle.body.details).toEqual([
        {
          field: 'productTitle',
          message: expect.stringContaining('productTitle must be the title of the product stay-permit/express'),
        },
      ]);
      const unknown = await api.request('POST', '/api/submit-application', {
        form: formOf({ ...base, productId: 'pay-now', productTitle: 'Express Stay Permit' }, document),
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.details).toEqual([
        { field: 'productId', message: 'productId must be a product of the stay-permit form in the catalogue' },
      ]);
    });

    it('refuses documentRequirements that do not fit the files or the service', async () => {
      for (const documentRequirements of ['passport', 'passport,work-contract']) {
        const answer = await api.request('POST', '/api/visa-applications', {
          form: strangerVisa({ documentRequirements }),
        });
        expect(answer.status).toBe(400);
        expect(answer.body.details[0].field).toBe('documentRequirements');
      }
    });
  });

  describe('a name', () => {
    const HOSTILE = [
      ['CR/LF', 'Ana\r\nBcc: all@example.com'],
      ['U+202E', 'Ana \u202Efdp.exe'],
      ['a zero-width space', 'Ana\u200BPutri'],
    ] as const;

    const routes: Array<[string, (name: string) => Promise<{ status: number; body: any }>, string]> = [
      [
        'a visa application',
        (name) => api.request('POST', '/api/visa-applications', { form: strangerVisa({ fullName: name }) }),
        'fullName',
      ],
      [
        'a permit application',
        (name) =>
          api.request('POST', '/api/submit-application', {
            form: formOf(
              {
                formType: 'stay-permit',
                productId: 'express',
                productTitle: 'Express Stay Permit',
                fullName: name,
                email: 'ana@example.com',
                phone: '+62 812 3456 7890',
                nationality: 'Brazilian',
                passport: 'FX123456',
              },
              [['documents', 'scan.pdf', pdf('scan')]],
            ),
          }),
        'fullName',
      ],
      [
        'a contact message',
        (name) =>
          api.request('POST', '/api/contact-message', {
            json: { name, email: 'ana@example.com', message: 'Hello there.' },
          }),
        'name',
      ],
      [
        'a consultation request',
        (name) =>
          api.request('POST', '/api/consultation-request', {
            json: {
              firstName: 'Ana',
              lastName: name,
              email: 'ana@example.com',
              phone: '+62 812 3456 7890',
              country: 'Indonesia',
              message: 'Hello there.',
            },
          }),
        'lastName',
      ],
      [
        'a promotion claim',
        (name) =>
          api.request('POST', '/api/promo-claim', {
            json: { name, email: 'ana.promo@example.com', phone: '+62 812 3456 7890' },
          }),
        'name',
      ],
      [
        'a staff account added',
        (name) =>
          api.request('POST', '/api/staff/users', {
            json: { email: 'new.staff@example.com', name, role: 'staff' },
            headers: admin.headers,
          }),
        'name',
      ],
      [
        'a staff contact correction',
        (name) =>
          api.request('POST', '/api/staff/applications/VS00000000AAAA/contact', {
            json: { fullName: name, reason: 'Typo.' },
            headers: admin.headers,
          }),
        'fullName',
      ],
      [
        'the first admin’s set-up',
        (name) =>
          api.request('POST', '/api/staff/setup', {
            json: { token: 'a'.repeat(43), password: 'lantern-orbit-cashew-91', email: 'first@example.com', name },
          }),
        'name',
      ],
    ];

    it.each(
      routes.flatMap(([route, send, field]) =>
        HOSTILE.map(([what, name]) => [route, what, send, field, name] as const),
      ),
    )('%s refuses a name with %s (400)', async (_route, _what, send, field, name) => {
      const answer = await send(name);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.details).toContainEqual({
        field,
        message: `${field} may hold letters, spaces, apostrophes, hyphens and dots only`,
      });
    });
  });

  describe('the recipient cap', () => {
    const contact = (email: string, n: number) =>
      api.request('POST', '/api/contact-message', {
        json: { name: `Visitor ${'abcdefghijklmnop'[n]}`, email, message: 'Hello there.' },
      });

    it(`sends ${VISITOR_MAIL_PER_RECIPIENT_HOUR} messages an hour to one address and holds the eleventh, listed as held to staff`, async () => {
      const address = `capped.${dialect}@example.com`;
      for (let n = 0; n <= VISITOR_MAIL_PER_RECIPIENT_HOUR; n += 1)
        expect((await contact(address, n)).status).toBe(201);
      const rows = (await outbox()).filter((row) => row.recipients === address);
      expect(rows.map((row) => row.status)).toEqual([
        ...Array(VISITOR_MAIL_PER_RECIPIENT_HOUR).fill('pending'),
        'held',
      ]);
      const held = rows.at(-1)!;
      // It goes an hour after the first of the ten.
      expect(Date.parse(held.next_attempt_at)).toBe(Date.parse(rows[0]!.release_at!) + 3_600_000);
      // Another address is not slowed.
      expect((await contact(`other.${dialect}@example.com`, 0)).status).toBe(201);

      const listed = await api.request('GET', `/api/staff/mail?subjectType=contact&subjectId=${held.subject_id}`, {
        headers: admin.headers,
      });
      expect(listed.status).toBe(200);
      expect(listed.body.items).toContainEqual(
        expect.objectContaining({ id: held.id, status: 'held', nextAttemptAt: held.next_attempt_at }),
      );
      // Held is not given up on: an admin's resend does not apply (decision 163).
      const resend = await api.request('POST', `/api/staff/mail/${held.id}/resend`, {
        json: {},
        headers: admin.headers,
      });
      expect(resend.status).toBe(409);
    });

    it('releases a held message once its hour has passed, and never more than the cap in any hour', async () => {
      const address = `clock.${dialect}@example.com`;
      const start = new Date('2030-01-01T08:00:00.000Z');
      const minute = 60_000;
      // 25 messages in 25 minutes: 10 go at once, the rest are held in turns of the hour.
      for (let n = 0; n < 25; n += 1) {
        await api.db.transaction().execute((trx) =>
          OutboxRepository.add(
            trx,
            [
              {
                kind: 'contact-confirmation',
                params: { name: 'Ana' },
                recipients: [address],
                language: 'en',
                subjectType: 'contact',
                subjectId: `clock-${n}`,
                capped: true,
              },
            ],
            new Date(start.getTime() + n * minute),
          ),
        );
      }
      const rows = await api.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('capped_recipient', '=', address)
        .orderBy('release_at')
        .execute();
      expect(rows.filter((row) => row.status === 'held')).toHaveLength(15);
      const releases = rows.map((row) => Date.parse(row.release_at!));
      for (const at of releases) {
        expect(releases.filter((other) => other >= at && other < at + 60 * minute).length).toBeLessThanOrEqual(
          VISITOR_MAIL_PER_RECIPIENT_HOUR,
        );
      }
      // The eleventh is not due before the hour, and due once it has passed.
      const outboxRepository = api.app.nest.get(OutboxRepository);
      const due = async (at: Date) =>
        (await outboxRepository.claim(100, 1, at)).filter((row) => row.capped_recipient === address);
      const eleventh = rows[10]!;
      expect((await due(new Date(start.getTime() + 59 * minute))).map((row) => row.id)).not.toContain(eleventh.id);
      const released = await due(new Date(start.getTime() + 60 * minute));
      expect(released.map((row) => row.id)).toContain(eleventh.id);
      expect(released.find((row) => row.id === eleventh.id)!.status).toBe('pending');
    });
  });
});
