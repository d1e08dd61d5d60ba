import { describe, expect, it } from 'vitest';
import * as hero from './hero';
import * as home from './home';
import type { Localized } from './localized';
import * as news from './news';
import * as catalogue from './visa-catalogue';
import * as filters from './visa-filters';

function isLocalized(value: unknown): value is Localized {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'en' && keys[1] === 'id';
}

/** Every Localized text inside a value, with the path that leads to it. */
function localizedTexts(value: unknown, path: string): [string, Localized][] {
  if (isLocalized(value)) return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => localizedTexts(child, `${path}.${key}`));
}

/** Texts that are rightly the same in both languages: names, and words Indonesian borrows. */
function sameInBoth(path: string): boolean {
  return (
    path === 'news.newsTagLabels.blockchain' ||
    /^catalogue\.visaServices\.\d+\.countryName$/.test(path) ||
    /^filters\.countryLabels\.(australia|malaysia|thailand|vietnam|india|qatar)$/.test(path) ||
    path === 'filters.purposeLabels.transit'
  );
}

describe('the content modules', () => {
  const texts = [
    ...localizedTexts(hero, 'hero'),
    ...localizedTexts(home, 'home'),
    ...localizedTexts(news, 'news'),
    ...localizedTexts(catalogue, 'catalogue'),
    ...localizedTexts(filters, 'filters'),
  ];

  it('are all walked, down to the nested texts', () => {
    const paths = texts.map(([path]) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'hero.heroTitleLines.3',
        'home.promoSlides.2.imageAlt',
        'home.workingSteps.0.description',
        'home.testimonials.4.text',
        'news.allArticlesLabel',
        'news.newsTagLabels.news',
        'news.newsArticles.6.body',
        'catalogue.visaServices.8.detailedInfo.interview',
        'filters.visaTypeLabels.work-skilled',
      ]),
    );
  });

  it('give every text in both languages, none empty or padded', () => {
    for (const [path, text] of texts) {
      expect(typeof text.en, path).toBe('string');
      expect(typeof text.id, path).toBe('string');
      expect(text.en.trim(), path).not.toBe('');
      expect(text.id.trim(), path).not.toBe('');
      expect(text.en, path).toBe(text.en.trim());
      expect(text.id, path).toBe(text.id.trim());
    }
  });

  it('translate every text, except the few that are the same in both languages', () => {
    const untranslated = texts.filter(([path, text]) => text.en === text.id && !sameInBoth(path));
    expect(untranslated.map(([path]) => path)).toEqual([]);
  });

  it('write Indonesian amounts the Indonesian way (Rp500.000, not IDR 500,000)', () => {
    for (const [path, text] of texts) {
      expect(text.id, path).not.toMatch(/IDR|\d,\d{3}/);
    }
  });
});
