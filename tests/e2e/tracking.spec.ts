import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { axeViolations } from './page-helpers.js';
import { API } from '../support/e2e-settings.js';

// DESIGN 6 and docs/decisions.md 6: /tracking looks an application up by its ID and e-mail
// (the ID may come in the address, as the success modals link it); issue 7 "Done when":
// tracking found and not found, in both languages, with no axe violations. The applications
// are made through the real API first, as a visitor's submit would.

const TEXT = {
  en: {
    lang: 'en',
    query: '',
    locale: 'en-GB',
    heading: 'Track your application',
    id: 'Application ID',
    email: 'E-mail',
    track: 'Track',
    result: (id: string) => `Application ${id}`,
    visaKind: 'Visa',
    stayPermitKind: 'Stay permit',
    status: 'In process',
    // issue 21: the service's name in the visitor's language and its own processing time
    names: {
      'B1 Tourist Visa (Visa on Arrival)': 'B1 Tourist Visa (Visa on Arrival)',
      'Single Entry Stay Permit': 'Single Entry Stay Permit',
    } as Record<string, string>,
    estimates: {
      'B1 Tourist Visa (Visa on Arrival)': 'Processing time for this service: Instant upon arrival.',
      'Single Entry Stay Permit': 'Processing time for this service: 3-5 business days.',
    } as Record<string, string>,
    notFound: 'No application matches that ID and e-mail. Please check both and try again.',
  },
  id: {
    lang: 'id',
    query: '?lng=id',
    locale: 'id-ID',
    heading: 'Lacak permohonan Anda',
    id: 'ID permohonan',
    email: 'E-mail',
    track: 'Lacak',
    result: (id: string) => `Permohonan ${id}`,
    visaKind: 'Visa',
    stayPermitKind: 'Izin tinggal',
    status: 'Sedang Diproses',
    names: {
      'B1 Tourist Visa (Visa on Arrival)': 'Visa Wisata B1 (Visa Kunjungan Saat Kedatangan)',
      'Single Entry Stay Permit': 'Izin Tinggal Sekali Masuk',
    } as Record<string, string>,
    estimates: {
      'B1 Tourist Visa (Visa on Arrival)': 'Waktu proses layanan ini: Langsung saat kedatangan.',
      'Single Entry Stay Permit': 'Waktu proses layanan ini: 3-5 hari kerja.',
    } as Record<string, string>,
    notFound: 'Tidak ada permohonan yang cocok dengan ID dan e-mail tersebut. Periksa keduanya lalu coba lagi.',
  },
} as const;
type Texts = (typeof TEXT)[keyof typeof TEXT];

const PDF = {
  name: 'passport.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% passport scan\n%%EOF\n'),
};

/** A submissionId as the browser makes it (product §7): VS, 8 digits of the time, 4 characters. */
function submissionId(): string {
  const letters = Array.from(randomBytes(4), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[byte % 32]).join('');
  return `VS${String(Date.now()).slice(-8)}${letters}`;
}

const uniqueEmail = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;

interface Application {
  id: string;
  email: string;
  service: string;
  price: string;
}

async function applyForVisa(request: APIRequestContext): Promise<Application> {
  const application = {
    id: submissionId(),
    email: uniqueEmail('tracking.visa'),
    service: 'B1 Tourist Visa (Visa on Arrival)',
    price: 'USD 35',
  };
  const answer = await request.post(`${API}/api/visa-applications`, {
    multipart: {
      submissionId: application.id,
      fullName: 'Ana Pereira',
      email: application.email,
      phone: '+62 812 0000 1111',
      sponsorType: 'cipta',
      service: JSON.stringify({ title: application.service, price: application.price }),
      documents: PDF,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return application;
}

async function applyForStayPermit(request: APIRequestContext): Promise<Application> {
  const email = uniqueEmail('tracking.permit');
  const service = 'Single Entry Stay Permit';
  const price = 'USD 39';
  const answer = await request.post(`${API}/api/submit-application`, {
    multipart: {
      formType: 'stay-permit',
      productId: 'single-entry',
      productTitle: service,
      productPrice: price,
      fullName: 'Budi Santoso',
      email,
      phone: '+62 812 2222 3333',
      nationality: 'Australian',
      passport: 'PA1234567',
      documents: PDF,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { applicationId } = (await answer.json()) as { applicationId: string };
  expect(applicationId).toMatch(/^PA\d{8}[A-Z0-9]{4}$/);
  return { id: applicationId, email, service, price };
}

/** The day the server says it received the application, as the page writes it. */
async function submittedDay(request: APIRequestContext, application: Application, text: Texts): Promise<string> {
  const answer = await request.get(
    `${API}/api/applications/${application.id}?email=${encodeURIComponent(application.email)}`,
  );
  expect(answer.status()).toBe(200);
  const { submittedAt } = (await answer.json()) as { submittedAt: string };
  return new Intl.DateTimeFormat(text.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(submittedAt));
}

async function track(page: Page, text: Texts, fields: { id?: string; email: string }) {
  if (fields.id !== undefined) await page.getByLabel(text.id).fill(fields.id);
  await page.getByLabel(text.email).fill(fields.email);
  await page.getByRole('button', { name: text.track, exact: true }).click();
}

async function expectFound(page: Page, text: Texts, application: Application, kind: string, day: string) {
  const result = page.getByRole('region', { name: text.result(application.id) });
  await expect(result).toBeVisible();
  // service, price, kind, submitted, current status
  await expect(result.locator('dd')).toHaveText([
    text.names[application.service]!,
    application.price,
    kind,
    day,
    text.status,
  ]);
  await expect(page.getByTestId('tracking-status')).toHaveText(text.status);
  // the timeline: the one status so far, on the day it was received
  await expect(page.getByTestId('tracking-history').getByRole('listitem')).toHaveText([`${text.status}${day}`]);
  await expect(page.getByTestId('tracking-estimate')).toHaveText(text.estimates[application.service]!);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

for (const text of [TEXT.en, TEXT.id]) {
  test.describe(`in ${text.lang === 'en' ? 'English' : 'Indonesian'}`, () => {
    test('a visitor types the ID of their visa application and their e-mail, and sees its status, history and estimate', async ({
      page,
      request,
    }) => {
      const application = await applyForVisa(request);
      const day = await submittedDay(request, application, text);
      await page.goto(`/tracking${text.query}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
      // typed in lower case and with spaces, as a visitor might copy it, and (issue 28) with the
      // letter O for each zero and I for each one of its digits
      const typed = ` ${application.id.slice(0, 2)} ${application.id.slice(2, 10).replace(/0/g, 'O').replace(/1/g, 'I')} ${application.id.slice(10)} `;
      await track(page, text, { id: typed.toLowerCase(), email: application.email.toUpperCase() });
      await expectFound(page, text, application, text.visaKind, day);
      // the address now names the application shown
      await expect(page).toHaveURL(new RegExp(`/tracking\\?(lng=id&)?id=${application.id}$`));
    });

    test('a visitor following a tracking link with ?id= only adds their e-mail to find a permit application', async ({
      page,
      request,
    }) => {
      const application = await applyForStayPermit(request);
      const day = await submittedDay(request, application, text);
      await page.goto(`/tracking?id=${application.id}${text.query.replace('?', '&')}`);
      await expect(page.getByLabel(text.id)).toHaveValue(application.id);
      await track(page, text, { email: application.email });
      await expectFound(page, text, application, text.stayPermitKind, day);
    });

    test.describe('when nothing matches', () => {
      // the page's lookup answered 404, which the browser logs
      test.use({ allowedConsoleErrors: [/status of 404/] });

      test('a visitor with the wrong e-mail, or an ID nobody has, is told plainly that no application matches', async ({
        page,
        request,
      }) => {
        const application = await applyForVisa(request);
        await page.goto(`/tracking?id=${application.id}${text.query.replace('?', '&')}`);
        await track(page, text, { email: uniqueEmail('someone.else') });
        await expect(page.getByRole('alert')).toHaveText(text.notFound);
        await expect(page.getByTestId('tracking-result')).toHaveCount(0);
        // what the visitor typed stays, to correct it
        await expect(page.getByLabel(text.id)).toHaveValue(application.id);

        await track(page, text, { id: submissionId(), email: application.email });
        await expect(page.getByRole('alert')).toHaveText(text.notFound);
        await expect(page.getByTestId('tracking-result')).toHaveCount(0);
      });

      test('a visitor using a screen reader meets no accessibility violations on the form, a found application and a miss', async ({
        page,
        request,
      }) => {
        const application = await applyForVisa(request);
        await page.goto(`/tracking${text.query}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
        expect(await axeViolations(page)).toEqual([]);

        await track(page, text, { id: application.id, email: application.email });
        await expect(page.getByTestId('tracking-status')).toHaveText(text.status);
        expect(await axeViolations(page)).toEqual([]);

        await track(page, text, { email: uniqueEmail('nobody') });
        await expect(page.getByRole('alert')).toHaveText(text.notFound);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  });
}
