import { VISA_SERVICES } from '@cipta/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { visaServiceById, visaServices } from './visa-catalogue';

const byId = (id: string) => {
  const service = visaServiceById(id);
  if (service === undefined) throw new Error(`no service ${id}`);
  return service;
};

describe('the visa catalogue (product §3; DESIGN improvement 9)', () => {
  it('has the nine services of product §3, in its order, each once, then the working visa', () => {
    expect(visaServices.map((service) => service.title.en)).toEqual([
      'B1 Tourist Visa (Visa on Arrival)',
      'C1 Tourist Single Entry Visitor Visa',
      'Tourist Multiple Entry Visa',
      'Tourist Multiple Entry Visa (1 Year)',
      'Medical Treatment',
      'Transit Visa',
      'Medical Treatment Multiple Entry Visa (2 Years)',
      'Medical Treatment Multiple Entry Visa (1 Year)',
      'Social, Humanitarian, and Volunteering',
      'Working Visa and Stay Permit (E23 KITAS)',
    ]);
  });

  it("shows the domain catalogue's visa services, in its order, with its titles, prices and documents", () => {
    expect(visaServices.map((service) => service.id)).toEqual(VISA_SERVICES.map((service) => service.id));
    visaServices.forEach((service, index) => {
      const facts = VISA_SERVICES[index]!;
      expect(service.title).toBe(facts.title);
      expect(service.price).toBe(facts.price.text.en);
      expect(service.processingTime).toBe(facts.processingTime);
      expect(service.requiredDocuments).toBe(facts.requirements);
    });
  });

  it('gives every service an id of its own, fit for a URL', () => {
    const ids = visaServices.map((service) => service.id);
    expect(new Set(ids).size).toBe(10);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('repeats no card: titles and descriptions differ in both languages', () => {
    for (const field of ['title', 'description'] as const) {
      for (const language of ['en', 'id'] as const) {
        expect(new Set(visaServices.map((service) => service[field][language])).size, `${field}.${language}`).toBe(10);
      }
    }
  });

  it('shows the prices of the table in USD', () => {
    expect(visaServices.map((service) => service.priceNumeric)).toEqual([35, 35, 50, 50, 75, 25, 50, 100, 100, 450]);
    for (const { price, priceNumeric } of visaServices) expect(price).toBe(`USD ${priceNumeric}`);
  });

  it('shows the processing times of the table, in both languages', () => {
    expect(visaServices.map((service) => service.processingTime.en)).toEqual([
      'Instant upon arrival',
      'Instant upon arrival',
      '7-14 days',
      '7-14 days',
      '10-21 days',
      'Instant upon arrival',
      '14-21 days',
      '21-30 days',
      '21-30 days',
      '30-45 days',
    ]);
    expect(visaServices.map((service) => service.processingTime.id)).toEqual([
      'Langsung saat kedatangan',
      'Langsung saat kedatangan',
      '7-14 hari',
      '7-14 hari',
      '10-21 hari',
      'Langsung saat kedatangan',
      '14-21 hari',
      '21-30 hari',
      '21-30 hari',
      '30-45 hari',
    ]);
  });

  it('shows the success rates of the table, as percentages', () => {
    expect(visaServices.map((service) => service.successRate)).toEqual([99, 99, 95, 92, 98, 99, 96, 94, 94, 93]);
  });

  it('keeps the visa types in lower case, "social" included', () => {
    expect(visaServices.map((service) => service.visaType)).toEqual([
      'tourist',
      'tourist',
      'tourist',
      'tourist',
      'medical',
      'transit',
      'medical',
      'medical',
      'social',
      'work',
    ]);
  });

  it('places every service in Indonesia', () => {
    for (const { country, countryName } of visaServices) {
      expect(country).toBe('indonesia');
      expect(countryName).toEqual({ en: 'Indonesia', id: 'Indonesia' });
    }
  });

  it('gives every card an icon and a hex colour for it', () => {
    for (const { id, icon, iconColor } of visaServices) {
      expect(icon.trim(), id).not.toBe('');
      expect(iconColor, id).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('lists requirements, features and allowed activities for every service, without repeats', () => {
    for (const service of visaServices) {
      for (const list of [
        service.requirements,
        service.features,
        service.allowedActivities,
        service.restrictions ?? [],
      ]) {
        expect(new Set(list.map((text) => text.en)).size, service.id).toBe(list.length);
      }
      expect(service.requirements.length, service.id).toBeGreaterThan(0);
      expect(service.features.length, service.id).toBeGreaterThan(0);
      expect(service.allowedActivities.length, service.id).toBeGreaterThan(0);
    }
  });

  it('finds a service by its id, and nothing for an unknown one', () => {
    for (const service of visaServices) expect(visaServiceById(service.id)).toBe(service);
    expect(visaServiceById('8')).toBeUndefined();
    expect(visaServiceById('')).toBeUndefined();
  });
});

describe('the validity and stay rules (product §3)', () => {
  it('give the first two services 30 days', () => {
    for (const service of visaServices.slice(0, 2)) {
      expect(service.detailedInfo.validity.en, service.id).toContain('30 days');
      expect(service.detailedInfo.validity.id, service.id).toContain('30 hari');
      expect(service.detailedInfo.maxStay.en, service.id).toMatch(/^30 days/);
      expect(service.detailedInfo.maxStay.id, service.id).toMatch(/^30 hari/);
      expect(service.detailedInfo.entries.en, service.id).toBe('Single entry');
    }
  });

  it('allow up to 60 days per entry on every multiple-entry visitor visa, and only those are multiple-entry', () => {
    const visitorVisas = visaServices.filter((service) => service.visaType !== 'work');
    const multiple = visaServices.filter((service) => service.title.en.includes('Multiple Entry'));
    expect(multiple.map((service) => service.id)).toEqual([
      'tourist-multiple-entry',
      'tourist-multiple-entry-1-year',
      'medical-multiple-entry-2-years',
      'medical-multiple-entry-1-year',
    ]);
    for (const service of visitorVisas) {
      const isMultiple = multiple.includes(service);
      expect(service.detailedInfo.entries.en, service.id).toBe(isMultiple ? 'Multiple entry' : 'Single entry');
      if (isMultiple) {
        expect(service.detailedInfo.maxStay).toEqual({
          en: 'Up to 60 days per entry',
          id: 'Hingga 60 hari per kedatangan',
        });
      }
    }
  });

  it('make the validity of the one- and two-year visas match their titles', () => {
    expect(byId('tourist-multiple-entry-1-year').detailedInfo.validity.en).toBe('1 year from the date of issue');
    expect(byId('medical-multiple-entry-1-year').detailedInfo.validity.en).toBe('1 year from the date of issue');
    expect(byId('medical-multiple-entry-2-years').detailedInfo.validity.en).toBe('2 years from the date of issue');
    expect(byId('medical-multiple-entry-2-years').detailedInfo.validity.id).toBe('2 tahun sejak tanggal terbit');
  });

  it('give the transit visa 7 days', () => {
    const transit = byId('transit');
    expect(transit.detailedInfo.validity.en).toContain('7 days');
    expect(transit.detailedInfo.maxStay).toEqual({ en: '7 days', id: '7 hari' });
  });

  it('require the medical visa to be used within 90 days of issue', () => {
    const medical = byId('medical-treatment');
    expect(medical.detailedInfo.validity).toEqual({
      en: 'Must be used within 90 days of issue',
      id: 'Harus digunakan dalam 90 hari sejak tanggal terbit',
    });
    expect(medical.description.en).toContain('within 90 days of issue');
  });

  it('require a passport valid for at least 6 months for every service', () => {
    for (const service of visaServices) {
      const passport = service.requirements.find((text) => text.en.startsWith('Passport'));
      expect(passport?.en, service.id).toContain('at least 6 months');
      expect(passport?.id, service.id).toContain('minimal 6 bulan');
    }
  });
});

describe('the catalogue is honest about fees and rules (DESIGN: accurate as of 2026)', () => {
  it('says on every card that the USD price is our service fee, not the government fee', () => {
    for (const { id, description, priceNumeric } of visaServices) {
      expect(description.en, id).toContain(`The USD ${priceNumeric} shown is our service fee`);
      expect(description.en, id).toContain('the government visa fee is not included and paid separately');
      expect(description.id, id).toContain(`USD ${priceNumeric} adalah biaya layanan kami`);
      expect(description.id, id).toContain('biaya visa pemerintah tidak termasuk dan dibayar terpisah');
    }
  });

  it('gives the e-VOA facts: IDR 500,000 to the government, 30 days, extendable once', () => {
    const voa = byId('b1-visa-on-arrival');
    expect(voa.description.en).toContain('The government fee is IDR 500,000');
    expect(voa.description.en).toContain('extended once, for another 30 days');
    expect(voa.description.id).toContain('Rp500.000');
    expect(voa.description.id).toContain('diperpanjang satu kali untuk 30 hari');
    expect(voa.detailedInfo.maxStay.en).toContain('extendable once');
  });

  it('forbids paid work on every visitor visa, allows it on the working visa, and names the overstay fine', () => {
    for (const service of visaServices) {
      const forbidsWork = service.restrictions?.some((text) => /paid work/.test(text.en));
      expect(forbidsWork, service.id).toBe(service.visaType !== 'work');
      expect(service.penalties?.en, service.id).toContain('IDR 1,000,000 for each day');
      expect(service.penalties?.id, service.id).toContain('Rp1.000.000 per hari');
    }
  });
});
