import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { currentLanguage } from '../../i18n/i18n';
import { serverMeta, setDocumentMeta } from '../../hooks/document-meta';
import { pageOfPath } from '../page-routes';

/**
 * Gives every route its translated <title> and description (app/page-routes.ts) on each
 * navigation and language change, and keeps <html lang> on the active language. A layout
 * effect, so it runs before any screen's own effects: the article screen, which names itself,
 * is skipped here and has the last word anyway.
 */
export function useRouteMeta(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  if (import.meta.env.SSR) {
    const page = pageOfPath(pathname);
    if (page)
      Object.assign(serverMeta, { title: t(`pages.${page}.title`), description: t(`pages.${page}.description`) });
  }
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    const page = pageOfPath(pathname);
    if (page) setDocumentMeta(t(`pages.${page}.title`), t(`pages.${page}.description`));
  }, [pathname, t, language]);
}
