// The pieces the catalogue's services are made of (catalogue.ts): texts in both languages, prices,
// processing times that carry their own upper bound in days, and required documents.
import type { Language } from './constants.js';

/** A text in both of the site's languages. */
export type Localized = Readonly<{ en: string; id: string }>;

/** A document a service asks for: a stable id (what an uploaded file names) and its label. */
export type Requirement = Readonly<{ id: string; label: Localized }>;

/** What the catalogue holds of one service or product, before it is given its key. */
export type ServiceFacts = Readonly<{
  /** A slug: a visa service's id (the card's `?card=` address) or a permit product's productId. */
  id: string;
  title: Localized;
  price: Price;
  processing: ProcessingTime;
  requirements: readonly Requirement[];
}>;

/** A processing time as shown, and its upper bound in calendar days (the staff queue's overdue mark). */
export type ProcessingTime = Readonly<{ text: Localized; days: number }>;

/**
 * Decision 50: every price of the catalogue is our service fee in US dollars; the permit cards
 * use the original's figures with this label.
 */
export const CATALOGUE_CURRENCY = 'USD';

/** How each language writes the parts of an amount: "350,000.5" in English, "350.000,5" in Indonesian. */
const AMOUNT_MARKS: Record<Language, { thousands: string; decimal: string }> = {
  en: { thousands: ',', decimal: '.' },
  id: { thousands: '.', decimal: ',' },
};

/**
 * An amount written the way the language writes it: "350,000" in English, "350.000" in
 * Indonesian, as Intl.NumberFormat writes it (the web app's test compares the two), without
 * constructing one: the first Intl formatter of a page loads its locale's data, which held the
 * permit and visa pages' first task for tens of milliseconds on a phone (issue 15). At most three
 * decimals.
 */
export function formatAmount(amount: number, language: Language): string {
  const marks = AMOUNT_MARKS[language];
  const [whole = '0', fraction = ''] = String(Math.round(Math.abs(amount) * 1000) / 1000).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.thousands);
  return `${amount < 0 ? '-' : ''}${grouped}${fraction ? marks.decimal + fraction : ''}`;
}

/** A price as the site prints it: "USD 2,500" in English, "USD 2.500" in Indonesian. */
export function formatPrice(amount: number, language: Language): string {
  return `${CATALOGUE_CURRENCY} ${formatAmount(amount, language)}`;
}

/** A service's price: the amount in CATALOGUE_CURRENCY and the text shown in each language. */
export type Price = Readonly<{ amount: number; currency: typeof CATALOGUE_CURRENCY; text: Localized }>;

export function price(amount: number): Price {
  return {
    amount,
    currency: CATALOGUE_CURRENCY,
    text: { en: formatPrice(amount, 'en'), id: formatPrice(amount, 'id') },
  };
}

// ---- Processing times: the text and its upper bound come from one definition ----

/** "3-5" → 5: the upper bound of a range as written in the catalogue. */
function upperBound(range: string): number {
  const bound = Number(range.split('-').at(-1));
  if (!Number.isInteger(bound) || bound <= 0) throw new RangeError(`not a range of whole numbers: ${range}`);
  return bound;
}

/**
 * "Instant upon arrival": immigration decides at the border, and our own part of the work (the
 * documents checked, the applicant contacted) is promised within a day (product §9: support
 * contacts the applicant within 24 hours), so such a case is overdue after one day.
 */
export const instantOnArrival: ProcessingTime = {
  text: { en: 'Instant upon arrival', id: 'Langsung saat kedatangan' },
  days: 1,
};

export const days = (range: string): ProcessingTime => ({
  text: { en: `${range} days`, id: `${range} hari` },
  days: upperBound(range),
});

/** n business days last at most n + 2 calendar days for every started week (a weekend each). */
export const businessDays = (range: string): ProcessingTime => {
  const bound = upperBound(range);
  return {
    text: { en: `${range} business days`, id: `${range} hari kerja` },
    days: bound + 2 * Math.ceil(bound / 5),
  };
};

/** A month counts as 31 days: an upper bound. */
export const months = (range: string): ProcessingTime => ({
  text: { en: `${range} months`, id: `${range} bulan` },
  days: upperBound(range) * 31,
});
