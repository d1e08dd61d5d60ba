import en from '../../../i18n/footer/en.json';
import id from '../../../i18n/footer/id.json';
import { i18n } from '../../../i18n/i18n';

// The footer's texts travel with its chunk (it starts below the fold), not with the first load.
// Importing this module registers them.
i18n.addResourceBundle('en', 'footer', en, true, true);
i18n.addResourceBundle('id', 'footer', id, true, true);
