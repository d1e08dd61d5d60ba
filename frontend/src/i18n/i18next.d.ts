import 'i18next';
import type en from './en.json';
import type homeEn from './home/en.json';
import type trackingEn from './tracking/en.json';
import type visaEn from './visa/en.json';

// Every t('…') key is checked against the English resources at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; home: typeof homeEn; visa: typeof visaEn; tracking: typeof trackingEn };
    returnNull: false;
  }
}
