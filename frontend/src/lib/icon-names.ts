/**
 * The names of the site's icons (issue 16: SVG, not emoji, which show as empty boxes on systems
 * without an emoji font). Content and menus name an icon; `components/icon` draws it.
 */
export const ICON_NAMES = [
  'bolt',
  'briefcase',
  'calendar',
  'clock',
  'departure',
  'document',
  'exchange',
  'files',
  'folders',
  'handshake',
  'home',
  'hospital',
  'island',
  'lock',
  'luggage',
  'news',
  'palm',
  'passport',
  'phone',
  'pill',
  'plane',
  'receipt',
  'refresh',
  'repeat',
  'rings',
  'search',
  'school',
  'stethoscope',
  'tie',
  'trending',
  'trophy',
  'users',
  'world',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
