import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { HOME_HEADING } from './page-helpers.js';
import { WEB } from '../support/e2e-settings.js';

const WEB_ORIGIN = WEB;
const HOME_PILL = { en: 'Home', id: 'Beranda' } as const;
type Language = keyof typeof HOME_PILL;

const languageButton = (page: Page) => page.getByTestId('language-button');
const dropdown = (page: Page) => page.getByTestId('language-dropdown');
const pills = (page: Page) => page.getByRole('navigation', { name: /^(Main navigation|Navigasi utama)$/ });

async function storedLanguage(page: Page, context: BrowserContext) {
  const local = await page.evaluate(() => window.localStorage.getItem('language'));
  const cookie = (await context.cookies(WEB_ORIGIN)).find((c) => c.name === 'language')?.value;
  return { local, cookie };
}

async function expectSiteIn(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(pills(page).getByRole('link').first()).toHaveText(HOME_PILL[language]);
  await expect(languageButton(page)).toContainText(language.toUpperCase());
}

test.describe('the language switcher', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an English-speaking visitor switches the site to Bahasa Indonesia and it stays so after a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expectSiteIn(page, 'en');

    // product §2: flag, uppercase code and arrow
    await expect(languageButton(page).locator('svg')).toHaveCount(1);
    await expect(languageButton(page)).toHaveText(/^EN\s*▾$/);
    await expect(dropdown(page)).toBeHidden();

    await languageButton(page).click();
    await expect(dropdown(page)).toBeVisible();
    const english = dropdown(page).getByRole('menuitemradio', { name: 'English' });
    const indonesian = dropdown(page).getByRole('menuitemradio', { name: 'Bahasa Indonesia' });
    await expect(english).toHaveAttribute('aria-checked', 'true');
    await expect(english).toContainText('✓');
    await expect(indonesian).toHaveAttribute('aria-checked', 'false');
    await expect(indonesian).not.toContainText('✓');
    await expect(indonesian.locator('svg'), 'each choice has its flag').toHaveCount(1);

    await indonesian.click();
    await expect(dropdown(page)).toBeHidden();
    await expectSiteIn(page, 'id');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING.id);
    await expect(page).toHaveTitle('Cipta Visa: visa, KITAS, dan KITAP Indonesia');
    await expect(page.getByTestId('footer')).toContainText('Pesan Konsultasi Visa GRATIS Anda');
    expect(await storedLanguage(page, context)).toEqual({ local: 'id', cookie: 'id' });

    await languageButton(page).click();
    await expect(dropdown(page).getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toContainText('✓');
    await expect(dropdown(page).getByRole('menuitemradio', { name: 'English' })).not.toContainText('✓');
    await page.keyboard.press('Escape');

    await page.reload();
    await expectSiteIn(page, 'id');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING.id);
  });

  test('a visitor switches back to English and every text follows, the page title too', async ({ page, context }) => {
    await page.goto('/about?lng=id');
    await expectSiteIn(page, 'id');
    await expect(page).toHaveTitle('Tentang kami | Cipta Visa');

    await languageButton(page).click();
    await dropdown(page).getByRole('menuitemradio', { name: 'English' }).click();
    await expectSiteIn(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page).toHaveTitle('About us | Cipta Visa');
    expect(await storedLanguage(page, context)).toEqual({ local: 'en', cookie: 'en' });
  });
});

test.describe('the language section of the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor on a phone switches to Bahasa Indonesia from the menu', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(menu.getByRole('button', { name: 'Bahasa Indonesia' })).toHaveAttribute('aria-pressed', 'true');
    await expect(menu.getByRole('link', { name: 'Beranda' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Konsultasi Sekarang' })).toBeVisible();
    expect(await storedLanguage(page, context)).toEqual({ local: 'id', cookie: 'id' });
  });
});

// product §9: query lng, cookie, local storage, session storage, browser language, <html lang>;
// product §4: only id and en are applied, anything else is passed over to the next source.
interface Sources {
  query?: string;
  cookie?: string;
  local?: string;
  session?: string;
  /** The browser's language (Playwright's locale). */
  browser: string;
  /** The lang of the served page's <html>; the built page says id. */
  htmlLang?: string;
}

const DETECTION: Array<{ journey: string; sources: Sources; expected: Language }> = [
  {
    journey: 'a visitor following a link with ?lng=id reads Indonesian although their cookie says en',
    sources: { query: 'id', cookie: 'en', browser: 'en-US' },
    expected: 'id',
  },
  {
    journey: 'a visitor following a link with ?lng=en reads English although their cookie says id',
    sources: { query: 'en', cookie: 'id', browser: 'id-ID' },
    expected: 'en',
  },
  {
    journey: 'a returning visitor whose cookie says en reads English although local storage says id',
    sources: { cookie: 'en', local: 'id', browser: 'id-ID' },
    expected: 'en',
  },
  {
    journey: 'a returning visitor whose local storage says en reads English although session storage says id',
    sources: { local: 'en', session: 'id', browser: 'id-ID' },
    expected: 'en',
  },
  {
    journey: 'a visitor whose session storage says en reads English in an Indonesian browser',
    sources: { session: 'en', browser: 'id-ID' },
    expected: 'en',
  },
  {
    journey: 'a first-time visitor with an Indonesian browser reads Indonesian, whatever the html tag says',
    sources: { browser: 'id-ID', htmlLang: 'en' },
    expected: 'id',
  },
  {
    journey: 'a first-time visitor with an American English browser reads English',
    sources: { browser: 'en-US' },
    expected: 'en',
  },
  {
    journey: 'a first-time visitor with a French browser reads the page’s own language, Indonesian',
    sources: { browser: 'fr-FR' },
    expected: 'id',
  },
  {
    journey: 'a first-time visitor with a French browser follows the html tag when it says en',
    sources: { browser: 'fr-FR', htmlLang: 'en' },
    expected: 'en',
  },
  {
    journey: 'a visitor following a link with the unsupported ?lng=fr reads the language of their cookie',
    sources: { query: 'fr', cookie: 'en', browser: 'id-ID' },
    expected: 'en',
  },
  {
    journey: 'a first-time visitor following a link with ?lng=fr reads the language of their browser',
    sources: { query: 'fr', browser: 'en-US' },
    expected: 'en',
  },
  {
    journey: 'a visitor with an unsupported "de" in local storage reads the language of session storage',
    sources: { local: 'de', session: 'en', browser: 'id-ID' },
    expected: 'en',
  },
  {
    journey: 'a visitor with an unsupported cookie reads the language of local storage',
    sources: { cookie: 'zz', local: 'en', browser: 'id-ID' },
    expected: 'en',
  },
];

test.describe('where the first language comes from', () => {
  for (const { journey, sources, expected } of DETECTION) {
    test.describe(() => {
      test.use({ locale: sources.browser });

      test(journey, async ({ page, context }) => {
        if (sources.cookie) await context.addCookies([{ name: 'language', value: sources.cookie, url: WEB_ORIGIN }]);
        await page.addInitScript(
          ({ local, session }) => {
            // only before the first load: afterwards the app's own choice stands
            if (window.sessionStorage.getItem('e2e-seeded')) return;
            window.sessionStorage.setItem('e2e-seeded', 'yes');
            if (local) window.localStorage.setItem('language', local);
            if (session) window.sessionStorage.setItem('language', session);
          },
          { local: sources.local, session: sources.session },
        );
        if (sources.htmlLang) await serveHtmlLang(page, sources.htmlLang);

        // /about makes no API call: a page served by page.route counts as public to Chromium,
        // which then refuses its calls to the loopback API
        await page.goto(sources.query ? `/about?lng=${sources.query}` : '/about');

        await expectSiteIn(page, expected);
        // i18next remembers what it found, as one of the two codes (never en-US or fr)
        expect(await storedLanguage(page, context)).toEqual({ local: expected, cookie: expected });
      });
    });
  }
});

/**
 * Serves the page of the site in that language (its <html lang> says so), whatever the browser
 * asked for: the web server's own choice would follow Accept-Language and the default (issue 15).
 */
async function serveHtmlLang(page: Page, lang: string) {
  await page.route(
    (url) => url.origin === WEB_ORIGIN && url.pathname === '/about',
    async (route) => {
      const response = await route.fetch({ url: `${route.request().url()}?lng=${lang}` });
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}" `);
      await route.fulfill({ response, body: html });
    },
  );
}
