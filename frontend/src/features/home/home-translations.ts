import { useTranslation } from 'react-i18next';
import en from '../../i18n/home/en.json';
import id from '../../i18n/home/id.json';
import { i18n } from '../../i18n/i18n';

// The home page's texts below the hero travel with the sections that show them, not with
// every page's first load. Importing this module registers them.
i18n.addResourceBundle('en', 'home', en, true, true);
i18n.addResourceBundle('id', 'home', id, true, true);

export function useHomeTranslation() {
  return useTranslation('home');
}
