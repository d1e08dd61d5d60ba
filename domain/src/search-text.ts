// How the staff search reads text (issue 27): case- and accent-insensitive, and phone numbers by
// their digits however they are typed. One definition for what is stored (at write time) and for
// what staff type, so both sides fold alike.

/** Letters Unicode does not decompose into a base letter and a mark. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  þ: 'th',
};

/** "Thị Mai", "THI  MAI" and "thi mai" all read "thi mai"; apostrophes drop ("O'Brien" → "obrien"). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðħıłþ]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/['’‘`´]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Indonesia's country code: a number written with its trunk 0 ("0812…") is "62812…". */
const INDONESIA = '62';

/**
 * Every way of writing a phone number's digits that a search should find it by: the digits as
 * typed, and the international form ("0812 0001 1122" → 081200011122 and 6281200011122; "00 60 12…"
 * → 006012… and 6012…). Empty when the text has no digit.
 */
export function phoneDigitForms(text: string): string[] {
  const digits = text.replace(/\D/g, '');
  if (!digits) return [];
  const forms = new Set([digits]);
  if (digits.startsWith('00')) forms.add(digits.slice(2));
  else if (digits.startsWith('0')) forms.add(INDONESIA + digits.slice(1));
  return [...forms];
}

/** Text staff type that is a phone number, or part of one: digits with the usual marks only. */
export function looksLikePhone(text: string): boolean {
  return /^[+(]?[\d\s().\-/]+$/.test(text.trim()) && (text.match(/\d/g)?.length ?? 0) >= 3;
}

/** What an application is found by: its ID, name, e-mail, passport number and phone digits. */
export interface SearchableApplication {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  passport?: string | undefined;
}

/** Separates the fields of the stored search text, so no match spans two of them. */
const FIELD_SEPARATOR = '\u001f';

/** The stored search text of an application (the `applications.search_text` column). */
export function applicationSearchText(application: SearchableApplication): string {
  return [
    foldForSearch(application.id),
    foldForSearch(application.fullName),
    foldForSearch(application.email),
    foldForSearch(application.passport ?? ''),
    ...phoneDigitForms(application.phone),
  ].join(FIELD_SEPARATOR);
}
