import { company } from '@cipta/domain/company';
import { LANGUAGES } from '@cipta/domain/constants';
import { describe, expect, it } from 'vitest';
import { MAIL_AUDIENCE, MAIL_KINDS, type MailKind, type MailParams, renderMail } from './mail-templates.js';

// Issue 28: every template (every MailKind, including any registered later) rendered in both
// languages: links lead to the right site and carry the reader's language, subjects carry no
// UUID, sentences start with a capital after the greeting, and every applicant or visitor message
// gives the agency's phone and WhatsApp. The journey mail-links.spec.ts follows the links in the
// real web app.

const ORIGINS = { publicOrigin: 'https://visa.example', staffOrigin: 'https://staff.visa.example' };
const UUID = 'a3f1c2d4-5b6e-4f70-8a91-b2c3d4e5f607';
const UUID_PATTERN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** One sample per kind: a kind without one does not compile, and the test below names it. */
const SAMPLES: { [K in MailKind]: MailParams[K] } = {
  'application-receipt': {
    id: 'PA85542191ABC7',
    name: 'Ana Putri',
    serviceKey: 'stay-permit/single-entry',
    documents: [{ requirement: 'passport', mediaType: 'application/pdf' }],
  },
  'contact-confirmation': { name: 'Ana Putri' },
  'consultation-confirmation': { name: 'Ana Putri' },
  'promo-spot': { name: 'Ana Putri', claimNumber: 7, promo: null },
  'staff-new-submission': { type: 'contact', id: UUID, name: 'Ana Putri', email: 'ana@example.com', service: null },
  'status-change': {
    id: 'VS85542191ABC7',
    name: 'Ana Putri',
    service: 'Visa Transit',
    status: 'documents-requested',
    note: 'Please send your passport.',
  },
  'documents-received': {
    id: 'PA85542191ABC7',
    name: 'Ana Putri',
    serviceKey: 'stay-permit/single-entry',
    documents: [{ requirement: null, mediaType: 'application/pdf' }],
    missing: ['sponsor-letter'],
  },
  'staff-documents-arrived': {
    id: 'PA85542191ABC7',
    name: 'Ana Putri',
    serviceKey: 'stay-permit/single-entry',
    documents: [{ requirement: null, mediaType: 'image/png' }],
    missing: [],
  },
  'staff-sign-in-locked': { name: 'Wulan', until: '2026-11-28T10:45:00.000Z', failures: 5 },
  'application-reopened': {
    id: 'VS85542191ABC7',
    name: 'Ana Putri',
    service: 'Visa Transit',
    note: 'We reopened it.',
  },
  'staff-account-setup': {
    name: 'Wulan',
    link: `${ORIGINS.staffOrigin}/login/setup?lng=id#token=abc`,
    expiresAt: '2026-11-28T10:45:00.000Z',
    reason: 'new',
  },
};

const linksOf = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&#38;/g, '&'));

describe('every mail kind, in both languages (issue 28)', () => {
  it('has a sample here and a reader', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...MAIL_KINDS].sort());
  });

  for (const kind of MAIL_KINDS) {
    for (const language of LANGUAGES) {
      describe(`${kind} in ${language}`, () => {
        const mail = renderMail(kind, SAMPLES[kind] as never, language, ORIGINS);
        const audience = MAIL_AUDIENCE[kind];

        it('names no UUID in its subject', () => {
          expect(mail.subject).not.toMatch(UUID_PATTERN);
        });

        it('starts every sentence with a capital, the greeting included', () => {
          const paragraphs = mail.text.split('\n\n').flatMap((paragraph) => paragraph.split('\n'));
          for (const line of paragraphs) expect(line, line).not.toMatch(/^\p{Ll}/u);
        });

        it(`leads every link to ${audience === 'staff' ? 'the staff area' : "the public site, in the reader's language"}`, () => {
          const links = linksOf(mail.html);
          expect(links.length).toBeGreaterThan(0);
          for (const link of links) {
            expect(mail.text).toContain(link);
            if (audience === 'staff') {
              expect(link.startsWith(`${ORIGINS.staffOrigin}/`), link).toBe(true);
            } else if (link.startsWith(`${ORIGINS.publicOrigin}/`)) {
              expect(new URL(link).searchParams.get('lng'), link).toBe(language);
            } else {
              expect(link).toBe(company.whatsapp.url);
            }
          }
        });

        if (audience === 'applicant') {
          it("gives the agency's phone and WhatsApp", () => {
            expect(mail.text).toContain(company.phones[0].display);
            expect(mail.text).toContain(company.whatsapp.display);
            expect(mail.html).toContain(`href="${company.whatsapp.url}"`);
          });
        }
      });
    }
  }
});

describe('service names in the reader language (issue 28)', () => {
  it('the receipt and the documents receipt name the catalogue service in Indonesian', () => {
    for (const kind of ['application-receipt', 'documents-received'] as const) {
      const mail = renderMail(kind, SAMPLES[kind], 'id', ORIGINS);
      expect(mail.text).toContain('Layanan: Izin Tinggal Sekali Masuk');
      expect(mail.text).not.toContain('Single Entry Stay Permit');
    }
  });

  it('the staff notice names the service in the staff member language', () => {
    const english = renderMail('staff-documents-arrived', SAMPLES['staff-documents-arrived'], 'en', ORIGINS);
    expect(english.text).toContain('Service: Single Entry Stay Permit');
    const indonesian = renderMail('staff-documents-arrived', SAMPLES['staff-documents-arrived'], 'id', ORIGINS);
    expect(indonesian.text).toContain('Layanan: Izin Tinggal Sekali Masuk');
  });
});

describe('the contact and consultation notices to the agency (issue 28)', () => {
  it('name the person and the kind in the subject, and link to the item in the staff area', () => {
    const contact = renderMail('staff-new-submission', SAMPLES['staff-new-submission'], 'en', ORIGINS);
    expect(contact.subject).toBe('Contact message: Ana Putri');
    expect(linksOf(contact.html)).toEqual([`${ORIGINS.staffOrigin}/staff/contact-messages/${UUID}`]);
    const consultation = renderMail(
      'staff-new-submission',
      { ...SAMPLES['staff-new-submission'], type: 'consultation' },
      'id',
      ORIGINS,
    );
    expect(consultation.subject).toBe('Permintaan konsultasi: Ana Putri');
    expect(linksOf(consultation.html)).toEqual([`${ORIGINS.staffOrigin}/staff/consultations/${UUID}`]);
  });
});
