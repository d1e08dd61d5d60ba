import { useTranslation } from 'react-i18next';
import en from '../../i18n/staff/en.json';
import id from '../../i18n/staff/id.json';
import rightsEn from '../../i18n/staff-rights/en.json';
import rightsId from '../../i18n/staff-rights/id.json';
import accountEn from '../../i18n/staff-account/en.json';
import accountId from '../../i18n/staff-account/id.json';
import permitsEn from '../../i18n/permits/en.json';
import permitsId from '../../i18n/permits/id.json';
import visaEn from '../../i18n/visa/en.json';
import visaId from '../../i18n/visa/id.json';
import { i18n } from '../../i18n/i18n';

// The staff area's texts travel with its chunks, never with a visitor's first load.
// Importing this module registers them.
i18n.addResourceBundle('en', 'staff', en, true, true);
i18n.addResourceBundle('id', 'staff', id, true, true);
// The e-mails about a submission and a person's data (issues 14, 18), in files of their own.
i18n.addResourceBundle('en', 'staff', rightsEn, true, true);
i18n.addResourceBundle('id', 'staff', rightsId, true, true);
// issue 28: a member's own account (password, authenticator) and the password policy's words.
i18n.addResourceBundle('en', 'staff', accountEn, true, true);
i18n.addResourceBundle('id', 'staff', accountId, true, true);

// issue 27: the case page names the applicant's answers with the visitor forms' own labels and
// option texts (the same words the applicant chose from), in the staff member's language.
i18n.addResourceBundle('en', 'visa', visaEn, true, false);
i18n.addResourceBundle('id', 'visa', visaId, true, false);
i18n.addResourceBundle('en', 'permits', permitsEn, true, false);
i18n.addResourceBundle('id', 'permits', permitsId, true, false);

export function useStaffTranslation() {
  return useTranslation('staff');
}
