import { useTranslation } from 'react-i18next';
import en from '../../i18n/news/en.json';
import id from '../../i18n/news/id.json';
import { i18n } from '../../i18n/i18n';

// The news and article screens' texts travel with their chunks, not with every page's first
// load. Importing this module registers them.
i18n.addResourceBundle('en', 'news', en, true, true);
i18n.addResourceBundle('id', 'news', id, true, true);

export function useNewsTranslation() {
  return useTranslation('news');
}
