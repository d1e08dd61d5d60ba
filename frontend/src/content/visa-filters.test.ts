import { VISA_COUNTRIES, VISA_PURPOSES, VISA_TYPES_BY_PURPOSE } from '@cipta/domain/constants';
import { describe, expect, it } from 'vitest';
import { VISA_TYPE_OPTIONS, countryLabels, purposeLabels, visaTypeLabels } from './visa-filters';

describe('the labels of the search form (product §3 "Search filters")', () => {
  it('list every visa type option once, purpose by purpose', () => {
    expect(VISA_TYPE_OPTIONS).toEqual(VISA_PURPOSES.flatMap((purpose) => [...VISA_TYPES_BY_PURPOSE[purpose]]));
    expect(VISA_TYPE_OPTIONS).toHaveLength(16);
    expect(new Set(VISA_TYPE_OPTIONS).size).toBe(16);
  });

  it('name the 23 countries, 7 purposes and 16 visa types, in their order, and nothing else', () => {
    expect(Object.keys(countryLabels)).toEqual([...VISA_COUNTRIES]);
    expect(Object.keys(countryLabels)).toHaveLength(23);
    expect(Object.keys(purposeLabels)).toEqual([...VISA_PURPOSES]);
    expect(Object.keys(purposeLabels)).toHaveLength(7);
    expect(Object.keys(visaTypeLabels)).toEqual([...VISA_TYPE_OPTIONS]);
  });

  it('give each option a label of its own in each language', () => {
    for (const labels of [countryLabels, purposeLabels, visaTypeLabels]) {
      const values = Object.values(labels);
      expect(new Set(values.map((label) => label.en)).size).toBe(values.length);
      expect(new Set(values.map((label) => label.id)).size).toBe(values.length);
    }
  });

  it('use the usual names', () => {
    expect(countryLabels.usa).toEqual({ en: 'United States', id: 'Amerika Serikat' });
    expect(countryLabels.saudi_arabia).toEqual({ en: 'Saudi Arabia', id: 'Arab Saudi' });
    expect(countryLabels.other).toEqual({ en: 'Other', id: 'Lainnya' });
    expect(purposeLabels.tourist).toEqual({ en: 'Tourism', id: 'Wisata' });
    expect(visaTypeLabels['tourist-multiple'].en).toBe('Multiple-entry tourist visa');
  });
});
