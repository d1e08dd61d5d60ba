// @vitest-environment node
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../src/i18n/en.json';
import id from '../src/i18n/id.json';
import { PAGE_ROUTES } from '../src/app/page-routes';
import { newsArticles } from '../src/content/news';

/**
 * issue 15: the prerendered HTML of each route holds its heading and main text in the right
 * language. Reads the files the build wrote (npm run build -w frontend); skipped without them.
 */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/prerendered');
const built = existsSync(path.join(dir, 'routes.json'));
const TEXTS = { en, id } as const;

const text = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/<!-- -->/g, '')
    .replace(/\s+/g, ' ');
const heading = (html: string) => text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();

async function page(language: 'en' | 'id', file: string) {
  return readFile(path.join(dir, language, file), 'utf8');
}

describe.skipIf(!built)('the prerendered pages', () => {
  for (const language of ['en', 'id'] as const) {
    const pages = TEXTS[language].pages;

    it.each(PAGE_ROUTES.map((route) => [route.path, route.page] as const))(
      `${language}: %s says who it is in ${language}: <html lang>, title, description, one heading`,
      async (route, key) => {
        const html = await page(language, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
        // The colour scheme is in the HTML, not set by the app once it runs: Mantine's light
        // colours (a light button's text, say) hang on it, and without it the first paint had
        // white text on a pale button until the script arrived.
        expect(html).toContain(`<html lang="${language}" data-mantine-color-scheme="light">`);
        expect(html).toContain(`<title>${pages[key].title.replace(/&/g, '&amp;')}</title>`);
        expect(html).toMatch(/<div id="root" data-prerendered/);
        // The screen's heading; the home page's hero words its own (HOME_HEADING in the journeys).
        if (key === 'home') expect(heading(html)).toMatch(language === 'en' ? /made simple/i : /mudah/i);
        else expect(heading(html)).toBe(pages[key].heading);
      },
    );

    it(`${language}: every article holds its own title and its body's text`, async () => {
      for (const article of newsArticles) {
        const html = await page(language, `news/${article.slug}.html`);
        expect(heading(html)).toBe(article.title[language]);
        const firstWords = text(article.body[language]).trim().split(' ').slice(0, 6).join(' ');
        expect(text(html)).toContain(firstWords);
      }
    });

    it(`${language}: the not-found page says so, in ${language}`, async () => {
      const html = await page(language, '404.html');
      expect(heading(html)).toBe(pages.notFound.heading);
      expect(text(html)).toContain(pages.notFound.text);
    });
  }

  it('every page paints before the app loads: it asks for the boot script alone, and names each inlined stylesheet by a disabled link', async () => {
    for (const language of ['en', 'id'] as const) {
      for (const file of ['index.html', 'about.html', 'news.html', '404.html']) {
        const html = await page(language, file);
        const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
        expect(scripts).toEqual([
          expect.stringMatching(/^<script type="module" src="\/assets\/boot-[0-9a-f]{8}\.js">$/),
        ]);
        expect(existsSync(path.join(dir, '..', /src="\/([^"]+)"/.exec(scripts[0]!)![1]!))).toBe(true);
        expect(html).not.toContain('modulepreload');
        const inlined = /<style data-prerendered-css>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
        const disabled = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map(
          (match) => match[1]!,
        );
        expect(disabled.length).toBeGreaterThan(0);
        for (const href of disabled)
          expect(inlined).toContain((await readFile(path.join(dir, '..', href), 'utf8')).trim());
      }
    }
  });

  it('the two languages differ: each heading is its own language’s', async () => {
    expect(heading(await page('en', 'about.html'))).toBe('About us');
    expect(heading(await page('id', 'about.html'))).toBe('Tentang kami');
    expect(heading(await page('en', 'index.html'))).toMatch(/made simple/i);
    expect(heading(await page('id', 'index.html'))).toMatch(/mudah/i);
    expect(text(await page('en', 'index.html'))).not.toContain('Tentang kami');
  });
});
