import type { Page } from '@playwright/test';
import { WEB } from '../support/e2e-settings.js';

// Helpers of the message forms' journeys (contact, consultation).

/**
 * Makes the server fail the page's POSTs to `url` with a 500, held back until `release()` so a
 * journey can see the form while it is sent. Other calls (the CORS preflight) reach the real
 * API; `page.unroute(url)` lets the next POST through.
 */
export async function failPosts(page: Page, url: string): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    return route.fulfill({
      status: 500,
      headers: { 'access-control-allow-origin': WEB, 'access-control-allow-credentials': 'true' },
      json: { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL_ERROR', message: 'Something broke.' },
    });
  });
  return { release };
}
