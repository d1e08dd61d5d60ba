import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// Issue 8: every page has a unique, translated <title> and meta description, and the web
// server answers robots.txt and a sitemap.xml listing the public routes.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The public routes as the build wrote them from the app's route table (frontend/src/app/page-routes.ts). */
const routes = JSON.parse(readFileSync(path.join(root, 'frontend/dist/build-info.json'), 'utf8')).routes as {
  pages: string[];
  articles: string[];
};
const LANGUAGES = ['en', 'id'] as const;

interface PageMeta {
  title: string;
  description: string;
  lang: string;
}

async function metaOf(page: Page): Promise<PageMeta> {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    lang: document.documentElement.lang,
  }));
}

/** Opens a route in a language and waits until its screen is on the page (its title follows at once). */
async function visit(page: Page, route: string, language: (typeof LANGUAGES)[number]): Promise<PageMeta> {
  await page.goto(`${route}?lng=${language}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return metaOf(page);
}

test('every page has a title and description of its own, in English and in Indonesian', async ({ page }) => {
  test.setTimeout(90_000);
  expect(routes.pages.length).toBeGreaterThanOrEqual(12);
  const seen: Record<string, Record<string, PageMeta>> = { en: {}, id: {} };
  for (const language of LANGUAGES) {
    for (const route of routes.pages) seen[language]![route] = await visit(page, route, language);
  }
  for (const language of LANGUAGES) {
    const metas = Object.values(seen[language]!);
    for (const [route, meta] of Object.entries(seen[language]!)) {
      expect(meta.title, `${route} in ${language}`).toMatch(/Cipta Visa/);
      expect(meta.description.length, `${route} in ${language}`).toBeGreaterThan(20);
    }
    expect(new Set(metas.map((meta) => meta.title)).size, `unique titles in ${language}`).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size, `unique descriptions in ${language}`).toBe(
      metas.length,
    );
  }
  for (const route of routes.pages) {
    expect(seen.id![route]!.title, `${route} is translated`).not.toBe(seen.en![route]!.title);
    expect(seen.id![route]!.description, `${route} is translated`).not.toBe(seen.en![route]!.description);
  }
});

test('the title follows the visitor through the menu and into the other language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const home = await visit(page, '/', 'en');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).not.toHaveTitle(home.title);
  const about = await metaOf(page);
  expect(about.description).not.toBe(home.description);

  await page.getByTestId('language-button').click();
  await page.getByTestId('language-dropdown').getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page).not.toHaveTitle(about.title);
  expect((await metaOf(page)).description).not.toBe(about.description);

  // The product's alias shows the same screen, under the same name.
  const services = await visit(page, '/visa-services', 'id');
  expect(await visit(page, '/visa-service', 'id')).toEqual(services);
});

test('an unknown address is named as such, in the visitor’s language', async ({ page }) => {
  const missing = await visit(page, '/no-such-page', 'en');
  expect(missing.title).toMatch(/not found/i);
  const home = await visit(page, '/', 'en');
  expect(home.title).not.toBe(missing.title);
});

test('the web server tells search engines what to crawl: robots.txt and a sitemap of every public route', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${baseURL}/sitemap.xml\n`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // issue 15: each page in both languages, each naming its twin (hreflang)
  expect(locations).toEqual(
    [...routes.pages, ...routes.articles].flatMap((route) => [
      `${baseURL}${route}?lng=id`,
      `${baseURL}${route}?lng=en`,
    ]),
  );
  expect(locations).toContain(`${baseURL}/consultation?lng=en`);
  expect(await sitemap.text()).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/consultation"/>`,
  );
  expect(locations.some((location) => location?.includes('/news/'))).toBe(true);
});

test('every article the sitemap lists opens as an article, not as the not-found page', async ({ page }) => {
  for (const route of routes.articles.slice(0, 2)) {
    await page.goto(`${route}?lng=en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).not.toHaveTitle(/not found/i);
  }
});
