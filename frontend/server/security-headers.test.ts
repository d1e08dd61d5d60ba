// @vitest-environment node
import { parseTrustProxy } from '@cipta/domain/trust-proxy';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { createWebServer, type WebServerOptions } from './web-server';

// ASVS V3.4: the headers every answer of the web server carries, on every route of the app
// (src/app/paths.ts) and on the files around it, over plain HTTP and behind a TLS proxy.

const APP_ROUTES = Object.values(paths).map((route) => (typeof route === 'function' ? route('some-article') : route));
const OTHER_ANSWERS = [
  '/index.html',
  '/assets/index-abc123.js',
  '/assets/missing-123.js',
  '/robots.txt',
  '/sitemap.xml',
  '/build-info.json',
  '/no-such-page',
];
const HSTS = 'max-age=31536000; includeSubDomains';

let dir: string;
const servers: Server[] = [];

async function serve(options: Partial<WebServerOptions> = {}): Promise<string> {
  const server = createWebServer({ root: dir, apiOrigin: 'https://api.visa.example.com', ...options }).listen(
    0,
    '127.0.0.1',
  );
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-web-headers-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="id"><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dir, 'assets/index-abc123.js'), 'console.log(1);');
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(dir, { recursive: true, force: true });
});

/** The CSP's directives by name. */
function directives(response: Response): Map<string, string[]> {
  const csp = response.headers.get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the web server’s security headers', () => {
  let base: string;
  beforeAll(async () => {
    base = await serve();
  });

  it('covers every route of the app', () => {
    expect(APP_ROUTES).toContain('/');
    expect(APP_ROUTES).toContain('/contact');
    expect(APP_ROUTES.length).toBeGreaterThanOrEqual(17);
  });

  it.each([...APP_ROUTES, ...OTHER_ANSWERS])('sends them on %s', async (route) => {
    const response = await fetch(base + route);
    const csp = directives(response);

    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // The one frame the site embeds: the contact page's map.
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org', 'blob:']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    for (const [name, values] of csp) {
      expect(values, name).not.toContain('*');
      if (name !== 'style-src') expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain("'unsafe-eval'");
    }
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
    // Plain HTTP: HSTS would mean nothing, and a browser ignores it there.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('does not believe X-Forwarded-Proto by default: a client cannot claim HTTPS', async () => {
    const response = await fetch(`${base}/contact`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the web server behind a TLS-terminating proxy (TRUST_PROXY)', () => {
  let base: string;
  beforeAll(async () => {
    base = await serve({ trustProxy: parseTrustProxy('on') });
  });

  it.each(['/', '/contact', '/visa-services', '/assets/index-abc123.js'])(
    'sends HSTS on %s when the proxy says the visitor came over HTTPS',
    async (route) => {
      const response = await fetch(base + route, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security')).toBe(HSTS);
    },
  );

  it('sends no HSTS when the proxy says the visitor came over plain HTTP', async () => {
    const response = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('TRUST_PROXY for the web server', () => {
  it('is read by the rule the API reads it with, and a bad address stops the server', () => {
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => parseTrustProxy('cafe')).toThrow(/TRUST_PROXY/);
  });
});

describe('what the web server never serves', () => {
  const MARKER = 'passport scan of a visitor';
  let base: string;
  let site: string;
  beforeAll(async () => {
    // The layout of a deployment: the build, and the API's data folder beside it.
    site = await mkdtemp(path.join(os.tmpdir(), 'cipta-web-site-'));
    await mkdir(path.join(site, 'frontend/dist/assets'), { recursive: true });
    await mkdir(path.join(site, 'data/uploads/files'), { recursive: true });
    await writeFile(path.join(site, 'frontend/dist/index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(site, 'data/uploads/files/0b6f3f5e-2f4e-4a53-9d6b-0f5e6a1c2d3e'), MARKER);
    await writeFile(path.join(site, 'data/app.sqlite'), MARKER);
    const server = createWebServer({
      root: path.join(site, 'frontend/dist'),
      apiOrigin: 'https://api.example.com',
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    servers.push(server);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it.each([
    '/../../data/uploads/files/0b6f3f5e-2f4e-4a53-9d6b-0f5e6a1c2d3e',
    '/%2e%2e/%2e%2e/data/uploads/files/0b6f3f5e-2f4e-4a53-9d6b-0f5e6a1c2d3e',
    '/..%2f..%2fdata%2fuploads%2ffiles%2f0b6f3f5e-2f4e-4a53-9d6b-0f5e6a1c2d3e',
    '/assets/..%2f..%2f..%2fdata%2fuploads%2ffiles%2f0b6f3f5e-2f4e-4a53-9d6b-0f5e6a1c2d3e',
    '/assets/%2e%2e/%2e%2e/%2e%2e/data/app.sqlite',
    '/data/uploads/files/0b6f3f5e-2f4e-4a53-9d6b-0f5e6a1c2d3e',
    '/uploads/0b6f3f5e-2f4e-4a53-9d6b-0f5e6a1c2d3e',
  ])('no uploaded document or database through %s', async (urlPath) => {
    const answer = await rawGet(base, urlPath);
    expect(answer.text).not.toContain(MARKER);
  });
});

/** A GET with the path sent byte for byte (fetch would fold ../ and %2e%2e first). */
function rawGet(baseUrl: string, urlPath: string): Promise<{ status: number; text: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, path: urlPath, method: 'GET' }, (response) => {
      let text = '';
      response.setEncoding('latin1').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
