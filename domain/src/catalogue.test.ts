import { describe, expect, it } from 'vitest';
import {
  ALL_SERVICES,
  catalogueService,
  KITAP_CARD_FILE_REQUIREMENT,
  permitProducts,
  serviceByTitle,
  servicesMatching,
  VISA_DOCUMENTS,
  VISA_SERVICES,
  visaRequiredDocuments,
} from './catalogue.js';
import { KITAP_CATEGORIES, PERMIT_FORM_TYPES } from './constants.js';

const service = (key: string) => {
  const found = catalogueService(key);
  if (!found) throw new Error(`no service ${key}`);
  return found;
};

describe('the catalogue (issue 29, decision 120)', () => {
  it('holds the 10 visa services, then the 4, 6, 3, 6 and 6 cards of the five screens', () => {
    expect(VISA_SERVICES).toHaveLength(10);
    expect(PERMIT_FORM_TYPES.map((formType) => permitProducts(formType).length)).toEqual([4, 6, 3, 6, 6]);
    expect(ALL_SERVICES).toHaveLength(35);
    expect(ALL_SERVICES.slice(0, 10).every((s) => s.kind === 'visa' && s.formType === undefined)).toBe(true);
    expect(ALL_SERVICES.slice(10).every((s) => s.kind === 'permit' && s.formType !== undefined)).toBe(true);
  });

  it('keys each service once: visa/<id> and <formType>/<productId>', () => {
    const keys = ALL_SERVICES.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('visa/b1-visa-on-arrival');
    expect(keys).toContain('kitap/spouse');
    expect(keys).toContain('stay-permit/multiple-entry');
    expect(keys).toContain('visit-visa/multiple-entry');
    for (const s of ALL_SERVICES) {
      expect(s.key).toBe(s.kind === 'visa' ? `visa/${s.id}` : `${s.formType}/${s.id}`);
      expect(catalogueService(s.key)).toBe(s);
    }
    expect(permitProducts('kitap').map((s) => s.id)).toEqual([...KITAP_CATEGORIES]);
    expect(catalogueService('visa/nothing')).toBeUndefined();
    expect(catalogueService('')).toBeUndefined();
  });

  it('titles no two services alike, in either language, even ignoring case and spaces', () => {
    const titles = ALL_SERVICES.flatMap((s) => [s.title.en, s.title.id]).map((t) => t.toLowerCase().replace(/\s/g, ''));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('prices each service in USD as the pages print it', () => {
    expect(service('visa/transit').price).toEqual({
      amount: 25,
      currency: 'USD',
      text: { en: 'USD 25', id: 'USD 25' },
    });
    expect(service('kitap/spouse').price.text).toEqual({ en: 'USD 2,500', id: 'USD 2.500' });
    expect(VISA_SERVICES.map((s) => s.price.amount)).toEqual([35, 35, 50, 50, 75, 25, 50, 100, 100, 450]);
  });

  it('gives the upper bound of each processing time in calendar days', () => {
    const days = (key: string) => [service(key).processingTime.en, service(key).processingDays];
    expect(days('visa/b1-visa-on-arrival')).toEqual(['Instant upon arrival', 1]);
    expect(days('visa/tourist-multiple-entry')).toEqual(['7-14 days', 14]);
    expect(days('visa/working-kitas-e23')).toEqual(['30-45 days', 45]);
    // 5 business days span at most a week; 7 of them at most 11 days (two weekends)
    expect(days('stay-permit/express')).toEqual(['3-5 business days', 7]);
    expect(days('international-visa/work')).toEqual(['5-7 business days', 11]);
    expect(days('additional-service/renewal')).toEqual(['5-7 days', 7]);
    expect(days('kitap/investor')).toEqual(['6-12 months', 372]);
    expect(service('kitap/retirement').processingTime.id).toBe('2-4 bulan');
    for (const s of ALL_SERVICES) expect(Number.isInteger(s.processingDays) && s.processingDays > 0).toBe(true);
  });

  it('lists every requirement once per service under a stable id, labelled in both languages', () => {
    for (const s of ALL_SERVICES) {
      const ids = s.requirements.map((r) => r.id);
      expect(ids.length, s.key).toBeGreaterThan(0);
      expect(new Set(ids).size, s.key).toBe(ids.length);
      for (const { id, label } of s.requirements) {
        expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(id).not.toBe('other');
        expect(label.en.trim()).not.toBe('');
        expect(label.id.trim()).not.toBe('');
        expect(label.en).not.toBe(label.id);
      }
    }
    expect(service('visa/b1-visa-on-arrival').requirements.map((r) => r.label.en)).toEqual([
      'Passport',
      'Photo, 4x6 cm',
      'Flight ticket',
    ]);
  });

  it("names each KITAP card's own file as one of that card's requirements", () => {
    for (const card of KITAP_CATEGORIES) {
      expect(service(`kitap/${card}`).requirements.map((r) => r.id)).toContain(KITAP_CARD_FILE_REQUIREMENT[card]);
    }
  });
});

describe('serviceByTitle', () => {
  it('finds a service by its exact title in either language, whatever the case and spaces', () => {
    expect(serviceByTitle('Transit Visa')?.key).toBe('visa/transit');
    expect(serviceByTitle('Visa Transit')?.key).toBe('visa/transit');
    expect(serviceByTitle('  transit   VISA ')?.key).toBe('visa/transit');
    expect(serviceByTitle('izin tinggal sekali masuk')?.key).toBe('stay-permit/single-entry');
    expect(serviceByTitle('Spouse KITAP')?.key).toBe('kitap/spouse');
    for (const s of ALL_SERVICES) {
      expect(serviceByTitle(s.title.en)).toBe(s);
      expect(serviceByTitle(s.title.id)).toBe(s);
    }
  });

  it('finds nothing for a part of a title or another text', () => {
    expect(serviceByTitle('Transit')).toBeUndefined();
    expect(serviceByTitle('Transit Visa USD 950 due today')).toBeUndefined();
    expect(serviceByTitle('')).toBeUndefined();
  });
});

describe('servicesMatching', () => {
  it('finds every service whose title in either language holds the fragment', () => {
    expect(servicesMatching('transit').map((s) => s.key)).toEqual(['visa/transit']);
    expect(servicesMatching('KITAP').map((s) => s.key)).toEqual([
      'kitap/spouse',
      'kitap/working',
      'kitap/investor',
      'kitap/retirement',
    ]);
    // Indonesian words find the same services as English ones
    expect(servicesMatching('pengobatan').map((s) => s.key)).toEqual([
      'visa/medical-treatment',
      'visa/medical-multiple-entry-2-years',
      'visa/medical-multiple-entry-1-year',
      'international-visa/medical',
    ]);
    expect(servicesMatching('nothing like it')).toEqual([]);
  });

  it('matches every service when the fragment is empty', () => {
    expect(servicesMatching('  ')).toEqual([...ALL_SERVICES]);
  });
});

describe('visaRequiredDocuments (product §5.8)', () => {
  const travel = ['passport', 'photo-4x6', 'flight-ticket'];
  const family = ['passport', 'photo', 'birth-certificate', 'marriage-certificate'];
  const working = ['passport', 'photo', 'work-documents'];
  const basic = ['passport', 'photo'];

  it.each([
    ['B1 Tourist Visa (Visa on Arrival)', travel],
    ['Visa Wisata B1', travel],
    ['Business Visa', travel],
    ['Visa Bisnis', travel],
    ['Business Multiple Entry Visa', [...travel, 'cv']],
    ['Visa Bisnis Multiple Entry', [...travel, 'cv']],
    ['BUSINESS MULTIPLE', [...travel, 'cv']],
    ['Family Visit Visa', family],
    ['Visa Kunjungan Keluarga', family],
    ['Working KITAS', working],
    ['Visa Kerja', working],
    ['Medical Treatment', basic],
    ['Transit Visa', basic],
    ['', basic],
  ])('asks "%s" for %j', (title, documents) => {
    expect(visaRequiredDocuments(title)).toEqual(documents);
  });

  it('asks for a CV only for a multiple-entry business visa, not a multiple-entry tourist one', () => {
    expect(visaRequiredDocuments('Tourist Multiple Entry Visa')).toEqual(travel);
  });

  it("lets the first keyword in the product's order decide", () => {
    expect(visaRequiredDocuments('Tourist and Business Visa')).toEqual(travel);
    expect(visaRequiredDocuments('Business Family Visa')).toEqual(travel);
    expect(visaRequiredDocuments('Family Working Visa')).toEqual(family);
  });

  it('gives each catalogue service the same list in either language', () => {
    for (const { key, title, requirements } of VISA_SERVICES) {
      expect(visaRequiredDocuments(title.id), key).toEqual(visaRequiredDocuments(title.en));
      expect(requirements.map((r) => r.id)).toEqual(visaRequiredDocuments(title.en));
    }
    expect(VISA_SERVICES.map((s) => s.requirements.map((r) => r.id))).toEqual([
      travel,
      travel,
      travel,
      travel,
      basic,
      basic,
      basic,
      basic,
      basic,
      working,
    ]);
  });

  it('labels every document in both languages', () => {
    expect(VISA_DOCUMENTS['photo-4x6'].label).toEqual({ en: 'Photo, 4x6 cm', id: 'Pas foto 4x6 cm' });
  });
});
