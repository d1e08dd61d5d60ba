import { describe, expect, it } from 'vitest';
import { visaServices } from '../../content/visa-catalogue';
import { searchOfferCards } from './offer-search';
import { searchCatalogue, splitByOwnWords } from './search';

const titles = (query: string, purpose = '') => searchOfferCards({ query, purpose }).map((hit) => hit.product.title.en);

describe('one search over the whole offer (product §14.2)', () => {
  it("finds the other pages' cards by the words visitors use", () => {
    expect(titles('spouse')).toEqual(['Spouse KITAP']);
    expect(titles('investor')).toEqual(['Investor KITAP']);
    expect(titles('kitap')).toEqual(expect.arrayContaining(['Spouse KITAP', 'Working KITAP', 'Retirement KITAP']));
    expect(titles('kitas')).toEqual(expect.arrayContaining(['Stay Permit on Arrival', 'Work Visa']));
    expect(titles('KITAP pasangan'), 'in Indonesian, any case').toEqual(['Spouse KITAP']);
  });

  it('answers the purposes the catalogue has no service for', () => {
    for (const purpose of ['business', 'family', 'student']) {
      expect(searchCatalogue(visaServices, { country: '', purpose, visaType: '', query: '' })).toEqual([]);
      expect(titles('', purpose).length, purpose).toBeGreaterThan(0);
    }
  });

  it('finds nothing without a query or a purpose', () => {
    expect(titles('')).toEqual([]);
  });

  it('puts the services whose own words match first: "medical" does not lead with a work permit', () => {
    const found = searchCatalogue(visaServices, { country: '', purpose: '', visaType: '', query: 'medical' });
    const { matching, others } = splitByOwnWords(found, 'medical');
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.every((service) => /medical/i.test(service.title.en + service.description.en))).toBe(true);
    expect(others.map((service) => service.id)).toContain(visaServices.find((s) => s.visaType === 'work')?.id);
  });
});
