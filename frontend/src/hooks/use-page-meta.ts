import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type PageKey =
  | 'home'
  | 'about'
  | 'contact'
  | 'consultation'
  | 'permanentResidence'
  | 'temporaryStay'
  | 'internationalVisa'
  | 'additionalServices'
  | 'tracking'
  | 'visitVisa'
  | 'news'
  | 'visaServices'
  | 'article'
  | 'notFound';

/** Sets the page's <title> and description in the active language. */
export function usePageMeta(page: PageKey): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t(`pages.${page}.title`);
    let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) {
      description = document.createElement('meta');
      description.name = 'description';
      document.head.append(description);
    }
    description.content = t(`pages.${page}.description`);
  }, [page, t, i18n.language]);
}
