import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { company } from '@cipta/domain/company';
import { DEVELOPER_TEXT, HOME_HEADING, serverStatus } from './page-helpers.js';
import { API_FROM_PAGE, WEB } from '../support/e2e-settings.js';

const API_ROOT = `${API_FROM_PAGE}/`;
const WEB_ORIGIN = WEB;
// The page calls the API from another origin, with credentials: a stand-in answer needs these.
const CORS_HEADERS = {
  'access-control-allow-origin': WEB_ORIGIN,
  'access-control-allow-credentials': 'true',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

const pills = (page: Page) => page.getByRole('navigation', { name: /^(Main navigation|Navigasi utama)$/ });

test.describe('the brand logo', () => {
  test('a visitor sees the logo image in the navbar, linking home', async ({ page }) => {
    await page.goto('/about');
    const logo = page.getByTestId('brand-logo-image');
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('alt', 'Cipta Visa');
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByTestId('brand-logo-text')).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('a visitor whose logo image fails to load sees the company name instead, still linking home', async ({
      page,
    }) => {
      await page.route('**/brand/logo.svg', (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
      );
      await page.goto('/about');
      const homeLink = page.getByRole('link', { name: 'Cipta Visa, home page' });
      await expect(homeLink.getByTestId('brand-logo-text')).toHaveText('Cipta Visa');
      await expect(page.getByTestId('brand-logo-image')).toHaveCount(0);
      await homeLink.click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING.en);
    });
  });
});

test.describe('a screen whose code does not arrive', () => {
  test.use({
    allowedConsoleErrors: [
      /net::ERR_FAILED|Failed to fetch dynamically imported module|error occurred in|error boundary/i,
    ],
  });

  test('a visitor on a dropped connection is told the page could not be loaded, in either language, and can go on and reload', async ({
    page,
  }) => {
    const aboutChunk = '**/assets/about-page-*.js';
    await page.route(aboutChunk, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING.en);

    await pills(page).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    const message = page.getByRole('alert');
    await expect(message.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
    await expect(message).toContainText('The connection may have dropped. Reload to try again.');
    await expect(message.getByRole('button', { name: 'Reload the page' })).toBeVisible();

    // the navbar still works around the failed screen
    await page.getByTestId('language-button').click();
    await page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
    await expect(message.getByRole('heading', { level: 1 })).toHaveText('Halaman ini tidak dapat dimuat');
    await expect(message).toContainText('Koneksi mungkin terputus. Muat ulang untuk mencoba lagi.');
    await expect(message.getByRole('button', { name: 'Muat ulang halaman' })).toBeVisible();

    await pills(page).getByRole('link', { name: 'Hubungi Kami' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hubungi kami');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // back on the broken screen, the connection returns and the reload button brings the page
    await pills(page).getByRole('link', { name: 'Tentang Kami' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman ini tidak dapat dimuat');
    await page.unroute(aboutChunk);
    await page.getByRole('button', { name: 'Muat ulang halaman' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tentang kami');
    await expect(page).toHaveURL('/about');
  });
});

test.describe('the home page status line', () => {
  test('a visitor sees that the site is connected to its server', async ({ page }) => {
    await page.goto('/');
    const status = serverStatus(page);
    await expect(status).toHaveText('Our online forms are available: you can apply and send messages here.');
    await expect(status).toHaveAttribute('data-status', 'connected');
    await expect(page.locator('body')).not.toContainText(DEVELOPER_TEXT);
  });

  test('an Indonesian visitor sees the same in Indonesian', async ({ page }) => {
    await page.goto('/?lng=id');
    await expect(serverStatus(page)).toHaveText(
      'Formulir online kami tersedia: Anda dapat mengajukan permohonan dan mengirim pesan di sini.',
    );
    await expect(page.locator('body')).not.toContainText(DEVELOPER_TEXT);
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/net::ERR_CONNECTION_REFUSED/] });

    test('a visitor whose connection to the server fails is told so, and the page still works', async ({ page }) => {
      await page.route(API_ROOT, (route) => route.abort('connectionrefused'));
      await page.goto('/');
      const status = serverStatus(page);
      // Issue 21: what is unavailable and how to reach the agency instead, never the browser's error
      await expect(status).toHaveText(
        `Our online forms are unavailable at the moment. Please call us on ${company.phones[0].display} or write to us on WhatsApp at ${company.whatsapp.display}.`,
      );
      await expect(status).toHaveAttribute('data-status', 'failed');
      await expect(status.getByRole('link', { name: company.whatsapp.display })).toHaveAttribute(
        'href',
        `https://wa.me/${company.whatsapp.e164}`,
      );
      await expect(page.locator('body')).not.toContainText(DEVELOPER_TEXT);
      await pills(page).getByRole('link', { name: 'Contact Us' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    });

    test('an Indonesian visitor whose connection fails is told so in Indonesian', async ({ page }) => {
      await page.route(API_ROOT, (route) => route.abort('connectionrefused'));
      await page.goto('/?lng=id');
      await expect(serverStatus(page)).toHaveText(
        /^Formulir online kami sedang tidak tersedia\. Silakan hubungi kami di /,
      );
      await expect(page.locator('body')).not.toContainText(DEVELOPER_TEXT);
    });
  });
});

test.describe('an answer of 401', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a visitor whose stored sign-in has expired loses the token and is sent to /login', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.localStorage.setItem('token', 'expired-token'));
    const authorizations: Array<string | undefined> = [];
    await page.route(API_ROOT, (route) => answerUnauthorized(route, authorizations));

    await pills(page).getByRole('link', { name: 'Home' }).click();

    await expect(page).toHaveURL('/login');
    // product §6: the stored token went with the call
    expect(authorizations).toContain('Bearer expired-token');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    // issue 13: /login is the staff sign-in screen (a visitor page is not remembered as the way back)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
    await expect(page.getByLabel('E-mail')).toBeFocused();
  });
});

async function answerUnauthorized(route: Route, authorizations: Array<string | undefined>) {
  if (route.request().method() === 'OPTIONS') {
    await route.fulfill({ status: 204, headers: CORS_HEADERS });
    return;
  }
  authorizations.push(route.request().headers()['authorization']);
  await route.fulfill({
    status: 401,
    headers: CORS_HEADERS,
    contentType: 'application/json',
    body: JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'The sign-in has expired.' }),
  });
}
