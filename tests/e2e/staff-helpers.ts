import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { API, E2E_WEB_PORT, e2eDataDir } from '../support/e2e-settings.js';
import { expect } from './fixtures.js';
import { axeViolations } from './page-helpers.js';

// Helpers of the staff journeys (issue 13).

/**
 * The web app as staff open it: at localhost, the API's own site, so the API's SameSite=Strict
 * session cookie goes with the page's calls (127.0.0.1 would be another site).
 */
export const STAFF_WEB = `http://localhost:${E2E_WEB_PORT}`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The first admin's one-time link, from the API's log (playwright.config.ts keeps it in the run's folder). */
export async function firstAdminLink(): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const log = readFileSync(path.join(e2eDataDir(), 'api.log'), 'utf8');
      link = /"setupLink":"([^"]+)"/.exec(log)?.[1];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** `npm run staff -- …` against the journeys' database; answers the set-up link it prints. */
export function staffCommand(...args: string[]): string {
  const output = execFileSync('node', ['backend/dist/staff/accounts/staff.cli.js', ...args], {
    cwd: root,
    env: {
      ...process.env,
      SQLITE_PATH: path.join(e2eDataDir(), 'app.sqlite'),
      UPLOAD_DIR: path.join(e2eDataDir(), 'uploads'),
      STAFF_WEB_URL: STAFF_WEB,
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  });
  const link = /(http\S+\/login\/setup#token=\S+)/.exec(output)?.[1];
  if (!link) throw new Error(`the staff command printed no link: ${output}`);
  return link;
}

/** What a journey needs to sign an account in again: its address, password and authenticator secret. */
export interface StaffCredentials {
  email: string;
  password: string;
  secret: string;
}

/**
 * A staff account made with `npm run staff -- add … --password-stdin`, then signed in through
 * /login, enrolling the second factor on the way (as its first sign-in does).
 */
export async function signInNewStaff(
  page: Page,
  name: string,
  lang: 'en' | 'id',
  role: 'admin' | 'staff' = 'staff',
): Promise<StaffCredentials> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const password = strongPassword();
  addStaffWithPassword(email, role, name, password);
  await page.goto(`${STAFF_WEB}/login${lang === 'id' ? '?lng=id' : ''}`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: lang === 'en' ? 'Password' : 'Kata sandi', exact: true }).fill(password);
  await page.keyboard.press('Enter');
  const secret = (await page.getByTestId('staff-enrol-secret').textContent())!.trim();
  await page
    .getByLabel(lang === 'en' ? '6-digit code from the app' : 'Kode 6 angka dari aplikasi autentikator')
    .fill(totp(secret));
  await page.keyboard.press('Enter');
  await page.getByRole('checkbox').check();
  await page
    .getByRole('button', { name: lang === 'en' ? 'Continue to the staff area' : 'Lanjut ke area staf' })
    .click();
  await expect(page.getByTestId('staff-signed-in-as')).toContainText(name);
  return { email, password, secret };
}

/**
 * A later sign-in of an enrolled account, with the authenticator's next code (the enrolment
 * spent the current one; each code works once).
 */
export async function signInEnrolledStaff(page: Page, lang: 'en' | 'id', account: StaffCredentials): Promise<void> {
  await page.goto(`${STAFF_WEB}/login${lang === 'id' ? '?lng=id' : ''}`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
  await page
    .getByRole('textbox', { name: lang === 'en' ? 'Password' : 'Kata sandi', exact: true })
    .fill(account.password);
  await page.keyboard.press('Enter');
  await page
    .getByLabel(lang === 'en' ? 'Authenticator code or recovery code' : 'Kode autentikator atau kode pemulihan')
    .fill(totp(account.secret, 1));
  await page.keyboard.press('Enter');
  // Attached, not visible: on a phone it waits behind the menu.
  await expect(page.getByTestId('staff-signed-in-as')).toBeAttached();
}

/** The authenticator's code, `stepsAhead` 30-second steps from now (the API allows one step of drift). */
export function totp(secret: string, stepsAhead = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

export const uniqueEmail = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;
/** A long passphrase zxcvbn scores 4. */
export const strongPassword = () => `Lantern-${randomBytes(6).toString('hex')}-Quartz-Tropical`;

/** A submissionId as the browser makes it (product §7). */
function submissionId(): string {
  const letters = Array.from(randomBytes(4), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[byte % 32]).join('');
  return `VS${String(Date.now()).slice(-8)}${letters}`;
}

export const PDF = {
  name: 'passport.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% passport scan for the staff journey\n%%EOF\n'),
};

/** A visa application sent through the real API, as the visitor's form sends it. */
export async function applyForVisa(request: APIRequestContext, fullName: string) {
  const application = { id: submissionId(), email: uniqueEmail('staff.visa'), fullName };
  const answer = await request.post(`${API}/api/visa-applications`, {
    multipart: {
      submissionId: application.id,
      fullName,
      email: application.email,
      phone: '+62 812 0000 1111',
      sponsorType: 'cipta',
      service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
      documents: PDF,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return application;
}

/** axe finds nothing on the screen as it is, at a desktop width and at a 390 px phone's. */
export async function expectAxeCleanAtBothWidths(page: Page): Promise<void> {
  const before = page.viewportSize();
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `axe at ${viewport.width} px on ${page.url()}`).toEqual([]);
  }
  if (before) await page.setViewportSize(before);
}

/**
 * `npm run staff -- add <email> --role … --password-stdin`: an account with this password, no
 * link; in the journeys' database, or that of a journey's own API (`dataDir`).
 */
export function addStaffWithPassword(
  email: string,
  role: 'admin' | 'staff',
  name: string,
  password: string,
  dataDir = e2eDataDir(),
): void {
  execFileSync(
    'node',
    ['backend/dist/staff/accounts/staff.cli.js', 'add', email, '--role', role, '--name', name, '--password-stdin'],
    {
      cwd: root,
      env: {
        ...process.env,
        SQLITE_PATH: path.join(dataDir, 'app.sqlite'),
        UPLOAD_DIR: path.join(dataDir, 'uploads'),
        LOG_LEVEL: 'warn',
      },
      input: `${password}\n`,
      encoding: 'utf8',
    },
  );
}
