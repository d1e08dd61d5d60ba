import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { type ApiProcess, startApiProcess } from '../support/api-process.js';
import { API_FROM_PAGE, E2E_WEB_PORT } from '../support/e2e-settings.js';
import { expect, test } from './fixtures.js';
import { PDF, STAFF_WEB, addStaffWithPassword, strongPassword, totp, uniqueEmail } from './staff-helpers.js';

// issue 28 "Nothing typed is lost": on an API of its own whose sessions end after 40 idle
// seconds (the journeys' shared API keeps 30 minutes), a staff member types a document-request
// note, is warned before the limit, stays signed in, is warned again and lets the session end:
// the sign-in page says it expired, and signing in leads back to the case with the note there.
// The page's calls to the shared API's address are sent to this one (cookies do not care about
// ports, so the session cookie goes along). Also: the role select shows whole role names.

const IDLE_SECONDS = 40;

const TEXT = {
  en: {
    query: '',
    warning: 'Your session is about to end',
    stay: 'Stay signed in',
    expired: 'Your session has expired.',
    password: 'Password',
    code: 'Authenticator code or recovery code',
    enrolCode: '6-digit code from the app',
    enrolDone: 'Continue to the staff area',
    status: 'New status',
    requested: 'Documents requested',
    note: 'Note to the applicant',
    submit: 'Change status',
    accounts: 'Staff accounts',
  },
  id: {
    query: '?lng=id',
    warning: 'Sesi Anda akan segera berakhir',
    stay: 'Tetap masuk',
    expired: 'Sesi Anda telah berakhir.',
    password: 'Kata sandi',
    code: 'Kode autentikator atau kode pemulihan',
    enrolCode: 'Kode 6 angka dari aplikasi',
    enrolDone: 'Lanjut ke area staf',
    status: 'Status baru',
    requested: 'Dokumen diminta',
    note: 'Catatan untuk pemohon',
    submit: 'Ubah status',
    accounts: 'Akun staf',
  },
} as const;

test.use({ allowedConsoleErrors: [/status of 401/] });
// Two runs of about 90 s each (40 s idle, twice), one per worker.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

let api: ApiProcess;
let data: string;

test.beforeAll(async () => {
  data = mkdtempSync(path.join(os.tmpdir(), 'cipta-e2e-timeout-'));
  api = await startApiProcess(
    {
      SQLITE_PATH: path.join(data, 'app.sqlite'),
      UPLOAD_DIR: path.join(data, 'uploads'),
      MAIL_DIR: path.join(data, 'mail'),
      CORS_ORIGINS: `http://localhost:${E2E_WEB_PORT},http://127.0.0.1:${E2E_WEB_PORT}`,
      STAFF_WEB_URL: STAFF_WEB,
      RATE_LIMIT: 'off',
      BOT_CHALLENGE: 'off',
      STAFF_SESSION_IDLE_SECONDS: String(IDLE_SECONDS),
    },
    // The machine runs the shared servers and other journeys meanwhile: a slow start is no failure.
    60_000,
  );
});

test.afterAll(async () => {
  await api?.stop();
  if (data) rmSync(data, { recursive: true, force: true });
});

/** The web app was built for the shared API: its calls go to this one instead, unseen by the page. */
async function useOwnApi(page: Page): Promise<void> {
  const own = api.url.replace('127.0.0.1', 'localhost');
  await page.route(
    (url) => url.origin === API_FROM_PAGE,
    (route) => route.continue({ url: route.request().url().replace(API_FROM_PAGE, own) }),
  );
}

async function fillCredentials(page: Page, text: (typeof TEXT)['en' | 'id'], email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(password);
  await page.keyboard.press('Enter');
}

/** Every option's words fit the select's text box (a native select cuts them off silently). */
async function expectWholeOptions(select: Locator): Promise<void> {
  const room = await select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const widest = Math.max(...Array.from(element.options, (option) => context.measureText(option.text).width));
    const inner = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { widest, inner };
  });
  expect(room.inner, 'the select leaves room for its longest role name').toBeGreaterThanOrEqual(room.widest);
}

for (const lang of ['en', 'id'] as const) {
  const text = TEXT[lang];

  test(`${lang}: a staff member is warned before the idle limit, stays, then signs in again after it and finds the typed note`, async ({
    page,
    request,
  }) => {
    await useOwnApi(page);
    const email = uniqueEmail('rina');
    const password = strongPassword();
    addStaffWithPassword(email, 'admin', 'Rina Wijaya', password, data);
    const id = `VS${String(Date.now()).slice(-8)}${lang === 'en' ? 'TMEN' : 'TMID'}`;
    const sent = await request.post(`${api.url}/api/visa-applications`, {
      multipart: {
        submissionId: id,
        fullName: 'Bayu Santoso',
        email: uniqueEmail('bayu'),
        phone: '+62 812 0000 2222',
        sponsorType: 'cipta',
        service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
        documents: PDF,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    // The first sign-in enrols the authenticator, then goes to the case.
    const caseUrl = `/staff/applications/${id}`;
    await page.goto(`${STAFF_WEB}/login${text.query}${text.query ? '&' : '?'}next=${encodeURIComponent(caseUrl)}`);
    await fillCredentials(page, text, email, password);
    const secret = (await page.getByTestId('staff-enrol-secret').textContent())!.trim();
    const enrolledAt = Math.floor(Date.now() / 30_000);
    await page.getByLabel(text.enrolCode).fill(totp(secret));
    await page.keyboard.press('Enter');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: text.enrolDone }).click();
    await expect(page).toHaveURL(`${STAFF_WEB}${caseUrl}`);

    // issue 28: the role select shows whole role names at a desktop's and a phone's width.
    await page.goto(`${STAFF_WEB}/staff/users`);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const select = page.getByTestId('staff-users-row').first().getByRole('combobox');
      await expect(select).toBeVisible();
      await expectWholeOptions(select);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // A document-request note typed, not sent.
    await page.goto(`${STAFF_WEB}${caseUrl}`);
    const note = `Please send a clearer passport scan (${lang}).`;
    await page.getByLabel(text.status).selectOption({ label: text.requested });
    await page.getByRole('textbox', { name: text.note }).fill(note);

    // The warning comes a third of the idle limit before it, with the focus on "Stay signed in".
    const warning = page.getByRole('dialog', { name: text.warning });
    await expect(warning).toBeVisible({ timeout: IDLE_SECONDS * 1000 });
    const stay = warning.getByRole('button', { name: text.stay });
    await expect(stay).toBeFocused();
    await expect(warning).toContainText(/0:\d\d/);
    const touched = page.waitForResponse((answer) => answer.url().endsWith('/api/staff/session') && answer.ok());
    await stay.click();
    await touched;
    await expect(warning).toBeHidden();

    // Nothing else happens: warned again, then the session ends and the sign-in page says so.
    await expect(warning).toBeVisible({ timeout: IDLE_SECONDS * 1000 });
    await expect(page.getByTestId('staff-session-expired')).toHaveText(new RegExp(text.expired), {
      timeout: IDLE_SECONDS * 1000,
    });
    expect(new URL(page.url()).searchParams.get('next')).toBe(caseUrl);

    // Signing in again leads back to the case, the note and the chosen status restored.
    await fillCredentials(page, text, email, password);
    await expect.poll(() => Math.floor(Date.now() / 30_000)).toBeGreaterThan(enrolledAt);
    await page.getByLabel(text.code).fill(totp(secret));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${STAFF_WEB}${caseUrl}`);
    await expect(page.getByRole('textbox', { name: text.note })).toHaveValue(note);
    await expect(page.getByLabel(text.status)).toHaveValue('documents-requested');

    // Sent, the draft is gone: a reload shows an empty form.
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByTestId('staff-status-saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: text.note })).toHaveValue('');
  });
}
