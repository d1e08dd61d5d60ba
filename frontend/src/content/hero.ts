// The hero's copy (product §2 Home: a four-line title and a description), apart from the rest of
// the home page's copy because it is all the first paint needs.

import type { Localized } from './localized';

/** The hero's four-line title, one line each. */
export const heroTitleLines: readonly [Localized, Localized, Localized, Localized] = [
  { en: 'Your Gateway', id: 'Gerbang Anda' },
  { en: 'to Indonesia', id: 'menuju Indonesia' },
  { en: 'Visas, KITAS & KITAP', id: 'Visa, KITAS & KITAP' },
  { en: 'Made Simple', id: 'Jadi Lebih Mudah' },
];

// product §1: the 98% success rate and 24-48 hour processing are the company's own claims.
export const heroDescription: Localized = {
  en: 'Since 2012 we have helped foreigners find and obtain the right visa, stay permit or permanent residence for Indonesia. By our own records 98% of the applications we file are approved, and most visas are ready within 24-48 hours.',
  id: 'Sejak 2012 kami membantu warga negara asing mendapatkan visa, izin tinggal, atau izin tinggal tetap yang tepat di Indonesia. Menurut catatan kami, 98% permohonan yang kami ajukan disetujui, dan sebagian besar visa selesai dalam 24-48 jam.',
};
