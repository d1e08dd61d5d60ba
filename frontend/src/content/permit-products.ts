// What the five permit and visa card screens have in common (product §2 "Permit and visa card
// screens", §3 "KITAP product" and the SR prices): the shape of a card's product, of a screen,
// and the one currency label every price carries.

import type { Language } from '@cipta/domain/constants';
import type { PermitFormType } from '@cipta/domain/permit-forms';
import type { Localized } from './localized';
import type { IconName } from '../lib/icon-names';

/**
 * Decision 50: the original labelled these prices "SR" without saying what it stands for; they are
 * shown in US dollars, the catalogue's currency for the same kind of service, with the original's
 * figures. Every permit price is printed with this one constant.
 */
export const PERMIT_CURRENCY_LABEL = 'USD';

export type PermitProduct<Id extends string = string> = Readonly<{
  /** A slug, unique on its screen; sent as the application's productId. */
  id: Id;
  title: Localized;
  /** Our service fee per application, in PERMIT_CURRENCY_LABEL. */
  price: number;
  description: Localized;
  requirements: readonly Localized[];
  processingTime: Localized;
  /** How long the permit lasts; the additional services change a permit and have none of their own. */
  validity?: Localized;
  /** The card's icon (an SVG, components/icon). */
  icon: IconName;
}>;

export type PermitScreen<Id extends string = string> = Readonly<{
  formType: PermitFormType;
  /** The sentence under the screen's heading. */
  intro: Localized;
  products: readonly PermitProduct<Id>[];
}>;

/** How each language writes the parts of an amount: "350,000.5" in English, "350.000,5" in Indonesian. */
const AMOUNT_MARKS: Record<Language, { thousands: string; decimal: string }> = {
  en: { thousands: ',', decimal: '.' },
  id: { thousands: '.', decimal: ',' },
};

/**
 * An amount written the way the language writes it: "350,000" in English, "350.000" in
 * Indonesian, as Intl.NumberFormat writes it (the test compares the two), without constructing
 * one: the first Intl formatter of a page loads its locale's data, which held the permit and
 * visa pages' first task for tens of milliseconds on a phone (issue 15). At most three decimals.
 */
export function formatAmount(amount: number, language: Language): string {
  const marks = AMOUNT_MARKS[language];
  const [whole = '0', fraction = ''] = String(Math.round(Math.abs(amount) * 1000) / 1000).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.thousands);
  return `${amount < 0 ? '-' : ''}${grouped}${fraction ? marks.decimal + fraction : ''}`;
}

/** A price as the cards print it: "USD 2,500" in English, "USD 2.500" in Indonesian, as the catalogue writes its prices. */
export function formatPermitPrice(price: number, language: Language): string {
  return `${PERMIT_CURRENCY_LABEL} ${formatAmount(price, language)}`;
}

/** Texts several screens share. */
export const businessDays = (range: string): Localized => ({ en: `${range} business days`, id: `${range} hari kerja` });
export const days = (range: string): Localized => ({ en: `${range} days`, id: `${range} hari` });

/** product §9: a passport needs 6 months of validity. */
export const passportSixMonths: Localized = {
  en: 'Passport valid for at least 6 months, with a copy of its photo page',
  id: 'Paspor yang masih berlaku minimal 6 bulan, beserta salinan halaman identitasnya',
};
export const recentPhoto: Localized = { en: 'A recent colour passport photo', id: 'Pas foto berwarna terbaru' };
export const returnTicket: Localized = {
  en: 'A return ticket, or an onward ticket to another country',
  id: 'Tiket pulang, atau tiket lanjutan ke negara lain',
};
export const proofOfFunds: Localized = {
  en: 'Proof of enough money for your stay, such as a recent bank statement',
  id: 'Bukti dana yang cukup selama tinggal, misalnya rekening koran terbaru',
};
export const currentPermit: Localized = {
  en: 'Your current visa or stay permit',
  id: 'Visa atau izin tinggal Anda yang berlaku saat ini',
};
export const sponsorLetter: Localized = {
  en: 'A sponsor letter from the person or company in Indonesia that sponsors you',
  id: 'Surat sponsor dari orang atau perusahaan di Indonesia yang menjadi penjamin Anda',
};
