import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import id from '../i18n/id.json';
import { PAGE_ROUTES, pageOfPath, publicPaths } from './page-routes';
import { paths } from '../lib/paths';

const listed = PAGE_ROUTES.filter((route) => !('alias' in route));

describe('the route table', () => {
  it('holds every fixed route of product §2, each path once', () => {
    expect(PAGE_ROUTES.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/about',
        '/contact',
        '/consultation',
        '/permanent-residence',
        '/temporary-stay',
        '/international-visa',
        '/additional-services',
        '/tracking',
        '/visit-visa',
        '/news',
        '/visa-services',
        '/visa-service',
      ].sort(),
    );
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('gives each page a title and description of its own in %s', (_language, resources) => {
    const titles = listed.map(({ page }) => resources.pages[page].title);
    const descriptions = listed.map(({ page }) => resources.pages[page].description);
    expect(new Set(titles).size).toBe(listed.length);
    expect(new Set(descriptions).size).toBe(listed.length);
    for (const text of [...titles, ...descriptions]) expect(text.trim().length).toBeGreaterThan(10);
  });

  it('has every title and description translated', () => {
    for (const { page } of [...listed, { page: 'notFound' as const }]) {
      expect(id.pages[page].title, page).not.toBe(en.pages[page].title);
      expect(id.pages[page].description, page).not.toBe(en.pages[page].description);
    }
  });
});

describe('pageOfPath', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/visa-service', 'visaServices'],
    ['/visa-services', 'visaServices'],
    ['/services', 'visaServices'],
    ['/tracking', 'tracking'],
    ['/login', 'notFound'],
    ['/about/team', 'notFound'],
    ['/news/extra/deep', 'notFound'],
  ])('names the page of %s: %s', (path, page) => {
    expect(pageOfPath(path)).toBe(page);
  });

  it.each(['/news/e-voa-2026', '/article/3'])('leaves %s to the article screen', (path) => {
    expect(pageOfPath(path)).toBeNull();
  });
});

describe('publicPaths', () => {
  it('lists each page once, without the alias, then the articles under /news/', () => {
    const { pages, articles } = publicPaths(['first-story', 'second-story']);
    expect(pages).toHaveLength(listed.length);
    expect(pages).not.toContain(paths.visaService);
    expect(pages[0]).toBe('/');
    expect(articles).toEqual(['/news/first-story', '/news/second-story']);
  });
});
