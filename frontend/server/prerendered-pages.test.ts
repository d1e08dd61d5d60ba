// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebServer } from './web-server';

let dir: string;
let server: Server;
let port: number;
/** A page long enough to compress, as the prerendered ones are. */
const PAGE = (language: string) =>
  `<!doctype html><html lang="${language}"><head><title>Home</title></head><body><div id="root" data-prerendered>${'<p>Visa help for Indonesia.</p>'.repeat(400)}</div></body></html>`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-web-pages-'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="id"><body><div id="root"></div></body></html>',
  );
  for (const language of ['en', 'id']) {
    await mkdir(path.join(dir, 'prerendered', language), { recursive: true });
    await writeFile(path.join(dir, 'prerendered', language, 'index.html'), PAGE(language));
    await writeFile(path.join(dir, 'prerendered', language, '404.html'), PAGE(language).replace('Home', 'Not found'));
  }
  await writeFile(path.join(dir, 'prerendered', 'routes.json'), JSON.stringify({ routes: ['/'] }));
  server = createWebServer({ root: dir, apiOrigin: 'https://api.visa.example.com' }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** The answer's bytes as they came over the wire (fetch would decode them). */
function get(target: string, acceptEncoding: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        path: target,
        method,
        headers: { 'accept-encoding': acceptEncoding },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('prerendered pages over the wire (decision 189)', () => {
  it('sends a page in Brotli or gzip as the browser accepts, each decoding to the same page with its hreflang links', async () => {
    const br = await get('/?lng=en', 'gzip, deflate, br, zstd');
    const gzip = await get('/?lng=en', 'gzip, deflate');
    const plain = await get('/?lng=en', 'identity');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = plain.body.toString();
    expect(page).toContain('<html lang="en"');
    expect(page).toContain('hreflang="id"');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['vary']).toMatch(/Accept-Encoding/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    // Compressed once, at the best ratio: a second answer is the same bytes, and smaller than gzip's.
    expect((await get('/?lng=en', 'br')).body.equals(br.body)).toBe(true);
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });

  it('keeps each language and the not-found page apart, and answers HEAD without a body', async () => {
    const id = await get('/?lng=id', 'br');
    expect(brotliDecompressSync(id.body).toString()).toContain('<html lang="id"');
    const missing = await get('/no-such-page?lng=en', 'br');
    expect(missing.status).toBe(404);
    expect(brotliDecompressSync(missing.body).toString()).toContain('<title>Not found</title>');
    const head = await get('/?lng=en', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
  });
});
