// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOriginOf, createWebServer } from './web-server';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="id"><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dir, 'assets/index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  await writeFile(path.join(dir, 'build-info.json'), '{ "apiBaseUrl": "https://api.visa.example.com/v1" }');
  server = createWebServer({ root: dir, apiOrigin: apiOriginOf(dir) }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('the web server', () => {
  it('answers every app route with the app (history fallback), never cached stale', async () => {
    for (const route of ['/', '/about', '/news/some-article', '/no-such-page']) {
      const response = await fetch(base + route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('never lets the page be cached stale, even asked for as /index.html, and keeps build records private', async () => {
    expect((await fetch(`${base}/index.html`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/build-info.json`)).status).toBe(404);
    expect((await fetch(`${base}/bundle-report.json`)).status).toBe(404);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await fetch(`${base}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers a missing asset with 404, not with the app, so a failed chunk fails visibly', async () => {
    const response = await fetch(`${base}/assets/gone-123.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/html/);
  });

  it('sends the security headers, with a CSP that allows no inline script and only our API', async () => {
    const response = await fetch(`${base}/about`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .find((part) => part.trim().startsWith(`${name} `))
        ?.trim();
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.visa.example.com");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // Plain HTTP: a Strict-Transport-Security header would mean nothing here.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
