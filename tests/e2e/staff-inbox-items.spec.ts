import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API } from '../support/e2e-settings.js';
import { botSolution } from '../support/bot-solution.js';
import { expect, test } from './fixtures.js';
import {
  STAFF_WEB,
  addStaffWithPassword,
  expectAxeCleanAtBothWidths,
  strongPassword,
  totp,
  uniqueEmail,
} from './staff-helpers.js';

// issues 27 and 28, the inboxes: a contact message's and a consultation request's own pages
// (/staff/contact-messages/<id>, /staff/consultations/<id>), opened directly while signed out
// (sign-in, then back to the item); a reply by e-mail with the subject and the visitor's text
// quoted; marked handled; the job title and company shown; what waits counted in the
// navigation. Both languages, at 1366 and 390 px.

const TEXT = {
  en: {
    query: '',
    password: 'Password',
    code: '6-digit code from the app',
    saved: 'Continue to the staff area',
    reply: 'Reply by e-mail',
    subject: 'Re: your message to Cipta Visa',
    markHandled: 'Mark handled',
    handled: 'Handled',
    jobTitle: 'Job title: HR Manager',
    company: 'Company: PT Maju',
    nav: 'Staff navigation',
    menu: 'Menu',
    messages: 'Contact messages',
  },
  id: {
    query: '?lng=id',
    password: 'Kata sandi',
    code: 'Kode 6 angka dari aplikasi autentikator',
    saved: 'Lanjut ke area staf',
    reply: 'Balas lewat e-mail',
    subject: 'Re: pesan Anda kepada Cipta Visa',
    markHandled: 'Tandai sudah ditangani',
    handled: 'Sudah ditangani',
    jobTitle: 'Jabatan: HR Manager',
    company: 'Perusahaan: PT Maju',
    nav: 'Navigasi staf',
    menu: 'Menu',
    messages: 'Pesan kontak',
  },
} as const;
type Texts = (typeof TEXT)[keyof typeof TEXT];

test.use({ allowedConsoleErrors: [/status of 401/] });

/** Signs in on the sign-in page the staff area led to, enrolling the second factor. */
async function signInHere(page: Page, text: Texts, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(password);
  await page.keyboard.press('Enter');
  const secret = (await page.getByTestId('staff-enrol-secret').textContent())!.trim();
  await page.getByLabel(text.code).fill(totp(secret));
  await page.keyboard.press('Enter');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: text.saved }).click();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}

for (const [lang, text] of Object.entries(TEXT) as Array<[keyof typeof TEXT, Texts]>) {
  test(`staff open a message and a consultation request at their own addresses, reply and mark handled, in ${lang}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const tag = randomBytes(4).toString('hex');
    const sent = await request.post(`${API}/api/contact-message`, {
      headers: { 'Accept-Language': lang },
      data: {
        name: `Ana ${tag.replace(/\d/g, 'x')}`,
        email: `ana.${tag}@example.com`,
        message: `Can I extend my visa from Bali?\nThank you. ${tag}`,
        ...(await botSolution(request)),
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const messageId = (await sent.json()).id as string;
    const asked = await request.post(`${API}/api/consultation-request`, {
      data: {
        firstName: 'Kenji',
        lastName: `Sato ${tag.replace(/\d/g, 'x')}`,
        email: `kenji.${tag}@example.com`,
        phone: '+65 8123 4567',
        company: 'PT Maju',
        jobTitle: 'HR Manager',
        country: 'Singapore',
        message: `Two work permits, please. ${tag}`,
        ...(await botSolution(request)),
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const consultationId = (await asked.json()).id as string;

    // Signed out, the notice's link leads to the sign-in, then back to the message.
    const email = uniqueEmail('inbox');
    const password = strongPassword();
    addStaffWithPassword(email, 'staff', lang === 'en' ? 'Yusuf Inbox' : 'Yusuf Kotak', password);
    await page.goto(`${STAFF_WEB}/staff/contact-messages/${messageId}${text.query}`);
    await expect(page).toHaveURL(/\/login\?/);
    await signInHere(page, text, email, password);
    await expect(page).toHaveURL(new RegExp(`/staff/contact-messages/${messageId}`));
    const item = page.getByTestId('staff-inbox-item');
    await expect(item).toContainText(`Can I extend my visa from Bali?`);

    // The reply: to the visitor, with the subject and their text quoted, in their language.
    const href = (await item.getByRole('link', { name: text.reply }).getAttribute('href'))!;
    const mailto = new URL(href);
    expect(decodeURIComponent(mailto.pathname)).toBe(`ana.${tag}@example.com`);
    expect(mailto.searchParams.get('subject')).toBe(text.subject);
    expect(mailto.searchParams.get('body')).toContain(`> Can I extend my visa from Bali?\n> Thank you. ${tag}`);
    await expectAxeCleanAtBothWidths(page);
    await item.getByRole('button', { name: text.markHandled }).click();
    await expect(item.getByText(text.handled, { exact: true })).toBeVisible();

    // The consultation request at its address, with the job title and the company.
    await page.goto(`${STAFF_WEB}/staff/consultations/${consultationId}`);
    const request2 = page.getByTestId('staff-inbox-item');
    await expect(request2.getByTestId('staff-inbox-contact')).toContainText(text.jobTitle);
    await expect(request2.getByTestId('staff-inbox-contact')).toContainText(text.company);
    // The navigation counts what waits.
    const nav = page.getByRole('navigation', { name: text.nav });
    await expect(nav.getByRole('link', { name: new RegExp(text.messages) })).toBeVisible();
    await expectAxeCleanAtBothWidths(page);

    // On a phone: the menu folds, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(nav).toBeHidden();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: text.menu }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: new RegExp(text.messages) }).click();
    await expect(page).toHaveURL(/\/staff\/contact-messages$/);
    await expect(nav).toBeHidden();
    await expectNoSidewaysScroll(page);
  });
}
