import 'i18next';
import type en from './en.json';
import type homeEn from './home/en.json';

// Every t('…') key is checked against the English resources at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; home: typeof homeEn };
    returnNull: false;
  }
}
