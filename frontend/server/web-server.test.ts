// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect } from 'node:net';
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

/** Sends bytes as they are (fetch would normalise the path) and returns the whole answer. */
function rawExchange(request: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

async function rawGet(target: string): Promise<{ status: number; headers: string; body: string }> {
  const answer = await rawExchange(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body };
}

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

  it.each([
    '//build-info.json',
    '/./build-info.json',
    '/%62uild-info.json',
    '/%62undle-report.json',
    '/assets/../build-info.json',
    '/Build-Info.json',
  ])('keeps build records private however the path is spelled: %s', async (spelling) => {
    const { status, body } = await rawGet(spelling);
    expect(status).toBe(404);
    expect(body).not.toContain('apiBaseUrl');
  });

  it.each(['/%', '/%E0%A4%A', '/brand/%', '/assets/%zz'])(
    'answers the malformed path %s with a plain 400, no trace or server path, whatever NODE_ENV says',
    async (malformed) => {
      const { status, body, headers } = await rawGet(malformed);
      expect(status).toBe(400);
      expect(body).toBe('Bad request');
      expect(headers).toMatch(/x-frame-options: DENY/i);
    },
  );

  it.each([
    ['a header block over 16 KB', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`, 431],
    [
      'Content-Length with Transfer-Encoding',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
    ],
    ['an obs-fold header', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n  folded\r\n\r\n', 400],
    ['a bare LF', 'GET / HTTP/1.1\nHost: x\n\n', 400],
  ])('refuses %s with the full set of security headers', async (_name, request, status) => {
    const answer = await rawExchange(request);
    expect(answer.split('\r\n')[0]).toBe(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
    );
    for (const header of [
      'content-security-policy: ',
      'x-frame-options: DENY',
      'x-content-type-options: nosniff',
      'referrer-policy: ',
      'permissions-policy: ',
    ]) {
      expect(answer.toLowerCase()).toContain(header.toLowerCase());
    }
    expect(answer).toMatch(/frame-ancestors 'none'/);
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
