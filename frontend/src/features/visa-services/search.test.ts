import { VISA_COUNTRIES, VISA_PURPOSES, VISA_TYPES_BY_PURPOSE } from '@cipta/domain/constants';
import { describe, expect, it } from 'vitest';
import { visaServices } from '../../content/visa-catalogue';
import {
  MATCH_ALL_WORDS,
  VISA_TYPE_PURPOSE,
  type SearchFilters,
  type SearchableService,
  popularServices,
  searchCatalogue,
} from './search';

const noFilters: SearchFilters = { country: '', purpose: '', visaType: '', query: '' };

/** The ids a search of the real catalogue finds, in the order it shows them. */
function search(filters: Partial<SearchFilters>): string[] {
  return searchCatalogue(visaServices, { ...noFilters, ...filters }).map((service) => service.id);
}

/** The whole catalogue in search order: Visa on Arrival first, then by success rate. */
const ALL_IN_ORDER = [
  'b1-visa-on-arrival', // 99, Visa on Arrival
  'c1-tourist-single-entry', // 99
  'transit', // 99
  'medical-treatment', // 98
  'medical-multiple-entry-2-years', // 96
  'tourist-multiple-entry', // 95
  'medical-multiple-entry-1-year', // 94
  'social-humanitarian-volunteering', // 94
  'working-kitas-e23', // 93
  'tourist-multiple-entry-1-year', // 92
];
const TOURIST = [
  'b1-visa-on-arrival',
  'c1-tourist-single-entry',
  'tourist-multiple-entry',
  'tourist-multiple-entry-1-year',
];
const MEDICAL = ['medical-treatment', 'medical-multiple-entry-2-years', 'medical-multiple-entry-1-year'];
/** What the real catalogue holds for each purpose group: it has no business, family or student visa. */
const BY_PURPOSE: Record<string, string[]> = {
  tourist: TOURIST,
  business: [],
  family: [],
  medical: MEDICAL,
  transit: ['transit'],
  student: [],
  work: ['working-kitas-e23'],
};

function fakeService(title: string, visaType: string, successRate: number): SearchableService {
  return {
    title: { en: title, id: title },
    description: { en: 'A description.', id: 'Sebuah deskripsi.' },
    allowedActivities: [],
    visaType,
    successRate,
  };
}

describe('searchCatalogue with no filters', () => {
  it('shows the whole catalogue, Visa on Arrival first, then by success rate, ties in catalogue order', () => {
    expect(search({})).toEqual(ALL_IN_ORDER);
  });

  it('leaves the catalogue it was given unchanged', () => {
    const before = visaServices.map((service) => service.id);
    search({});
    expect(visaServices.map((service) => service.id)).toEqual(before);
  });
});

describe('searchCatalogue by purpose (product §5)', () => {
  it.each(VISA_PURPOSES)('filters the %s purpose by its group', (purpose) => {
    expect(search({ purpose })).toEqual(BY_PURPOSE[purpose]);
  });

  it('finds nothing for a purpose the catalogue has no visa for', () => {
    expect(search({ purpose: 'business' })).toEqual([]);
    expect(search({ purpose: 'student' })).toEqual([]);
  });
});

describe('searchCatalogue by visa type (product §5)', () => {
  const everyType = VISA_PURPOSES.flatMap((purpose) =>
    VISA_TYPES_BY_PURPOSE[purpose].map((visaType) => [visaType, purpose] as const),
  );

  it.each(everyType)('maps the %s type to the %s group', (visaType, purpose) => {
    expect(VISA_TYPE_PURPOSE.get(visaType)).toBe(purpose);
    expect(search({ purpose, visaType })).toEqual(BY_PURPOSE[purpose]);
  });

  it('maps all 16 types', () => {
    expect(VISA_TYPE_PURPOSE.size).toBe(16);
  });

  it('lets the chosen type decide when it belongs to another purpose', () => {
    expect(search({ purpose: 'medical', visaType: 'tourist-visit' })).toEqual(TOURIST);
    expect(search({ visaType: 'transit-short' })).toEqual(['transit']);
  });

  it('matches the service type case-insensitively', () => {
    const services = [
      fakeService('One', 'Medical', 90),
      fakeService('Two', 'MEDICAL', 80),
      fakeService('Three', 'tourist', 70),
    ];
    const found = searchCatalogue(services, { ...noFilters, visaType: 'medical-long' });
    expect(found.map((service) => service.title.en)).toEqual(['One', 'Two']);
    expect(searchCatalogue(services, { ...noFilters, visaType: 'Medical' }).map((s) => s.title.en)).toEqual([
      'One',
      'Two',
    ]);
  });

  it('finds the social service only by text, as no purpose offers its type', () => {
    for (const purpose of VISA_PURPOSES) expect(search({ purpose })).not.toContain('social-humanitarian-volunteering');
    expect(search({ query: 'volunteer' })).toEqual(['social-humanitarian-volunteering']);
  });
});

describe('searchCatalogue by free text (product §5)', () => {
  it.each(MATCH_ALL_WORDS)('shows everything for a query containing "%s"', (word) => {
    expect(search({ query: word })).toEqual(ALL_IN_ORDER);
    expect(search({ query: `my ${word.toUpperCase()} please` })).toEqual(ALL_IN_ORDER);
  });

  it('has exactly the eight match-all words of product §5', () => {
    expect(MATCH_ALL_WORDS).toEqual([
      'voa',
      'visa on arrival',
      'b1',
      'b211',
      'tourist',
      'business',
      'medical',
      'transit',
    ]);
  });

  it('still applies the purpose when the query matches everything', () => {
    expect(search({ purpose: 'medical', query: 'tourist' })).toEqual(MEDICAL);
  });

  it('matches the English title', () => {
    expect(search({ query: 'multiple entry' })).toEqual([
      'medical-multiple-entry-2-years',
      'tourist-multiple-entry',
      'medical-multiple-entry-1-year',
      'tourist-multiple-entry-1-year',
    ]);
    expect(search({ query: 'humanitarian' })).toEqual(['social-humanitarian-volunteering']);
  });

  it('matches the Indonesian title', () => {
    expect(search({ query: 'beberapa kali perjalanan (1 tahun)' })).toEqual([
      'medical-multiple-entry-1-year',
      'tourist-multiple-entry-1-year',
    ]);
    expect(search({ query: 'Kerelawanan' })).toEqual(['social-humanitarian-volunteering']);
  });

  it('matches the description in both languages', () => {
    expect(search({ query: 'twelve months' })).toEqual(['tourist-multiple-entry-1-year']);
    expect(search({ query: 'dua belas bulan' })).toEqual(['tourist-multiple-entry-1-year']);
    expect(search({ query: 'conservation' })).toEqual(['social-humanitarian-volunteering']);
    expect(search({ query: 'konservasi' })).toEqual(['social-humanitarian-volunteering']);
  });

  it('matches the allowed activities in both languages', () => {
    expect(search({ query: 'connecting flight' })).toEqual(['transit']);
    expect(search({ query: 'kapal lanjutan' })).toEqual(['transit']);
    expect(search({ query: 'buying goods' })).toEqual(['b1-visa-on-arrival']);
    expect(search({ query: 'membeli barang' })).toEqual(['b1-visa-on-arrival']);
    expect(search({ query: 'follow-up visits' })).toEqual([
      'medical-multiple-entry-2-years',
      'medical-multiple-entry-1-year',
    ]);
  });

  it('matches the visa type itself', () => {
    const services = [fakeService('One', 'family', 90), fakeService('Two', 'medical', 80)];
    expect(searchCatalogue(services, { ...noFilters, query: 'famil' }).map((s) => s.title.en)).toEqual(['One']);
    expect(search({ query: 'socia' })).toEqual(['social-humanitarian-volunteering']);
  });

  it('ignores case and surrounding spaces', () => {
    expect(search({ query: '  CONSERVATION ' })).toEqual(['social-humanitarian-volunteering']);
  });

  it('reads neither requirements nor features', () => {
    // "hospital letter" is only in a feature; "bank statement" only in requirements.
    expect(search({ query: 'hospital letter' })).toEqual([]);
    expect(search({ query: 'bank statement' })).toEqual([]);
  });

  it('combines with the purpose', () => {
    expect(search({ purpose: 'tourist', query: 'twelve months' })).toEqual(['tourist-multiple-entry-1-year']);
    expect(search({ purpose: 'medical', query: 'twelve months' })).toEqual([]);
    expect(search({ purpose: 'tourist', query: '1 tahun' })).toEqual(['tourist-multiple-entry-1-year']);
  });

  it('finds nothing for text no service has', () => {
    expect(search({ query: 'golden visa' })).toEqual([]);
  });
});

describe('searchCatalogue and the country (product §5)', () => {
  it.each(VISA_COUNTRIES)('ignores the country %s', (country) => {
    expect(search({ country })).toEqual(ALL_IN_ORDER);
    expect(search({ country, purpose: 'medical' })).toEqual(MEDICAL);
  });
});

describe('searchCatalogue ordering (product §5)', () => {
  it('puts Visa on Arrival titles first, whatever their success rate', () => {
    const services = [
      fakeService('Fast Visa', 'tourist', 99),
      fakeService('Tourist Visa on Arrival', 'tourist', 50),
      fakeService('Slow Visa', 'tourist', 10),
      fakeService('Business VISA ON ARRIVAL', 'business', 60),
    ];
    expect(searchCatalogue(services, noFilters).map((s) => s.title.en)).toEqual([
      'Business VISA ON ARRIVAL',
      'Tourist Visa on Arrival',
      'Fast Visa',
      'Slow Visa',
    ]);
  });

  it('keeps the given order among equal success rates', () => {
    const services = [
      fakeService('A', 'medical', 94),
      fakeService('B', 'medical', 94),
      fakeService('C', 'medical', 94),
    ];
    expect(searchCatalogue(services, noFilters).map((s) => s.title.en)).toEqual(['A', 'B', 'C']);
    expect(searchCatalogue([...services].reverse(), noFilters).map((s) => s.title.en)).toEqual(['C', 'B', 'A']);
  });
});

describe('popularServices (product §2)', () => {
  it('shows the tourist, business and transit services in catalogue order', () => {
    expect(popularServices(visaServices).map((service) => service.id)).toEqual([
      'b1-visa-on-arrival',
      'c1-tourist-single-entry',
      'tourist-multiple-entry',
      'tourist-multiple-entry-1-year',
      'transit',
    ]);
  });

  it('reads the type case-insensitively', () => {
    const services = [
      fakeService('A', 'Business', 90),
      fakeService('B', 'medical', 90),
      fakeService('C', 'TRANSIT', 90),
    ];
    expect(popularServices(services).map((s) => s.title.en)).toEqual(['A', 'C']);
  });

  it('falls back to the first six when no service has a popular type', () => {
    const services = Array.from({ length: 8 }, (_, i) => fakeService(`M${i}`, 'medical', 90));
    expect(popularServices(services).map((s) => s.title.en)).toEqual(['M0', 'M1', 'M2', 'M3', 'M4', 'M5']);
    expect(popularServices([])).toEqual([]);
  });
});
