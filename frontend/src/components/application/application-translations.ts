import { useTranslation } from 'react-i18next';
import en from '../../i18n/application/en.json';
import id from '../../i18n/application/id.json';
import { i18n } from '../../i18n/i18n';

// The texts every application form shares (visa services and the permit screens) travel with
// the screens that show them, not with every page's first load. Importing this registers them.
i18n.addResourceBundle('en', 'application', en, true, true);
i18n.addResourceBundle('id', 'application', id, true, true);

export function useApplicationTranslation() {
  return useTranslation('application');
}
