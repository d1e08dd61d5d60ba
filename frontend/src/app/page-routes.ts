import type { PageKey } from '../hooks/document-meta';
import { paths } from '../lib/paths';

/**
 * product §2: every fixed path of the app and the page it shows. The one list the router, the
 * pages' titles and descriptions (i18n `pages.<page>.title` / `.description`, both languages)
 * and the web server's sitemap are made from.
 */
export const PAGE_ROUTES = [
  { path: paths.home, page: 'home' },
  { path: paths.visaServices, page: 'visaServices' },
  { path: paths.about, page: 'about' },
  { path: paths.contact, page: 'contact' },
  { path: paths.news, page: 'news' },
  { path: paths.consultation, page: 'consultation' },
  { path: paths.permanentResidence, page: 'permanentResidence' },
  { path: paths.temporaryStay, page: 'temporaryStay' },
  { path: paths.internationalVisa, page: 'internationalVisa' },
  { path: paths.additionalServices, page: 'additionalServices' },
  { path: paths.visitVisa, page: 'visitVisa' },
  { path: paths.tracking, page: 'tracking' },
  // product §2: the same screen as /visa-services; the sitemap lists that one only.
  { path: paths.visaService, page: 'visaServices', alias: true },
] as const satisfies ReadonlyArray<{ path: string; page: PageKey; alias?: boolean }>;

export type RoutedPage = (typeof PAGE_ROUTES)[number]['page'];

/** DESIGN 7: paths that lead elsewhere (replacing the history entry), with the page they lead to. */
export const REDIRECTS = [{ from: paths.services, to: paths.visaServices }] as const;

/** product §2: the article screen's two paths. It names itself (the article's own title), so the layout leaves these alone. */
export const ARTICLE_ROUTES = ['/article/:id', '/news/:slug'] as const;

/**
 * The page whose title and description a path has: a fixed route's page, `null` for an
 * article (its screen sets its own), and the not-found page for anything else.
 */
export function pageOfPath(pathname: string): PageKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = REDIRECTS.find((redirect) => redirect.from === path)?.to ?? path;
  const route = PAGE_ROUTES.find((candidate) => candidate.path === target);
  if (route) return route.page;
  if (/^\/article\/[^/]+$/.test(path) || /^\/news\/[^/]+$/.test(path)) return null;
  return 'notFound';
}

/** The paths a search engine should know: each page once (aliases left out), then each article. */
export function publicPaths(articleSlugs: readonly string[]): { pages: string[]; articles: string[] } {
  return {
    pages: PAGE_ROUTES.filter((route) => !('alias' in route)).map((route) => route.path),
    articles: articleSlugs.map((slug) => paths.newsArticle(slug)),
  };
}

/**
 * Paths the web server answers with the app's client-rendered shell (200), not a prerendered
 * page: they depend on the visitor (the staff area and its sign-in), or lead elsewhere in the
 * app. `*` stands for the rest of the path. A client route that is neither here nor in the
 * tables above would be answered 404 by the web server: add it here.
 */
export const CLIENT_RENDERED_PATHS = [
  '/login',
  '/login/*',
  '/staff',
  '/staff/*',
  '/article/*',
  ...REDIRECTS.map((r) => r.from),
];

/**
 * The not-found pages the build renders (build-tools/prerender.ts), by file name: the web
 * server answers 404 with them. An unknown article address shows the article screen's own.
 */
export const PRERENDER_NOT_FOUND = { '404': '/__not-a-page', '404-article': '/news/__not-an-article' } as const;
