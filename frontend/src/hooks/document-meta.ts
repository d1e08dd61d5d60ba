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

/**
 * What the build-time renderer (entry-server.tsx) writes into the prerendered page's <title>
 * and description: effects do not run there, so the hooks below note it while rendering.
 */
export const serverMeta: { title?: string; description?: string } = {};

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
  if (import.meta.env.SSR) Object.assign(serverMeta, { title, description });
  useEffect(() => setDocumentMeta(title, description), [title, description]);
}
