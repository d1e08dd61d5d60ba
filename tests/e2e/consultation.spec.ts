import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { axeViolations } from './page-helpers.js';
import { failPosts } from './message-forms.js';
import { storedMessages } from './stored-state.js';
import { API_FROM_PAGE } from '../support/e2e-settings.js';

// product §2 "Consultation", §3 "Consultation request", §4, §5, §8, §9; issue 7: required fields,
// the success modal's three ways to close (OK, X, an overlay click), and a failure.

/** Where the built web app sends the request (frontend/.env.localhost). */
const REQUESTS_FROM_PAGE = `${API_FROM_PAGE}/api/consultation-request`;

const TEXT = {
  en: {
    lang: 'en',
    path: '/consultation',
    heading: 'Free consultation',
    talk: "Let's talk",
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone number',
    company: 'Company (optional)',
    jobTitle: 'Job title (optional)',
    country: 'Country',
    singapore: 'Singapore',
    message: 'How can we help?',
    submit: 'Request consultation',
    sending: 'Sending...',
    required: 'Please fill in this field.',
    invalidEmail: 'Please enter a valid e-mail address.',
    success: 'Request Submitted Successfully!',
    successText: 'Thank you. Our team will contact you within 24 hours to schedule your 20-minute discovery call.',
    ok: 'OK',
    close: 'Close',
    failure: 'Something went wrong. Please try again later.',
  },
  id: {
    lang: 'id',
    path: '/consultation?lng=id',
    heading: 'Konsultasi gratis',
    talk: 'Mari bicara',
    firstName: 'Nama depan',
    lastName: 'Nama belakang',
    email: 'E-mail',
    phone: 'Nomor telepon',
    company: 'Perusahaan (opsional)',
    jobTitle: 'Jabatan (opsional)',
    country: 'Negara',
    singapore: 'Singapura',
    message: 'Apa yang bisa kami bantu?',
    submit: 'Ajukan konsultasi',
    sending: 'Mengirim...',
    required: 'Kolom ini wajib diisi.',
    invalidEmail: 'Masukkan alamat e-mail yang valid.',
    success: 'Permintaan Berhasil Dikirim!',
    successText:
      'Terima kasih. Tim kami akan menghubungi Anda dalam 24 jam untuk menjadwalkan panggilan perkenalan selama 20 menit.',
    ok: 'OK',
    close: 'Tutup',
    failure: 'Terjadi kesalahan. Silakan coba lagi nanti.',
  },
} as const;
type Texts = (typeof TEXT)[keyof typeof TEXT];

interface Request {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  jobTitle: string;
  message: string;
}

const person = (text: Texts, first: string, extra: Partial<Request> = {}): Request => ({
  firstName: first,
  lastName: 'Sato',
  // An address of its own each time, so a repeated run (test:stress's --repeat-each) finds only its own requests.
  email: `${first.toLowerCase()}.consultation.${text.lang}.${randomBytes(3).toString('hex')}@example.com`,
  phone: '+65 8123 4567',
  company: '',
  jobTitle: '',
  message: `${first} is opening an office in Jakarta and needs work permits for two people.`,
  ...extra,
});

async function openConsultation(page: Page, text: Texts) {
  await page.goto(text.path);
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
}

const form = (page: Page) => page.getByTestId('consultation-form');
// Not exact: a required field's label ends with Mantine's asterisk. No label holds another.
const labelled = (page: Page, label: string) => form(page).getByLabel(label);

async function fill(page: Page, text: Texts, request: Request) {
  await labelled(page, text.firstName).fill(request.firstName);
  await labelled(page, text.lastName).fill(request.lastName);
  await labelled(page, text.email).fill(request.email);
  await labelled(page, text.phone).fill(request.phone);
  await labelled(page, text.company).fill(request.company);
  await labelled(page, text.jobTitle).fill(request.jobTitle);
  await labelled(page, text.country).selectOption({ label: text.singapore });
  await labelled(page, text.message).fill(request.message);
}

async function expectForm(page: Page, text: Texts, request: Request, country: string) {
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'company', 'jobTitle', 'message'] as const) {
    await expect(labelled(page, text[field])).toHaveValue(request[field]);
  }
  await expect(labelled(page, text.country)).toHaveValue(country);
}

async function submitAndSucceed(page: Page, text: Texts, request: Request): Promise<Locator> {
  await fill(page, text, request);
  await form(page).getByRole('button', { name: text.submit }).click();
  const modal = page.getByRole('dialog', { name: text.success });
  await expect(modal).toBeVisible();
  await expect(modal).toHaveCSS('opacity', '1');
  return modal;
}

const EMPTY: Request = { firstName: '', lastName: '', email: '', phone: '', company: '', jobTitle: '', message: '' };

test.use({ viewport: { width: 1280, height: 900 } });

for (const text of [TEXT.en, TEXT.id]) {
  test.describe(`in ${text.lang === 'en' ? 'English' : 'Indonesian'}`, () => {
    test('a visitor presses the talk button, lands in the form, and sending it empty names each required field and stores nothing', async ({
      page,
    }) => {
      const request = person(text, 'Emptyfields');
      await openConsultation(page, text);
      await page.getByRole('button', { name: text.talk }).click();
      await expect(labelled(page, text.firstName)).toBeFocused();
      await expect
        .poll(() => form(page).evaluate((element) => element.getBoundingClientRect().top < window.innerHeight))
        .toBe(true);

      await form(page).getByRole('button', { name: text.submit }).click();
      // product §5: six required, company and job title optional
      await expect(form(page).getByText(text.required)).toHaveCount(6);
      await expect(labelled(page, text.firstName)).toBeFocused();
      await expect(labelled(page, text.company)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(labelled(page, text.jobTitle)).not.toHaveAttribute('aria-invalid', 'true');

      await labelled(page, text.email).fill('not-an-address');
      await form(page).getByRole('button', { name: text.submit }).click();
      await expect(form(page).getByText(text.invalidEmail)).toBeVisible();
      await expect(form(page).getByText(text.required)).toHaveCount(5);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await storedMessages('consultation', request.email)).toEqual([]);
    });

    test('a visitor requests a consultation three times and closes the success modal by OK, by X and by a click on the overlay, with the form emptied each time and each request stored', async ({
      page,
    }) => {
      const requests = [
        person(text, 'Kenji', { company: 'Sato Trading', jobTitle: 'Director' }),
        person(text, 'Hiro'),
        person(text, 'Yuki', { company: 'Yuki Studio' }),
      ];
      await openConsultation(page, text);
      const closers: Array<(modal: Locator) => Promise<void>> = [
        (modal) => modal.getByRole('button', { name: text.ok, exact: true }).click(),
        (modal) => modal.getByRole('button', { name: text.close }).click(),
        () => page.mouse.click(8, 890),
      ];
      for (const [index, request] of requests.entries()) {
        const modal = await submitAndSucceed(page, text, request);
        await expect(modal).toContainText(text.successText);
        await expectForm(page, text, EMPTY, '');
        await closers[index]!(modal);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(form(page).getByRole('button', { name: text.submit })).toBeFocused();
        expect(await storedMessages('consultation', request.email)).toEqual([
          expect.objectContaining({
            firstName: request.firstName,
            lastName: request.lastName,
            phone: request.phone,
            // The staff inbox leaves out what the visitor left empty.
            ...(request.company ? { company: request.company } : {}),
            ...(request.jobTitle ? { jobTitle: request.jobTitle } : {}),
            country: 'Singapore',
            message: request.message,
          }),
        ]);
      }
    });

    // issue 21, product §14.3: Back closes the success modal and stays on the page
    for (const width of [390, 1366]) {
      test(`a visitor presses Back on the success modal and is still on the consultation page, the form empty (${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 844 });
        await openConsultation(page, text);
        const address = page.url();
        const modal = await submitAndSucceed(page, text, person(text, width === 390 ? 'Sora' : 'Taro'));
        await page.goBack();
        await expect(modal).toBeHidden();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        expect(page.url()).toBe(address);
        await expectForm(page, text, EMPTY, '');
      });
    }

    test.describe('when the server fails', () => {
      test.use({ allowedConsoleErrors: [/Failed to load resource/] });

      test('a visitor whose request fails reads the failure message, keeps every field, and succeeds on a second try', async ({
        page,
      }) => {
        const request = person(text, 'Dewi', { company: 'Anggraini & Co', jobTitle: 'Owner' });
        const { release } = await failPosts(page, REQUESTS_FROM_PAGE);
        await openConsultation(page, text);
        await fill(page, text, request);
        await form(page).getByRole('button', { name: text.submit }).click();
        await expect(form(page).getByRole('button', { name: text.sending })).toBeDisabled();
        release();
        await expect(page.getByTestId('consultation-error')).toHaveText(text.failure);
        await expectForm(page, text, request, 'Singapore');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        expect(await storedMessages('consultation', request.email)).toEqual([]);

        await page.unroute(REQUESTS_FROM_PAGE);
        await form(page).getByRole('button', { name: text.submit }).click();
        await expect(page.getByRole('dialog', { name: text.success })).toBeVisible();
        expect(await storedMessages('consultation', request.email)).toHaveLength(1);
      });
    });

    test('a visitor using a screen reader meets no accessibility violations on the page, with field errors, and in the success modal', async ({
      page,
    }) => {
      await openConsultation(page, text);
      expect(await axeViolations(page)).toEqual([]);
      await form(page).getByRole('button', { name: text.submit }).click();
      await expect(form(page).getByText(text.required)).toHaveCount(6);
      expect(await axeViolations(page)).toEqual([]);
      await submitAndSucceed(page, text, person(text, 'Axe'));
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
