import { describe, expect, it } from 'vitest';
import {
  APPLICATION_ID_PATTERN,
  PERMIT_APPLICATION_ID_PATTERN,
  SUBMISSION_ID_PATTERN,
  VISA_COUNTRIES,
  VISA_PURPOSES,
  VISA_SEARCH_DELAY_MS,
  VISA_TYPES_BY_PURPOSE,
  isVisaCountry,
  isVisaPurpose,
  requiresWorkType,
} from './constants.js';

describe('requiresWorkType (product §5)', () => {
  it('asks for a work type when the title says working or kerja, in any case', () => {
    expect(requiresWorkType('Working KITAS')).toBe(true);
    expect(requiresWorkType('Visa Kerja')).toBe(true);
    expect(requiresWorkType('B1 Tourist Visa (Visa on Arrival)')).toBe(false);
  });
});

describe('SUBMISSION_ID_PATTERN (product §7)', () => {
  it('accepts VS + 8 digits + 4 of A-Z0-9 and nothing else', () => {
    expect(SUBMISSION_ID_PATTERN.test('VS12345678AB12')).toBe(true);
    expect(SUBMISSION_ID_PATTERN.test('VS1234567AB12')).toBe(false);
    expect(SUBMISSION_ID_PATTERN.test('VS12345678ab12')).toBe(false);
    expect(SUBMISSION_ID_PATTERN.test('PA12345678AB12')).toBe(false);
  });
});

describe('APPLICATION_ID_PATTERN (product §7, docs/decisions.md 12)', () => {
  it('accepts the visa (VS) and the permit (PA) shape, and what each kind pattern accepts', () => {
    for (const id of ['VS12345678AB12', 'PA12345678AB12']) expect(APPLICATION_ID_PATTERN.test(id), id).toBe(true);
    expect(PERMIT_APPLICATION_ID_PATTERN.test('PA12345678AB12')).toBe(true);
    expect(PERMIT_APPLICATION_ID_PATTERN.test('VS12345678AB12')).toBe(false);
  });

  it.each([
    '',
    'XX12345678AB12',
    'VSPA12345678AB12',
    'PA1234567AB12',
    'PA12345678ab12',
    'PA12345678AB12 ',
    'pa12345678AB12',
  ])('refuses %j', (id) => {
    expect(APPLICATION_ID_PATTERN.test(id)).toBe(false);
  });
});

describe('visa search filters (product §3 "Search filters", §9)', () => {
  it('searches for 1000 ms', () => {
    expect(VISA_SEARCH_DELAY_MS).toBe(1000);
  });

  it('offers the 23 countries of origin, other last', () => {
    expect(VISA_COUNTRIES).toHaveLength(23);
    expect(new Set(VISA_COUNTRIES).size).toBe(23);
    expect(VISA_COUNTRIES.slice(0, 3)).toEqual(['usa', 'uk', 'australia']);
    expect(VISA_COUNTRIES.at(-1)).toBe('other');
  });

  it('offers the 7 purposes, each with its visa types and no type under two purposes', () => {
    expect(VISA_PURPOSES).toEqual(['tourist', 'business', 'family', 'medical', 'transit', 'student', 'work']);
    expect(Object.keys(VISA_TYPES_BY_PURPOSE)).toEqual([...VISA_PURPOSES]);
    expect(VISA_TYPES_BY_PURPOSE).toEqual({
      tourist: ['tourist', 'tourist-visit', 'tourist-multiple'],
      business: ['business', 'business-visit', 'business-multiple'],
      family: ['family', 'family-multiple'],
      medical: ['medical', 'medical-long'],
      transit: ['transit', 'transit-short'],
      student: ['student', 'student-exchange'],
      work: ['work', 'work-skilled'],
    });
    const types = VISA_PURPOSES.flatMap((purpose) => VISA_TYPES_BY_PURPOSE[purpose]);
    expect(new Set(types).size).toBe(types.length);
  });

  it('recognises only the exact options', () => {
    expect(isVisaCountry('saudi_arabia')).toBe(true);
    expect(isVisaPurpose('work')).toBe(true);
    for (const value of ['', 'Japan', 'holiday', 'toString', 3, null]) {
      expect(isVisaCountry(value)).toBe(false);
      expect(isVisaPurpose(value)).toBe(false);
    }
  });
});
