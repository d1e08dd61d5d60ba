import { paths } from '../lib/paths';

/** product §2: the five menu pills, in order; its icon prefixes the mobile menu's links. */
export const NAV_ITEMS = [
  { path: paths.home, label: 'nav.home', icon: 'home' },
  { path: paths.visaServices, label: 'nav.visaServices', icon: 'passport' },
  { path: paths.about, label: 'nav.about', icon: 'users' },
  { path: paths.contact, label: 'nav.contact', icon: 'phone' },
  { path: paths.news, label: 'nav.news', icon: 'news' },
] as const;
