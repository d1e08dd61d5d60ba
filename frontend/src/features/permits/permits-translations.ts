import { useTranslation } from 'react-i18next';
import en from '../../i18n/permits/en.json';
import id from '../../i18n/permits/id.json';
import { i18n } from '../../i18n/i18n';

// The permit screens' texts travel with their chunks, not with every page's first load.
// Importing this module registers them.
i18n.addResourceBundle('en', 'permits', en, true, true);
i18n.addResourceBundle('id', 'permits', id, true, true);

export function usePermitsTranslation() {
  return useTranslation('permits');
}
