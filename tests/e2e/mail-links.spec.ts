import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { company } from '@cipta/domain/company';
import { type ParsedMail, simpleParser } from 'mailparser';
import { generateSync } from 'otplib';
import { API, WEB } from '../support/e2e-settings.js';
import { botSolution } from '../support/bot-solution.js';
import { emlFiles, mailDir } from '../support/mail-files.js';
import { expect, test } from './fixtures.js';
import { addStaffWithPassword, PDF, signInNewStaff, STAFF_WEB, strongPassword, uniqueEmail } from './staff-helpers.js';

// Issue 28 "every notice leads to what it names": one item of each kind is made through the API
// (an application, its document request, the upload, a rejection and a reopening; a contact
// message, a consultation request, a promotion claim; a staff sign-in locked), every message the
// API wrote is read from the mail files (MAIL_DIR, playwright.config.ts), and every link in it is
// opened in the real web app: applicant and visitor links on the public site, in the mail's
// language in an English browser; staff links in the staff area, after sign-in. Every page shows
// the item the message names. backend/src/mail/mail-templates.spec.ts checks that each kind is
// rendered here (MAIL_KINDS).

const DESK = 'desk@example.com'; // STAFF_NOTIFY_EMAIL in playwright.config.ts
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
/** A name people have, unique to this run (names take no digits, decision 163). */
const uniqueName = (first: string) =>
  `${first} ${Array.from(randomBytes(6), (byte) => LETTERS[byte % LETTERS.length]).join('')}`.replace(
    / (.)/,
    (_, letter: string) => ` ${letter.toUpperCase()}`,
  );

function submissionId(): string {
  const letters = Array.from(randomBytes(4), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[byte % 32]).join('');
  return `VS${String(Date.now()).slice(-8)}${letters}`;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  kindHint: string;
}

const parsedCache = new Map<string, ParsedMail>();

async function allMails(): Promise<Mail[]> {
  const dir = mailDir();
  const names = emlFiles();
  const mails: Mail[] = [];
  for (const name of names) {
    let parsed = parsedCache.get(name);
    if (!parsed) {
      parsed = await simpleParser(readFileSync(path.join(dir, name)));
      parsedCache.set(name, parsed);
    }
    const html = String(parsed.html || '');
    mails.push({
      to: parsed.to && 'text' in parsed.to ? parsed.to.text : '',
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      links: [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&#38;/g, '&')),
      kindHint: name,
    });
  }
  return mails;
}

/** The messages to `to` whose text holds every one of `marks`, once `count` of them exist. */
async function mailsTo(to: string, marks: string[], count = 1): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = (await allMails()).filter(
          (mail) => mail.to.includes(to) && marks.every((mark) => `${mail.subject}\n${mail.text}`.includes(mark)),
        );
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

interface StaffApi {
  api: APIRequestContext;
  headers: Record<string, string>;
  email: string;
}

/** An admin added from the command line and signed in through the API, second factor enrolled. */
async function adminApi(): Promise<StaffApi> {
  const email = uniqueEmail('mail.admin');
  const password = strongPassword();
  addStaffWithPassword(email, 'admin', 'Dewi Admin', password);
  const api = await playwrightRequest.newContext();
  const first = await api.post(`${API}/api/staff/session`, { data: { email, password } });
  expect(first.status(), await first.text()).toBe(200);
  const enrolling = (await first.json()) as { csrfToken: string; enrolment: { secret: string } };
  const enrolled = await api.post(`${API}/api/staff/session/second-factor`, {
    data: { code: generateSync({ secret: enrolling.enrolment.secret }) },
    headers: { 'x-csrf-token': enrolling.csrfToken },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  return { api, headers: { 'x-csrf-token': ((await enrolled.json()) as { csrfToken: string }).csrfToken }, email };
}

const TRACK = { en: 'Track', id: 'Lacak' } as const;

/** An applicant's or visitor's link: on the public site with the mail's language, or the agency's WhatsApp. */
async function openVisitorLinks(page: Page, mail: Mail, language: 'en' | 'id', applicationId?: string) {
  expect(mail.links.length, mail.subject).toBeGreaterThan(0);
  expect(mail.text).toContain(company.whatsapp.display);
  for (const link of mail.links) {
    if (!link.startsWith(`${WEB}/`)) {
      // The one link off the site: the agency's WhatsApp (no network here to follow it).
      expect(link).toBe(company.whatsapp.url);
      continue;
    }
    const url = new URL(link);
    expect(url.searchParams.get('lng'), link).toBe(language);
    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    if (url.pathname === '/tracking') {
      await expect(page.getByTestId('tracking-id')).toHaveValue(applicationId!);
      await expect(page.getByRole('button', { name: TRACK[language], exact: true })).toBeVisible();
    }
  }
}

/** A staff link: in the staff area, showing what the message names (the sign-in page, for a locked account). */
async function openStaffLinks(page: Page, mail: Mail, shows: string | null) {
  expect(mail.links.length, mail.subject).toBeGreaterThan(0);
  expect(mail.text).not.toContain(company.whatsapp.url);
  for (const link of mail.links) {
    expect(link.startsWith(`${STAFF_WEB}/`), link).toBe(true);
    await page.goto(link);
    if (shows === null) {
      expect(new URL(link).pathname).toBe('/login');
      await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible();
    } else {
      await expect(page.getByText(shows).first()).toBeVisible();
    }
  }
}

test.use({ allowedConsoleErrors: [/status of 401/, /status of 429/] });

for (const language of ['en', 'id'] as const) {
  test(`in ${language === 'en' ? 'English' : 'Indonesian'}: every link of every message opens what it names`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const admin = await adminApi();
    try {
      // An application and every message about it: receipt, status, arrival, reopening.
      const id = submissionId();
      const applicant = uniqueEmail('mail.applicant');
      const applicantName = uniqueName('Ana');
      const applied = await request.post(`${API}/api/visa-applications`, {
        headers: { 'Accept-Language': language },
        multipart: {
          submissionId: id,
          fullName: applicantName,
          email: applicant,
          phone: '+62 812 0000 1111',
          sponsorType: 'cipta',
          service: JSON.stringify({ title: 'Transit Visa', price: 'USD 25' }),
          documents: PDF,
        },
      });
      expect(applied.status(), await applied.text()).toBe(201);
      const change = (status: string) =>
        admin.api.post(`${API}/api/staff/applications/${id}/status`, {
          data: { status, note: 'Please send a clearer passport scan.' },
          headers: admin.headers,
        });
      expect((await change('documents-requested')).status()).toBe(200);
      const uploaded = await request.post(`${API}/api/applications/${id}/documents`, {
        multipart: { email: applicant, documents: PDF },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      expect((await change('rejected')).status()).toBe(200);
      const reopened = await admin.api.post(`${API}/api/staff/applications/${id}/reopen`, {
        data: { reason: 'Rejected by mistake.', note: 'We have reopened your application.' },
        headers: admin.headers,
      });
      expect(reopened.status(), await reopened.text()).toBe(200);

      // A contact message, a consultation request and a promotion claim.
      const visitor = uniqueEmail('mail.visitor');
      const contactName = uniqueName('Budi');
      const consultationFirst = uniqueName('Kenji');
      const claimName = uniqueName('Sari');
      for (const [route, data] of [
        ['contact-message', { name: contactName, email: visitor, message: 'Can I extend my visa?' }],
        [
          'consultation-request',
          {
            firstName: consultationFirst,
            lastName: 'Sato',
            email: visitor,
            phone: '+65 8123 4567',
            country: 'Singapore',
            message: 'Two work permits, please.',
          },
        ],
        ['promo-claim', { name: claimName, email: visitor, phone: '+62 812 3456 7890' }],
      ] as const) {
        const sent = await request.post(`${API}/api/${route}`, {
          headers: { 'Accept-Language': language },
          data: { ...data, ...(await botSolution(request)) },
        });
        expect([200, 201], `${route}: ${await sent.text()}`).toContain(sent.status());
      }

      // A staff sign-in locked by wrong passwords.
      const locked = uniqueEmail('mail.locked');
      addStaffWithPassword(locked, 'staff', 'Yusuf Terkunci', strongPassword());
      for (let attempt = 0; attempt < 6; attempt += 1) {
        await request.post(`${API}/api/staff/session`, { data: { email: locked, password: 'wrong-password-1' } });
      }

      // The applicant's and visitor's messages, each link opened in an English browser.
      const visitorPage = await browser.newPage({ locale: 'en-US' });
      const applicantMails = await mailsTo(applicant, [id], 5);
      expect(applicantMails).toHaveLength(5); // receipt, documents requested, documents received, rejected, reopened
      for (const mail of applicantMails) {
        expect(mail.text).toContain(applicantName);
        expect(mail.text).toContain(language === 'en' ? 'Transit Visa' : 'Visa Transit');
        await openVisitorLinks(visitorPage, mail, language, id);
      }
      const visitorMails = await mailsTo(visitor, [], 3);
      expect(visitorMails).toHaveLength(3);
      for (const mail of visitorMails) await openVisitorLinks(visitorPage, mail, language);
      await visitorPage.close();

      // The staff's messages, each link opened after signing in (the link's ?next= brings them back).
      await signInNewStaff(page, 'Rina Links', language);
      const [submitted] = await mailsTo(DESK, [applicantName, id]);
      await openStaffLinks(page, submitted!, id);
      const [arrived] = await mailsTo(admin.email, [applicantName, id]);
      await openStaffLinks(page, arrived!, id);
      const [contactNotice] = await mailsTo(DESK, [contactName]);
      expect(contactNotice!.subject).toMatch(new RegExp(`^(Contact message|Pesan kontak): ${contactName}$`));
      await openStaffLinks(page, contactNotice!, 'Can I extend my visa?');
      const [consultationNotice] = await mailsTo(DESK, [consultationFirst]);
      expect(consultationNotice!.subject).toMatch(/^(Consultation request|Permintaan konsultasi): /);
      await openStaffLinks(page, consultationNotice!, 'Two work permits, please.');
      const [claimNotice] = await mailsTo(DESK, [claimName]);
      await openStaffLinks(page, claimNotice!, claimName);
      // The locked account's holder is signed out: the link opens the sign-in page.
      const [lockedNotice] = await mailsTo(locked, []);
      const signedOut = await browser.newPage();
      await openStaffLinks(signedOut, lockedNotice!, null);
      await signedOut.close();
    } finally {
      await admin.api.dispose();
    }
  });
}
