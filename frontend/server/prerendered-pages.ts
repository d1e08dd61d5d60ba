import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
      const origin = originOf(req);
      const key = `${choice.language}${route} ${origin}`;
      sendCompressed(req, res, key, () => withAlternates(read(choice.language, fileOf(route)), origin, route));
    } else {
      // PRERENDER_NOT_FOUND in src/app/page-routes.ts: an unknown article has the article screen's own.
      const file = /^\/news\/[^/]+$/.test(route) ? '404-article.html' : '404.html';
      res.status(404);
      sendCompressed(req, res, `${choice.language}/${file}`, () => read(choice.language, file));
    }
  };
}

/** A page's bytes as sent, in each encoding, computed once (the pages do not change while the server runs). */
interface Encoded {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Pages × languages × the origins the server answers on: a handful; the bound only guards against a surprise. */
const MAX_ENCODED_PAGES = 1000;
const encodedPages = new Map<string, Encoded>();

/**
 * Sends a page compressed once, at the best ratio (Brotli's quality 11, gzip's level 9) rather
 * than at the compression middleware's per-request settings (Brotli quality 4): the home page's
 * HTML from 14.6 to 12.1 kB, so that with its headers it arrives in the first round trip of a new
 * connection (ten TCP segments, 14.6 kB) on a slow network (decision 189). The middleware leaves
 * an answer that already names its encoding alone.
 */
function sendCompressed(req: express.Request, res: express.Response, key: string, html: () => string): void {
  let encoded = encodedPages.get(key);
  if (!encoded) {
    if (encodedPages.size >= MAX_ENCODED_PAGES) encodedPages.clear();
    encoded = { html: Buffer.from(html()) };
    encodedPages.set(key, encoded);
  }
  res.type('html');
  res.append('Vary', 'Accept-Encoding');
  // Ours is the choice among what the browser accepts (it lists gzip first, and Brotli is smaller).
  const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : 'identity';
  let body = encoded.html;
  if (encoding === 'br') {
    body = encoded.br ??= brotliCompressSync(encoded.html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: encoded.html.length,
      },
    });
    res.setHeader('Content-Encoding', 'br');
  } else if (encoding === 'gzip') {
    body = encoded.gzip ??= gzipSync(encoded.html, { level: 9 });
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
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
