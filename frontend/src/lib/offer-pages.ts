import { paths } from './paths';

/**
 * product §14.1: the six offer pages, in the order every menu lists them. Their names and
 * one-line summaries are the pages' own headings and descriptions (`pages.<page>` in i18n),
 * so a link never names a page differently from the page itself.
 */
export const OFFER_PAGES = [
  { page: 'visaServices', path: paths.visaServices, icon: 'passport' },
  { page: 'permanentResidence', path: paths.permanentResidence, icon: 'home' },
  { page: 'temporaryStay', path: paths.temporaryStay, icon: 'calendar' },
  { page: 'internationalVisa', path: paths.internationalVisa, icon: 'world' },
  { page: 'additionalServices', path: paths.additionalServices, icon: 'receipt' },
  { page: 'visitVisa', path: paths.visitVisa, icon: 'luggage' },
] as const;

export type OfferPage = (typeof OFFER_PAGES)[number]['page'];
