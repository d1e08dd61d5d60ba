import { headersSetBy, refusalFor, refuseOnSocket } from '@cipta/domain/http-refusal';
import { parseTrustProxy, type TrustProxy } from '@cipta/domain/trust-proxy';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { PRERENDERED_DIR, alternates, prerenderedPages } from './prerendered-pages.js';

export interface WebServerOptions {
  /** The built app (vite build output). */
  root: string;
  /** The API origin the app calls; the only other origin the page may connect to. */
  apiOrigin: string;
  /** The paths robots.txt's sitemap lists (build-info.json's routes); default: the home page. */
  publicRoutes?: string[];
  /**
   * The paths answered with the client-rendered shell (build-info.json's clientRoutes, from
   * CLIENT_RENDERED_PATHS in src/app/page-routes.ts); `/x/*` covers everything under /x/.
   */
  clientRoutes?: string[];
  /**
   * The site's address as visitors reach it (PUBLIC_ORIGIN), for the absolute URLs of the
   * sitemap; without it, the address the server itself listens on (never the request's Host,
   * which any client writes).
   */
  publicOrigin?: string;
  /**
   * Express' "trust proxy" (TRUST_PROXY, as for the API): whom to believe about the request's
   * protocol in X-Forwarded-Proto, so HSTS goes out when the visitor came over HTTPS to the
   * TLS-terminating proxy. Default: nobody, the connection itself decides.
   */
  trustProxy?: TrustProxy;
}

/**
 * Serves the built web app: hashed assets cached for a year, each route's prerendered page in
 * the visitor's language, the client-rendered shell for the staff area, 404 with the not-found
 * page for any other path (server/prerendered-pages.ts), compressed, with security headers and a Content-Security-
 * Policy that allows no inline script.
 */
export function createWebServer({
  root,
  apiOrigin,
  publicRoutes = ['/'],
  clientRoutes = [],
  publicOrigin,
  trustProxy = false,
}: WebServerOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  app.use(compression());
  const headers = securityHeaders(apiOrigin);
  app.use(...headers);
  // Refusals Node's parser writes itself (431, 400 for broken HTTP, 408) carry the same headers.
  const refusalHeaders = headersSetBy(...headers);
  app.listen = ((...args: Parameters<Server['listen']>) => {
    const server = createServer(app);
    server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
      if (error.code === 'ECONNRESET') return void socket.destroy();
      const { status, reason } = refusalFor(error.code);
      refuseOnSocket(socket, refusalHeaders, {
        status,
        reason,
        contentType: 'text/plain; charset=utf-8',
        body: reason,
      });
    });
    return server.listen(...args);
  }) as Express['listen'];

  // A path that is not valid percent-encoding is a plain 400, before any route decodes it.
  app.use((req, res, next) => {
    if (decodedPath(req.path) === undefined) res.status(400).type('text').send('Bad request');
    else next();
  });
  // Build records are for the server and the tests, not for visitors, however the path is
  // spelled (//build-info.json, /./build-info.json, /%62uild-info.json): decided on the path as
  // the static server resolves it.
  app.use((req, res, next) => {
    const resolved = path.posix.normalize(decodedPath(req.path) ?? '/').replace(/^\/+/, '');
    const record =
      BUILD_RECORDS.has(resolved.toLowerCase()) || resolved.toLowerCase().startsWith(`${PRERENDERED_DIR}/`);
    if (record) res.status(404).type('text').send('Not found');
    else next();
  });

  app.use(
    '/assets',
    express.static(path.join(root, 'assets'), { immutable: true, maxAge: '365d', index: false }),
    // A missing asset is a 404, never the app's page: a failed chunk must fail visibly.
    (_req: express.Request, res: express.Response) => {
      res.status(404).type('text').send('Not found');
    },
  );
  // For search engines: every page may be crawled, and the sitemap lists the public routes.
  const originOf = (req: express.Request) => publicOrigin ?? ownAddress(req);
  app.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(`User-agent: *\nAllow: /\n\nSitemap: ${originOf(req)}/sitemap.xml\n`);
  });
  app.get('/sitemap.xml', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(sitemap(originOf(req), publicRoutes));
  });
  app.use(
    express.static(root, {
      index: false,
      maxAge: '1h',
      // The page itself is never cached stale, however it is asked for.
      setHeaders: (res, file) => {
        if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );

  const indexHtml = readFileSync(path.join(root, 'index.html'));
  // Every other GET is a page: prerendered, the client-rendered shell, or not found.
  app.get('/{*path}', prerenderedPages(root, indexHtml, clientRoutes, originOf));
  // Whatever fails, and whatever NODE_ENV says, the answer names no trace and no server path.
  app.use(
    (
      error: { status?: number; statusCode?: number },
      _req: express.Request,
      res: express.Response,
      _next: express.NextFunction,
    ) => {
      const status = error.status ?? error.statusCode ?? 500;
      const client = Number.isInteger(status) && status >= 400 && status < 500;
      if (res.headersSent) return void res.end();
      res
        .status(client ? status : 500)
        .type('text')
        .send(client ? 'Bad request' : 'Internal error');
    },
  );
  return app;
}

const BUILD_RECORDS = new Set(['build-info.json', 'bundle-report.json']);

function decodedPath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/** The address this server was reached on, from the socket (never from the client's Host header). */
function ownAddress(req: express.Request): string {
  const local = req.socket.localAddress ?? '127.0.0.1';
  const v4 = local.replace(/^::ffff:/, '');
  const host = /^[\d.]+$/.test(v4) ? v4 : `[${local}]`;
  return `${req.protocol}://${host}:${req.socket.localPort}`;
}

/** helmet plus our own: every answer of the web server carries these (docs/security.md). */
function securityHeaders(apiOrigin: string) {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its theme variables in a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the staff area previews a document from its own copy (decision 62); data: the QR code.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", apiOrigin],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        // The contact page's map of the head office (an OpenStreetMap embed); the staff area's PDF
        // preview, a blob: of the document the page fetched itself (decision 62).
        frameSrc: ['https://www.openstreetmap.org', 'blob:'],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only means something over HTTPS; it is added below when the request came that way.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const transportHeaders = (req: express.Request, res: express.Response, next: express.NextFunction) => {
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
  return [helmetHeaders, transportHeaders] as const;
}

/** Each page in each language (`?lng=`), each entry naming its twins (hreflang), as Google reads sitemaps. */
function sitemap(origin: string, routes: string[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const urls = routes.flatMap((route) => {
    const twins = alternates(origin, route);
    const links = twins.map(
      ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escape(href)}"/>`,
    );
    return twins
      .filter(({ hreflang }) => hreflang !== 'x-default')
      .map(({ href }) => `  <url>\n    <loc>${escape(href)}</loc>\n${links.join('\n')}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The paths the build listed in build-info.json as client-rendered (none without it). */
export function clientRoutesOf(root: string): string[] {
  const info = path.join(root, 'build-info.json');
  return existsSync(info) ? (JSON.parse(readFileSync(info, 'utf8')).clientRoutes ?? []) : [];
}

/** The public routes the build listed in build-info.json (from the app's route table); the home page alone without it. */
export function publicRoutesOf(root: string): string[] {
  const info = path.join(root, 'build-info.json');
  const routes: { pages?: string[]; articles?: string[] } | undefined = existsSync(info)
    ? JSON.parse(readFileSync(info, 'utf8')).routes
    : undefined;
  return routes ? [...(routes.pages ?? []), ...(routes.articles ?? [])] : ['/'];
}

/** PUBLIC_ORIGIN: the site's own address, such as https://www.example.com (no path); unset, each request's own. */
export function publicOriginOf(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!url || !bare || !/^https?:$/.test(url.protocol)) {
    throw new Error(
      `PUBLIC_ORIGIN must be the site's address such as https://www.example.com, without a path; it is "${value}".`,
    );
  }
  return url.origin;
}

export function apiOriginOf(root: string): string {
  const info = path.join(root, 'build-info.json');
  const apiBaseUrl: string = existsSync(info)
    ? JSON.parse(readFileSync(info, 'utf8')).apiBaseUrl
    : 'https://api.example.com';
  return new URL(apiBaseUrl).origin;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`WEB_PORT must be a whole number from 0 to 65535; it is "${value}".`);
  }
  return parsed;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
    if (!existsSync(path.join(root, 'index.html')))
      throw new Error(`there is no built app in ${root}; run npm run build.`);
    const host = process.env.HOST?.trim() || '127.0.0.1';
    const listenPort = port(process.env.WEB_PORT, 8080);
    const publicOrigin = publicOriginOf(process.env.PUBLIC_ORIGIN);
    const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
    const server = createWebServer({
      root,
      apiOrigin: apiOriginOf(root),
      publicRoutes: publicRoutesOf(root),
      clientRoutes: clientRoutesOf(root),
      trustProxy,
      ...(publicOrigin ? { publicOrigin } : {}),
    }).listen(listenPort, host);
    server.once('listening', () => {
      console.log(
        JSON.stringify({
          level: 30,
          time: Date.now(),
          service: 'cipta-visa-web',
          msg: 'web listening',
          url: `http://${host}:${listenPort}`,
        }),
      );
    });
    // Express 5 reports a failed listen here only: say it in one line and stop.
    server.once('error', (error) => {
      console.error(`The web server cannot start: ${error.message}`);
      process.exit(1);
    });
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
    process.on('SIGINT', () => server.close(() => process.exit(0)));
  } catch (error) {
    console.error(`The web server cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
