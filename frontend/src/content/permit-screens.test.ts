import { permitProducts } from '@cipta/domain/catalogue';
import { KITAP_CATEGORIES, PERMIT_FORM_TYPES } from '@cipta/domain/constants';
import { describe, expect, it } from 'vitest';
import * as additional from './additional-services';
import * as international from './international-visas';
import * as kitap from './kitap';
import type { Localized } from './localized';
import { formatPermitPrice, PERMIT_CURRENCY_LABEL, type PermitScreen } from './permit-products';
import * as stay from './stay-permits';
import * as visit from './visit-visas';

// product §2 "Permit and visa card screens", §3 (KITAP table, SR prices), §9.
const SCREENS: Array<[name: string, screen: PermitScreen]> = [
  ['kitap', kitap.kitapScreen],
  ['stay', stay.stayPermitScreen],
  ['international', international.internationalVisaScreen],
  ['additional', additional.additionalServicesScreen],
  ['visit', visit.visitVisaScreen],
];
const byName = Object.fromEntries(SCREENS) as Record<string, PermitScreen>;
const en = (texts: readonly (Localized | undefined)[]) => texts.map((text) => text?.en);

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

describe('the permit and visa card screens (product §2)', () => {
  it('are five, one for each form type the API takes', () => {
    expect(SCREENS.map(([, screen]) => screen.formType)).toEqual([...PERMIT_FORM_TYPES]);
  });

  it("show the domain catalogue's products, in its order, with its titles, prices and requirements", () => {
    for (const [, screen] of SCREENS) {
      const catalogue = permitProducts(screen.formType);
      expect(screen.products.map((product) => product.id)).toEqual(catalogue.map((product) => product.id));
      screen.products.forEach((product, index) => {
        expect(product.title).toBe(catalogue[index]!.title);
        expect(product.price).toBe(catalogue[index]!.price.amount);
        expect(product.requirements).toBe(catalogue[index]!.requirements);
      });
    }
  });

  it('have 4, 6, 3, 6 and 6 cards', () => {
    expect(SCREENS.map(([, screen]) => screen.products.length)).toEqual([4, 6, 3, 6, 6]);
  });

  it.each(SCREENS)(
    '%s: gives every card a slug of its own and a title of its own in both languages',
    (_name, screen) => {
      const ids = screen.products.map((product) => product.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const language of ['en', 'id'] as const) {
        expect(new Set(screen.products.map((product) => product.title[language])).size).toBe(ids.length);
      }
    },
  );

  it('names the KITAP cards as the API does: spouse, working, investor, retirement', () => {
    expect(kitap.kitapScreen.products.map((product) => product.id)).toEqual([...KITAP_CATEGORIES]);
  });

  it('asks the prices of product §3, shown in USD (decision 50)', () => {
    expect(SCREENS.map(([, screen]) => screen.products.map((product) => product.price))).toEqual([
      [2500, 3000, 5000, 1800],
      [49, 39, 89, 29, 59, 99],
      [99, 79, 109],
      [69, 79, 99, 89, 49, 59],
      [49, 39, 89, 29, 59, 99],
    ]);
  });

  it('names the international visas work, student and medical', () => {
    expect(byName.international!.products.map((product) => product.id)).toEqual(['work', 'student', 'medical']);
  });
});

describe('the processing times and validities (product §3 KITAP table, §9)', () => {
  it('of KITAP follow the table', () => {
    const products = kitap.kitapScreen.products;
    expect(en(products.map((product) => product.processingTime))).toEqual([
      '3-6 months',
      '4-8 months',
      '6-12 months',
      '2-4 months',
    ]);
    expect(en(products.map((product) => product.validity))).toEqual([
      '5 years, renewable',
      '5 years, renewable',
      '10 years',
      'Lifetime, with annual reporting',
    ]);
  });

  it.each([
    ['stay', '3-5 business days', '3-5 hari kerja', '30-90 days'],
    ['international', '5-7 business days', '5-7 hari kerja', '30-90 days'],
    ['visit', '3-5 business days', '3-5 hari kerja', '30-90 days'],
    ['additional', '5-7 days', '5-7 hari', undefined],
  ])('of %s: %s, valid %s', (name, processingEn, processingId, validity) => {
    for (const product of byName[name]!.products) {
      expect(product.processingTime).toEqual({ en: processingEn, id: processingId });
      expect(product.validity?.en).toBe(validity);
    }
  });
});

describe('the KITAP requirements (product §9 examples)', () => {
  const requirements = (id: string) =>
    kitap.kitapScreen.products.find((product) => product.id === id)!.requirements.map((item) => item.label);

  it('ask a working applicant for a work contract of at least 3 years', () => {
    expect(en(requirements('working'))).toContain('A work contract with your Indonesian employer for at least 3 years');
  });

  it('ask a retiree for an income of at least 1,500 USD a month, in both languages', () => {
    const income = requirements('retirement').find((text) => text.en.includes('1,500 USD a month'));
    expect(income?.id).toContain('1.500 USD per bulan');
  });

  it('ask an investor for at least 350,000 USD and a retiree to be 55 or over', () => {
    expect(
      requirements('investor').some(
        (text) => text.en.includes('at least 350,000 USD') && text.id.includes('minimal 350.000 USD'),
      ),
    ).toBe(true);
    expect(requirements('retirement').some((text) => text.en.includes('55 or over'))).toBe(true);
  });
});

describe('the permit prices (DESIGN: the currency label from one constant)', () => {
  it('print with the one label, as each language writes numbers', () => {
    expect(PERMIT_CURRENCY_LABEL).toBe('USD');
    expect(formatPermitPrice(2500, 'en')).toBe('USD 2,500');
    expect(formatPermitPrice(2500, 'id')).toBe('USD 2.500');
    expect(formatPermitPrice(49, 'en')).toBe('USD 49');
  });

  it('are never written into the copy, so no text can drift from the constant', () => {
    const texts = SCREENS.flatMap(([name, screen]) => localizedTexts(screen, name));
    for (const [path, text] of texts) {
      expect(`${text.en} ${text.id}`, path).not.toMatch(/\bSR\b/);
    }
  });
});

describe('the permit content in both languages', () => {
  const texts = [
    ...localizedTexts(kitap, 'kitap'),
    ...localizedTexts(stay, 'stay'),
    ...localizedTexts(international, 'international'),
    ...localizedTexts(additional, 'additional'),
    ...localizedTexts(visit, 'visit'),
  ];

  it('is all walked, down to the requirements', () => {
    expect(texts.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        'kitap.kitapScreen.intro',
        'kitap.kitapScreen.products.3.requirements.4.label',
        'visit.visitVisaScreen.products.5.description',
      ]),
    );
  });

  it('gives every text in both languages, none empty or padded, each translated', () => {
    for (const [path, text] of texts) {
      expect(text.en.trim(), path).not.toBe('');
      expect(text.id.trim(), path).not.toBe('');
      expect(text.en, path).toBe(text.en.trim());
      expect(text.id, path).toBe(text.id.trim());
      expect(text.id, path).not.toBe(text.en);
    }
  });

  it('writes Indonesian amounts the Indonesian way (1.500, not 1,500)', () => {
    for (const [path, text] of texts) expect(text.id, path).not.toMatch(/IDR|\d,\d{3}/);
  });
});
