import { useTranslation } from 'react-i18next';
import en from '../../i18n/staff/en.json';
import id from '../../i18n/staff/id.json';
import { i18n } from '../../i18n/i18n';

// The staff area's texts travel with its chunks, never with a visitor's first load.
// Importing this module registers them.
i18n.addResourceBundle('en', 'staff', en, true, true);
i18n.addResourceBundle('id', 'staff', id, true, true);

export function useStaffTranslation() {
  return useTranslation('staff');
}
