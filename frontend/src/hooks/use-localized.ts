import { useTranslation } from 'react-i18next';
import type { Localized } from '../content/localized';
import { currentLanguage } from '../i18n/i18n';
import { formatLongDate } from '../lib/long-date';

/** Picks the active language's text from a content module's `{ en, id }` pair. */
export function useLocalized(): (text: Localized) => string {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  return (text) => text[language];
}

/** Formats a date (yyyy-mm-dd) in the active language, e.g. "21 November 2026". */
export function useDateFormat(): (isoDate: string) => string {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  return (isoDate) => formatLongDate(isoDate, language);
}
