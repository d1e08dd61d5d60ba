import { useTranslation } from 'react-i18next';
import en from '../../i18n/consultation/en.json';
import id from '../../i18n/consultation/id.json';
import { i18n } from '../../i18n/i18n';

// The Consultation screen's texts travel with its chunk, not with every page's first load.
// Importing this module registers them.
i18n.addResourceBundle('en', 'consultation', en, true, true);
i18n.addResourceBundle('id', 'consultation', id, true, true);

export function useConsultationTranslation() {
  return useTranslation('consultation');
}
