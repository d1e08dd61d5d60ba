import { describe, expect, it } from 'vitest';
import { applicationSearchText, foldForSearch, looksLikePhone, phoneDigitForms } from './search-text.js';

describe('the staff search folds text (issue 27)', () => {
  it.each([
    ['Siti Déwi', 'siti dewi'],
    ['Nguyễn Thị Mai', 'nguyen thi mai'],
    ['  ZOË   ÅSTRÖM ', 'zoe astrom'],
    ['Đặng Łukasz Øster', 'dang lukasz oster'],
    ["Siobhán O'Brien", 'siobhan obrien'],
    ['Straße', 'strasse'],
  ])('%s reads %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('finds a phone number however it is typed', () => {
    const stored = applicationSearchText({ id: 'VS1', fullName: 'A', email: 'a@b.c', phone: '+62 812-0001-1122' });
    for (const typed of ['0812 0001 1122', '+62 812-0001-1122', '62812', '(0812) 0001', '0001 1122']) {
      expect(looksLikePhone(typed), typed).toBe(true);
      expect(
        phoneDigitForms(typed).some((form) => stored.includes(form)),
        typed,
      ).toBe(true);
    }
  });

  it('keeps a number written with its trunk 0 findable by its international form', () => {
    expect(phoneDigitForms('0812 0001 1122')).toEqual(['081200011122', '6281200011122']);
    expect(phoneDigitForms('0060 12 345')).toEqual(['006012345', '6012345']);
    expect(phoneDigitForms('no digits')).toEqual([]);
  });

  it('tells a phone number from a name or an ID', () => {
    expect(looksLikePhone('+60 12')).toBe(true);
    expect(looksLikePhone('Siti')).toBe(false);
    expect(looksLikePhone('VS12345678')).toBe(false);
    expect(looksLikePhone('12')).toBe(false);
  });

  it('stores the ID, name, e-mail, passport and phone, each folded', () => {
    expect(
      applicationSearchText({
        id: 'PA12345678ABCD',
        fullName: 'Thị Mai',
        email: 'Mai@Example.com',
        phone: '0812 3',
        passport: 'C 0123',
      }).split('\u001f'),
    ).toEqual(['pa12345678abcd', 'thi mai', 'mai@example.com', 'c 0123', '08123', '628123']);
  });
});
