// product §14.2: one search over the whole offer. The cards of the five other offer pages are
// searched beside the visa catalogue and shown as their own group, each linking to its card.

import type { VisaPurpose } from '@cipta/domain/constants';
import { additionalServicesScreen } from '../../content/additional-services';
import { internationalVisaScreen } from '../../content/international-visas';
import { kitapScreen } from '../../content/kitap';
import type { Localized } from '../../content/localized';
import type { PermitProduct, PermitScreen } from '../../content/permit-products';
import { stayPermitScreen } from '../../content/stay-permits';
import { visitVisaScreen } from '../../content/visit-visas';
import type { OfferPage } from '../../lib/offer-pages';
import { paths } from '../../lib/paths';

type CardPage = Exclude<OfferPage, 'visaServices'>;

export type OfferCardHit = Readonly<{ page: CardPage; path: string; product: PermitProduct }>;

/**
 * Words a visitor searches with that a page's cards do not spell out: the permits' common names
 * (KITAS, KITAP) and each page's own subject, in both languages.
 */
const PAGES: readonly Readonly<{ page: CardPage; path: string; screen: PermitScreen; words: string }>[] = [
  {
    page: 'permanentResidence',
    path: paths.permanentResidence,
    screen: kitapScreen,
    words: 'kitap itap permanent residence izin tinggal tetap',
  },
  {
    page: 'temporaryStay',
    path: paths.temporaryStay,
    screen: stayPermitScreen,
    words: 'kitas itas stay permit izin tinggal sementara',
  },
  {
    page: 'internationalVisa',
    path: paths.internationalVisa,
    screen: internationalVisaScreen,
    words: 'kitas international visa internasional',
  },
  {
    page: 'additionalServices',
    path: paths.additionalServices,
    screen: additionalServicesScreen,
    words: 'kitas kitap extension renewal perpanjangan',
  },
  { page: 'visitVisa', path: paths.visitVisa, screen: visitVisaScreen, words: 'visit visa kunjungan' },
];

/**
 * product §14.2: which cards answer a purpose of the search form, by the words of their title
 * and description (English or Indonesian). The catalogue has no Business, Family or Study
 * service; these keep such a search from a dead end.
 */
const PURPOSE_WORDS: Readonly<Record<VisaPurpose, RegExp>> = {
  tourist: /tourist|wisata|holiday|liburan/,
  business: /business|bisnis|investor|company|perusahaan/,
  family: /spouse|pasangan|family|keluarga|marri|nikah/,
  medical: /medical|pengobatan|treatment/,
  transit: /transit/,
  student: /student|pelajar|study|studi/,
  work: /work|kerja|pekerja/,
};

const ALL_CARDS = PAGES.flatMap(({ page, path, screen, words }) =>
  screen.products.map((product) => ({ page, path, product, text: searchText(product, words) })),
);

function searchText(product: PermitProduct, words: string): string {
  const texts: readonly Localized[] = [product.title, product.description];
  return [words, ...texts.flatMap((text) => [text.en, text.id])].join(' ').toLowerCase();
}

/**
 * The cards whose words hold every word of the query (case-insensitive), and that answer the
 * chosen purpose; none when neither is given. Page order, then card order.
 */
export function searchOfferCards({ query, purpose }: { query: string; purpose: string }): OfferCardHit[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const purposeWords = PURPOSE_WORDS[purpose as VisaPurpose] as RegExp | undefined;
  if (words.length === 0 && purposeWords === undefined) return [];
  return ALL_CARDS.filter(
    ({ text }) => words.every((word) => text.includes(word)) && (purposeWords === undefined || purposeWords.test(text)),
  ).map(({ page, path, product }) => ({ page, path, product }));
}
