import { useEffect } from 'react';

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

/** Writes the page's <title> and <meta name="description">, adding the meta when it is missing. */
export function setDocumentMeta(title: string, description: string): void {
  document.title = title;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * Names the page after what it shows (an article's title), for browser tabs, history and
 * sharing. An effect: it runs after the layout's route meta (app/layout/route-meta.ts, which
 * names every route of app/page-routes.ts), so the screen has the last word.
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => setDocumentMeta(title, description), [title, description]);
}
