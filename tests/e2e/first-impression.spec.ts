import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { DEVELOPER_TEXT } from './page-helpers.js';
import { API_FROM_PAGE } from '../support/e2e-settings.js';

// Issue 21 "First impression" and "Copy", at 390 and 1366 px in both languages: no page shows a
// developer's text ("API is running", "Failed to fetch", a bare HTTP status) with the API up or
// down, and an Info modal's features wrap at 390 px instead of ending in "…".

// Each journey visits a dozen pages: more than one page's time on a busy machine.
test.describe.configure({ timeout: 180_000 });

const PAGES = [
  '/',
  '/about',
  '/contact',
  '/consultation',
  '/visa-services',
  '/permanent-residence',
  '/temporary-stay',
  '/international-visa',
  '/additional-services',
  '/visit-visa',
  '/tracking',
  '/news',
];

/** Every call the page makes to the API fails as if the server were down. */
async function takeApiDown(page: Page) {
  await page.route(`${API_FROM_PAGE}/**`, (route) => route.abort('connectionrefused'));
}

/**
 * The page's calls to the API still waiting for an answer, counted from the moment this is
 * called. Not Playwright's "networkidle": the contact page's map is a frame of another site,
 * refused on this machine, and a refused frame can leave the page never idle.
 */
function apiCallsPending(page: Page): () => number {
  const pending = new Set<unknown>();
  const isApi = (request: Request) => request.url().startsWith(API_FROM_PAGE);
  page.on('request', (request) => isApi(request) && pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

async function expectNoDeveloperText(page: Page, path: string, pending: () => number) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Whatever the page shows from the API's answers (or from their failure) has arrived.
  await expect.poll(pending, { message: `${path}: the API calls answered` }).toBe(0);
  await expect(page.locator('body'), path).not.toContainText(DEVELOPER_TEXT);
}

for (const width of [390, 1366]) {
  for (const language of ['en', 'id'] as const) {
    const lng = (path: string) => (language === 'id' ? `${path}?lng=id` : path);

    test.describe(`at ${width} px in ${language === 'en' ? 'English' : 'Indonesian'}`, () => {
      test.use({
        viewport: { width, height: 844 },
        allowedConsoleErrors: [/net::ERR_CONNECTION_REFUSED|Failed to load resource|net::ERR_FAILED/],
      });

      test('a visitor meets no developer text on any page with the API up', async ({ page }) => {
        const pending = apiCallsPending(page);
        for (const path of PAGES) await expectNoDeveloperText(page, lng(path), pending);
      });

      test('a visitor meets no developer text on any page with the API down', async ({ page }) => {
        await takeApiDown(page);
        const pending = apiCallsPending(page);
        for (const path of PAGES) await expectNoDeveloperText(page, lng(path), pending);
      });
    });
  }
}

test.describe('an Info modal on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'id'] as const) {
    test(`a visitor at 390 px reads every feature of every catalogue service in full, wrapped, none cut with "…" (${language})`, async ({
      page,
    }) => {
      const suffix = language === 'id' ? '&lng=id' : '';
      await page.goto(`/visa-services${language === 'id' ? '?lng=id' : ''}`);
      await expect(page.locator('[data-service-id]').first()).toBeVisible();
      const ids = await page
        .locator('[data-service-id]')
        .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.serviceId!));
      expect(ids.length).toBeGreaterThan(3);
      for (const id of ids) {
        await page.goto(`/visa-services?card=${id}${suffix}`);
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveCSS('opacity', '1');
        const labels = dialog.locator('.mantine-Badge-label');
        await expect(labels.first()).toBeVisible();
        for (const label of await labels.all()) {
          const shown = await label.evaluate((element) => {
            const style = getComputedStyle(element);
            const box = element.getBoundingClientRect();
            return {
              cut: style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth,
              nowrap: style.whiteSpace === 'nowrap',
              right: box.right,
            };
          });
          expect(shown.cut, id).toBe(false);
          expect(shown.nowrap, id).toBe(false);
          expect(shown.right, id).toBeLessThanOrEqual(390);
        }
      }
    });
  }
});
