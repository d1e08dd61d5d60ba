import { paths } from './paths';

/**
 * product §14.1: the six offer pages, in the order every menu lists them. Their names and
 * one-line summaries are the pages' own headings and descriptions (`pages.<page>` in i18n),
 * so a link never names a page differently from the page itself.
 */
export const OFFER_PAGES = [
  { page: 'visaServices', path: paths.visaServices, emoji: '🛂' },
  { page: 'permanentResidence', path: paths.permanentResidence, emoji: '🏡' },
  { page: 'temporaryStay', path: paths.temporaryStay, emoji: '🗓️' },
  { page: 'internationalVisa', path: paths.internationalVisa, emoji: '🌏' },
  { page: 'additionalServices', path: paths.additionalServices, emoji: '🧾' },
  { page: 'visitVisa', path: paths.visitVisa, emoji: '🧳' },
] as const;

export type OfferPage = (typeof OFFER_PAGES)[number]['page'];
