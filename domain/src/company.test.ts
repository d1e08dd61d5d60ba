import { describe, expect, it } from 'vitest';
import { company, mapsSearchUrl } from './company.js';

describe('the offices (product §1, §2 "Contact")', () => {
  it('are four: Jakarta, Bekasi and two in Bali', () => {
    expect(company.offices.map((office) => office.key)).toEqual(['jakarta', 'bekasi', 'denpasar', 'canggu']);
    expect(company.offices.filter((office) => office.addressLines.some((line) => line.includes('Bali')))).toHaveLength(
      2,
    );
  });

  it('put the head office at the three-line South Jakarta address the footer shows', () => {
    const [head] = company.offices;
    expect(head?.addressLines).toBe(company.addressLines);
    expect(company.addressLines).toHaveLength(3);
    expect(company.addressLines.at(-1)).toMatch(/^Jakarta Selatan \d{5}$/);
  });

  it('each have a name in both languages and a phone number that dials as shown', () => {
    for (const office of company.offices) {
      expect(office.name.en && office.name.id, office.key).toBeTruthy();
      expect(office.phone.tel).toMatch(/^\+62\d{8,12}$/);
      expect(office.phone.tel).toBe(`+${office.phone.display.replace(/\D/g, '')}`);
    }
    expect(new Set(company.offices.map((office) => office.phone.tel)).size).toBe(4);
  });

  it('open an address in maps as one search', () => {
    const url = new URL(mapsSearchUrl(['Jl. Teuku Umar No. 121', 'Denpasar, Bali 80113']));
    expect(url.origin).toBe('https://www.google.com');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('Jl. Teuku Umar No. 121, Denpasar, Bali 80113');
  });
});

describe('the promises of product §9', () => {
  it('are a reply within 24 hours and a 20-minute discovery call', () => {
    expect(company.replyWithinHours).toBe(24);
    expect(company.discoveryCallMinutes).toBe(20);
  });
});
