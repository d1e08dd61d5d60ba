import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  isLanguage,
} from '@cipta/domain/constants';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import id from './id.json';

export const resources = { en: { translation: en }, id: { translation: id } } as const;

/**
 * product §9: detector order query `lng`, cookie, local storage, session storage, browser
 * language, <html lang>; only id and en count (anything else is passed over); the choice is
 * stored under `language`; a missing text falls back to English. index.html says lang="id",
 * so when nothing else is valid the site opens in Indonesian.
 */
// The build-time renderer (entry-server.tsx) has no browser to detect from: it names the language.
if (!import.meta.env.SSR) i18n.use(LanguageDetector);
export const i18nReady = i18n.use(initReactI18next).init({
  resources,
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: FALLBACK_LANGUAGE,
  detection: {
    order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    lookupCookie: LANGUAGE_STORAGE_KEY,
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    lookupSessionStorage: LANGUAGE_STORAGE_KEY,
    // A browser's en-US counts as en, and what is stored is always one of our two codes.
    convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
    caches: ['localStorage', 'cookie'],
    // The web server reads the cookie to send the prerendered page in the stored language
    // (frontend/server/language.ts); a session cookie would leave it choosing by the browser's
    // languages after a restart while local storage still holds the choice.
    cookieMinutes: 60 * 24 * 365,
    cookieOptions: { path: '/', sameSite: 'lax' },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(language);
});

/** The active language as one of ours (i18next may report a region code such as en-US). */
export function currentLanguage(language: string = i18n.resolvedLanguage ?? i18n.language): Language {
  const base = language.split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

export { i18n };
