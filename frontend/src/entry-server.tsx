import './app/mantine-styles';
import type { Language } from '@cipta/domain/constants';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { takeRenderedParts } from './lib/lazy-part';
import { pageOfPath } from './app/page-routes';
import type { WindowLike } from 'dompurify';
import { sanitizeWith } from './features/news/sanitize-html';
import { serverMeta } from './hooks/document-meta';
import { i18n, i18nReady } from './i18n/i18n';

export interface RenderedPage {
  /** The app's markup, for <div id="root">. */
  html: string;
  /** The lazy parts it shows (lib/lazy-part.tsx), which the browser loads before hydrating. */
  parts: string[];
  /** The language it was rendered in (<html lang>). */
  language: Language;
  title: string;
  description: string;
}

/**
 * Renders one route in one language at build time (build-tools/prerender.ts), with the same
 * routes, Mantine theme and i18next texts as the browser. The HTML holds the whole page, its
 * lazy parts too (the screen, the footer, the home page's sections), not the Suspense fallbacks.
 */
export async function render(url: string, language: Language, dom: WindowLike): Promise<RenderedPage> {
  sanitizeWith(dom);
  await i18nReady;
  await i18n.changeLanguage(language);
  delete serverMeta.title;
  delete serverMeta.description;
  const app = (
    <StrictMode>
      <App router={(children) => <StaticRouter location={url}>{children}</StaticRouter>} />
    </StrictMode>
  );
  // The first pass loads every lazy part the route shows (React.lazy keeps what it loaded);
  // its output would complete the suspended parts with inline scripts, which the
  // Content-Security-Policy forbids. The second pass finds them all loaded: plain HTML.
  await new Response((await prerender(app)).prelude).text();
  takeRenderedParts();
  const html = renderToString(app);
  const parts = takeRenderedParts();
  if (html.includes('<script') || html.includes('<!--$?-->') || html.includes('<!--$!-->'))
    throw new Error(`${url} (${language}) still suspends after its lazy parts loaded`);
  const page = pageOfPath(new URL(url, 'http://localhost').pathname) ?? 'notFound';
  return {
    html,
    parts,
    language,
    title: serverMeta.title ?? i18n.t(`pages.${page}.title`),
    description: serverMeta.description ?? i18n.t(`pages.${page}.description`),
  };
}
