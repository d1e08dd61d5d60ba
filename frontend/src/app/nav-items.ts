import { paths } from '../lib/paths';

/** product §2: the five menu pills, in order; the emoji prefixes the mobile menu's links. */
export const NAV_ITEMS = [
  { path: paths.home, label: 'nav.home', emoji: '🏠' },
  { path: paths.visaServices, label: 'nav.visaServices', emoji: '🛂' },
  { path: paths.about, label: 'nav.about', emoji: '👥' },
  { path: paths.contact, label: 'nav.contact', emoji: '📞' },
  { path: paths.news, label: 'nav.news', emoji: '📰' },
] as const;
