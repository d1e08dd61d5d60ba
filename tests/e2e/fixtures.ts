import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { WEB } from '../support/e2e-settings.js';

/**
 * What React says when the prerendered HTML and the browser's first render differ (in the
 * production build: the errors src/main.tsx passes on from hydrateRoot's onRecoverableError,
 * minified as #418 text, #419/#421/#422/#423 suspense and #425 mismatches); a journey fails on
 * them whatever it allows.
 */
const HYDRATION_TROUBLE = /hydrat|did not match|server rendered|Minified React error #4(?:18|19|2[0-5])\b/i;

/**
 * Every journey fails on a console error or an uncaught exception in the page, unless the
 * test expects that error (a refused request it provoked, say) and lists it. Give several
 * patterns as one alternation (`[/a|b/]`): `test.use` reads `[/a/, /b/]` as [value, options].
 * A hydration mismatch fails every journey, allowed or not (issue 15).
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    await keepToThisMachine(page.context());
    const errors: string[] = [];
    const hydration: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      // A page answered 404 on purpose (an unknown address, issue 15): Chromium logs the
      // document's own status; a failed resource of the page still counts.
      if (/^Failed to load resource: .* 404/.test(text) && message.location().url === page.url()) return;
      if (HYDRATION_TROUBLE.test(text) && ['error', 'warning'].includes(message.type())) hydration.push(text);
      else if (message.type() === 'error' && !allowedConsoleErrors.some((pattern) => pattern.test(text))) {
        errors.push(text);
      }
    });
    page.on('pageerror', (error) => (HYDRATION_TROUBLE.test(String(error)) ? hydration : errors).push(String(error)));
    actOnceLive(page);
    await use(page);
    expect(hydration, 'React hydration warnings or errors on the page').toEqual([]);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

/**
 * The page is prerendered (issue 15): its text is there before the app is. A journey acts once
 * the app is live (<html data-live>), as the page used to appear only with it; a goto that waits
 * for no more than the first byte ('commit') means to act earlier. Every journey's `page` has
 * this; a page of a context a journey opens itself gets it here.
 */
export function actOnceLive(page: Page): Page {
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
          { waitUntil?: string } | undefined;
        const response = await original(...args);
        if (options?.waitUntil !== 'commit') await page.locator('html[data-live]').waitFor({ state: 'attached' });
        return response;
      },
    });
  }
  return page;
}

/**
 * The journeys test our two servers, not the Internet: a request elsewhere (the contact page's
 * OpenStreetMap frame, say) is refused at once. A machine whose firewall drops such packets
 * would otherwise keep it pending for minutes, and a page that waits for the network to be
 * idle would wait with it.
 */
async function keepToThisMachine(context: BrowserContext): Promise<void> {
  await context.route(
    // Only the web: blob: and data: frames are the page's own, chrome-extension: the PDF viewer.
    (url) => ['http:', 'https:'].includes(url.protocol) && !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
}

/** A second visitor's page, in a browser context of its own, acting once live like every journey's page. */
export async function otherVisitorPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: WEB, ...options });
  await keepToThisMachine(context);
  return actOnceLive(await context.newPage());
}

export { expect };
