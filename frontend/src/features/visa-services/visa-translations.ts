import { useTranslation } from 'react-i18next';
import en from '../../i18n/visa/en.json';
import id from '../../i18n/visa/id.json';
import { i18n } from '../../i18n/i18n';

// The visa services screen's texts travel with its chunk, not with every page's first load.
// Importing this module registers them.
i18n.addResourceBundle('en', 'visa', en, true, true);
i18n.addResourceBundle('id', 'visa', id, true, true);

export function useVisaTranslation() {
  return useTranslation('visa');
}
