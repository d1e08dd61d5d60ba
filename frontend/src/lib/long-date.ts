import type { Language } from '@cipta/domain/constants';

/** The months as Intl writes them in a long date (en-GB and id-ID; the test compares the two). */
const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
};

/**
 * A day (yyyy-mm-dd) as the page's language writes it, "21 November 2026", as
 * Intl.DateTimeFormat writes it (en-GB, id-ID) without constructing one: the first Intl formatter
 * of a page loads its locale's data, which held an article's hydration for tens of milliseconds
 * on a phone (issue 15).
 */
export function formatLongDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[language][month - 1]} ${year}`;
}
