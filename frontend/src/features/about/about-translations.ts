import { useTranslation } from 'react-i18next';
import en from '../../i18n/about/en.json';
import id from '../../i18n/about/id.json';
import { i18n } from '../../i18n/i18n';

// The About screen's texts travel with its chunk, not with every page's first load.
// Importing this module registers them.
i18n.addResourceBundle('en', 'about', en, true, true);
i18n.addResourceBundle('id', 'about', id, true, true);

export function useAboutTranslation() {
  return useTranslation('about');
}
