// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES, publicPaths } from '../src/app/page-routes';
import { newsArticles } from '../src/content/news';
import { createWebServer, publicOriginOf, publicRoutesOf } from './web-server';

let dir: string;
const servers: Server[] = [];

/** A web server over a build whose build-info.json lists the routes as vite.config.ts writes them. */
async function serve(publicOrigin?: string): Promise<string> {
  const server = createWebServer({
    root: dir,
    apiOrigin: 'https://api.visa.example.com',
    publicRoutes: publicRoutesOf(dir),
    ...(publicOrigin ? { publicOrigin } : {}),
  }).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const routes = publicPaths(newsArticles.map((article) => article.slug));

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-web-seo-'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="id"><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(dir, 'build-info.json'),
    JSON.stringify({ apiBaseUrl: 'https://api.visa.example.com', routes }),
  );
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(dir, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt and sitemap.xml', () => {
  it('lets every page be crawled and points to the sitemap, at the server’s own address when PUBLIC_ORIGIN is unset', async () => {
    const base = await serve();
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`);
  });

  it('never builds a URL from the Host header a client sends', async () => {
    const base = await serve();
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      const { port } = new URL(base);
      const text = await new Promise<string>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: file, headers: { host: 'evil.example/x?' } },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve(body));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(text, file).not.toContain('evil');
      expect(text, file).toContain(base);
    }
  });

  it('lists every page of the route table once per language, then every article, as absolute URLs of PUBLIC_ORIGIN', async () => {
    const base = await serve('https://www.visa.example.com');
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const listed = locs(xml);
    // issue 15: both languages, each entry naming its twins and the address that lets the server choose
    expect(listed).toEqual(
      [...routes.pages, ...routes.articles].flatMap((route) =>
        ['id', 'en'].map((language) => `https://www.visa.example.com${route}?lng=${language}`),
      ),
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.visa.example.com/about"/>',
    );
    expect(new Set(listed).size).toBe(listed.length);
    // The route table's pages without the /visa-service alias, and seven articles.
    expect(routes.pages).toHaveLength(PAGE_ROUTES.length - 1);
    expect(listed).toContain('https://www.visa.example.com/?lng=id');
    expect(listed).toContain('https://www.visa.example.com/permanent-residence?lng=en');
    expect(listed.some((url) => url.includes('/visa-service?'))).toBe(false);
    expect(routes.articles).toHaveLength(7);
    expect(
      (await fetch(`${base}/robots.txt`).then((r) => r.text())).endsWith(
        'Sitemap: https://www.visa.example.com/sitemap.xml\n',
      ),
    ).toBe(true);
  });

  it('lists the home page alone for a build without a route list', () => {
    expect(publicRoutesOf(path.join(dir, 'no-such-build'))).toEqual(['/']);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it.each([
    ['https://www.visa.example.com', 'https://www.visa.example.com'],
    ['https://www.visa.example.com/', 'https://www.visa.example.com'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['  ', undefined],
    [undefined, undefined],
  ])('reads %j as %j', (value, origin) => {
    expect(publicOriginOf(value)).toBe(origin);
  });

  it.each([
    'www.visa.example.com',
    'https://www.visa.example.com/site',
    'ftp://visa.example.com',
    'https://www.visa.example.com/?a=1',
  ])('refuses %j with a message naming the setting', (value) => {
    expect(() => publicOriginOf(value)).toThrow(/^PUBLIC_ORIGIN must be the site's address/);
  });
});
