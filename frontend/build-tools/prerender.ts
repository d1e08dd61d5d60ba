/**
 * Writes every public route in both languages as HTML (docs/architecture.md "Prerendered
 * pages"): runs after `vite build` (the browser's app, dist/) and `vite build --ssr
 * src/entry-server.tsx` (the renderer, dist-ssr/). Each page is dist/index.html with the
 * route's markup in <div id="root">, its <html lang>, title and description; the web server
 * (server/web-server.ts) picks the language variant per request and adds the hreflang links.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Window } from 'happy-dom';
import { LANGUAGES, type Language } from '@cipta/domain/constants';
import { PAGE_ROUTES, PRERENDER_NOT_FOUND, publicPaths } from '../src/app/page-routes';
import { newsArticles } from '../src/content/news';
import type { RenderedPage } from '../src/entry-server';
import { paintFirst } from './paint-first';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../dist');
const renderer = path.resolve(here, '../dist-ssr/entry-server.js');
/** Where the pages go; server/web-server.ts reads them from here and never serves the folder as files. */
export const PRERENDERED_DIR = 'prerendered';

/** The routes rendered: every fixed path (an alias too: its navbar marks another pill), each article, and the two not-found pages. */
function routesToRender(): Array<{ url: string; file: string }> {
  const { articles } = publicPaths(newsArticles.map((article) => article.slug));
  const pages = [...PAGE_ROUTES.map((route) => route.path as string), ...articles];
  return [
    ...pages.map((url) => ({ url, file: fileOf(url) })),
    ...Object.entries(PRERENDER_NOT_FOUND).map(([name, url]) => ({ url, file: `${name}.html` })),
  ];
}

/** `/` → index.html, `/news/x` → news/x.html (the same rule as server/web-server.ts' prerenderedFile). */
function fileOf(url: string): string {
  return url === '/' ? 'index.html' : `${decodeURIComponent(url.slice(1))}.html`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A class of a CSS module (`_title_1gdqo_17`) or of a Mantine component (`m_8a5d1357`): names no two files share. */
const SCOPED_CLASS = /^(?:_[\w-]+_[a-z0-9]{5}_\d+|m_[0-9a-f]{8})$/;

interface Stylesheet {
  classes: Set<string>;
  css: string;
}

/** Each built stylesheet (its href) with the scoped classes it styles. */
async function stylesheets(): Promise<Map<string, Stylesheet>> {
  const sheets = new Map<string, Stylesheet>();
  for (const file of await readdir(path.join(dist, 'assets'))) {
    if (!file.endsWith('.css')) continue;
    const css = await readFile(path.join(dist, 'assets', file), 'utf8');
    const classes = [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
    sheets.set(`/assets/${file}`, { classes: new Set(classes.filter((name) => SCOPED_CLASS.test(name))), css });
  }
  return sheets;
}

/**
 * The CSS of the stylesheets the page's markup uses, beyond those index.html links already: a
 * screen's CSS travels with its lazy chunk, which would style the prerendered HTML only once
 * the JavaScript has run (a shift). Inlined in the head, it styles the first paint without a
 * request per stylesheet (a dozen on the home page) on a slow network; when the chunk loads its
 * stylesheet later, it finds the sheet named by a disabled link (fillTemplate) and adds nothing.
 */
export function stylesheetsFor(
  html: string,
  template: string,
  sheets: Map<string, Stylesheet>,
): Array<{ href: string; css: string }> {
  const used = new Set(
    [...html.matchAll(/class="([^"]*)"/g)]
      .flatMap((match) => match[1]!.split(/\s+/))
      .filter((n) => SCOPED_CLASS.test(n)),
  );
  return [...sheets]
    .filter(([href, { classes }]) => !template.includes(href) && [...classes].some((name) => used.has(name)))
    .map(([href, { css }]) => ({ href, css }));
}

/** The built index.html with the rendered page in it. */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  inlined: Array<{ href: string; css: string }> = [],
): string {
  // React writes the resources it hoists (the logo's preload) ahead of the markup when it
  // renders no <head> of its own: they belong in the head, before anything paints.
  // Each inlined stylesheet is also named by a disabled link, which the browser neither fetches
  // nor applies: Vite's loader (modulepreload's helper) skips a stylesheet the page links
  // already, so a chunk arriving does not add the same rules again and restyle the whole page
  // (a long task on a phone, docs/performance.md).
  const css = inlined.map((sheet) => sheet.css).join('\n');
  const links =
    inlined.length > 0
      ? inlined.map(({ href }) => `<link rel="stylesheet" href="${href}" disabled>`).join('') +
        `<style data-prerendered-css>${css.replace(/<\/style/gi, '<\\/style')}</style>`
      : '';
  const hoisted = links + (/^(?:<link [^>]*>)+/.exec(page.html)?.[0] ?? '');
  const body = page.html.slice(hoisted.length - links.length);
  const filled = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace('</head>', `${hoisted}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered data-parts="${page.parts.join(' ')}">${body}</div>`,
    );
  if (!filled.includes('data-prerendered')) throw new Error('dist/index.html has no empty <div id="root"></div>');
  return filled;
}

async function main() {
  const { render } = (await import(pathToFileURL(renderer).href)) as typeof import('../src/entry-server');
  const { template, boot } = paintFirst(await readFile(path.join(dist, 'index.html'), 'utf8'));
  await writeFile(path.join(dist, boot.file), boot.source);
  // DOMPurify's DOM at build time (the one the unit tests sanitise with, too).
  const dom = new Window() as unknown as Parameters<typeof render>[2];
  const sheets = await stylesheets();
  const out = path.join(dist, PRERENDERED_DIR);
  await rm(out, { recursive: true, force: true });
  const routes = routesToRender();
  for (const language of LANGUAGES as readonly Language[]) {
    for (const { url, file } of routes) {
      const target = path.join(out, language, file);
      await mkdir(path.dirname(target), { recursive: true });
      const page = await render(url, language, dom);
      await writeFile(target, fillTemplate(template, page, stylesheetsFor(page.html, template, sheets)));
    }
  }
  // What the web server needs to know: which addresses have a page, and which files answer 404.
  const manifest = {
    routes: routes
      .filter(({ url }) => !Object.values(PRERENDER_NOT_FOUND).includes(url as never))
      .map(({ url }) => url),
    notFound: Object.keys(PRERENDER_NOT_FOUND).map((name) => `${name}.html`),
  };
  await writeFile(path.join(out, 'routes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`prerendered ${routes.length} routes × ${LANGUAGES.length} languages into dist/${PRERENDERED_DIR}/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
