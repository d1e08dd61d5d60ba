import 'i18next';
import type aboutEn from './about/en.json';
import type applicationEn from './application/en.json';
import type consultationEn from './consultation/en.json';
import type contactEn from './contact/en.json';
import type en from './en.json';
import type footerEn from './footer/en.json';
import type homeEn from './home/en.json';
import type newsEn from './news/en.json';
import type permitsEn from './permits/en.json';
import type staffEn from './staff/en.json';
import type staffRightsEn from './staff-rights/en.json';
import type staffAccountEn from './staff-account/en.json';
import type trackingEn from './tracking/en.json';
import type visaEn from './visa/en.json';

// Every t('…') key is checked against the English resources at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      footer: typeof footerEn;
      home: typeof homeEn;
      visa: typeof visaEn;
      application: typeof applicationEn;
      permits: typeof permitsEn;
      tracking: typeof trackingEn;
      news: typeof newsEn;
      about: typeof aboutEn;
      contact: typeof contactEn;
      consultation: typeof consultationEn;
      staff: typeof staffEn & typeof staffRightsEn & typeof staffAccountEn;
    };
    returnNull: false;
  }
}
