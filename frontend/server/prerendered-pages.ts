import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@cipta/domain/constants';
import type express from 'express';
import { chooseLanguage } from './language.js';

/** Where build-tools/prerender.ts writes the pages, inside the built app; never served as files. */
export const PRERENDERED_DIR = 'prerendered';

interface Manifest {
  /** Every address with a page of its own, in each language. */
  routes: string[];
}

/**
 * Answers a page request from the prerendered pages (docs/architecture.md "Prerendered pages"):
 * a route's page in the visitor's language (server/language.ts), with `Vary` for the headers
 * that chose it and the hreflang links naming its twin; the client-rendered shell for the
 * paths that depend on the visitor; 404 with the not-found page for any other path. Without
 * prerendered pages (an older build), every path gets the shell, as before.
 */
export function prerenderedPages(
  root: string,
  shell: Buffer,
  clientRoutes: string[],
  originOf: (req: express.Request) => string,
): express.RequestHandler {
  const manifestFile = path.join(root, PRERENDERED_DIR, 'routes.json');
  const sendShell = (res: express.Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(shell);
  };
  if (!existsSync(manifestFile)) return (_req, res) => sendShell(res);

  const { routes }: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const known = new Set(routes);
  const pages = new Map<string, string>();
  const read = (language: Language, file: string) => {
    const key = `${language}/${file}`;
    let html = pages.get(key);
    if (html === undefined) {
      html = readFileSync(path.join(root, PRERENDERED_DIR, language, file), 'utf8');
      pages.set(key, html);
    }
    return html;
  };
  const isClientRoute = (route: string) =>
    clientRoutes.some((pattern) =>
      pattern.endsWith('/*') ? route.startsWith(pattern.slice(0, -1)) : route === pattern,
    );

  return (req, res) => {
    const route = normalised(req.path);
    const page = known.has(route);
    // An address that asks for more than a language (?card=, ?id=, ?article=) shows what only
    // the browser renders: the shell, so there is nothing to mismatch.
    const onlyLanguage = Object.keys(req.query).every((name) => name === 'lng');
    if ((page && !onlyLanguage) || (!page && isClientRoute(route))) return sendShell(res);

    const choice = chooseLanguage(req.query.lng, req.headers.cookie, req.headers['accept-language']);
    if (choice.by !== 'query') res.setHeader('Vary', 'Accept-Language, Cookie');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Language', choice.language);
    if (page) {
      res.type('html').send(withAlternates(read(choice.language, fileOf(route)), originOf(req), route));
    } else {
      // PRERENDER_NOT_FOUND in src/app/page-routes.ts: an unknown article has the article screen's own.
      const file = /^\/news\/[^/]+$/.test(route) ? '404-article.html' : '404.html';
      res.status(404).type('html').send(read(choice.language, file));
    }
  };
}

/** `/about/` is `/about`, as the app's router sees it. */
function normalised(urlPath: string): string {
  return urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
}

/** `/` → index.html, `/news/x` → news/x.html (as build-tools/prerender.ts writes them); only known routes get here. */
function fileOf(route: string): string {
  return route === '/' ? 'index.html' : `${decodeURIComponent(route.slice(1))}.html`;
}

/** The addresses of a page in each language, and the one that lets the server choose. */
export function alternates(origin: string, route: string): Array<{ hreflang: string; href: string }> {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: `${origin}${route}?lng=${language}` })),
    { hreflang: 'x-default', href: `${origin}${route}` },
  ];
}

function withAlternates(html: string, origin: string, route: string): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const links = alternates(origin, route)
    .map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escape(href)}" />`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}
