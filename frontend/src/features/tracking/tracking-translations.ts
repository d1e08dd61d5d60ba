import { useTranslation } from 'react-i18next';
import en from '../../i18n/tracking/en.json';
import id from '../../i18n/tracking/id.json';
import { i18n } from '../../i18n/i18n';

// The tracking screen's texts travel with its chunk, not with every page's first load.
// Importing this module registers them.
i18n.addResourceBundle('en', 'tracking', en, true, true);
i18n.addResourceBundle('id', 'tracking', id, true, true);

export function useTrackingTranslation() {
  return useTranslation('tracking');
}
