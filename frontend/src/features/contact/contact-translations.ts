import { useTranslation } from 'react-i18next';
import en from '../../i18n/contact/en.json';
import id from '../../i18n/contact/id.json';
import { i18n } from '../../i18n/i18n';

// The Contact screen's texts travel with its chunk, not with every page's first load.
// Importing this module registers them.
i18n.addResourceBundle('en', 'contact', en, true, true);
i18n.addResourceBundle('id', 'contact', id, true, true);

export function useContactTranslation() {
  return useTranslation('contact');
}
