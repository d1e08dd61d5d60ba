import { useTranslation } from 'react-i18next';
import en from '../../i18n/staff/en.json';
import id from '../../i18n/staff/id.json';
import rightsEn from '../../i18n/staff-rights/en.json';
import rightsId from '../../i18n/staff-rights/id.json';
import { i18n } from '../../i18n/i18n';

// The staff area's texts travel with its chunks, never with a visitor's first load.
// Importing this module registers them.
i18n.addResourceBundle('en', 'staff', en, true, true);
i18n.addResourceBundle('id', 'staff', id, true, true);
// The e-mails about a submission and a person's data (issues 14, 18), in files of their own.
i18n.addResourceBundle('en', 'staff', rightsEn, true, true);
i18n.addResourceBundle('id', 'staff', rightsId, true, true);

export function useStaffTranslation() {
  return useTranslation('staff');
}
