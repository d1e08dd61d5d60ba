import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { answerHealthBeforeExpress, everyRequest, type EveryRequestOptions } from './every-request.js';

/** An Express app as NestJS serves it (its server's one request listener), with the first steps. */
function serve(health: () => object | undefined, lines: string[]) {
  const app = express();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options: EveryRequestOptions = {
    draining: { active: false },
    logger: pino({ level: 'info' }, sink),
    securityHeaders: (_req, res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    cors: { origin: [] },
    corsOrigins: [],
    parseBody: (_req, _res, next) => next(),
  };
  app.use(everyRequest(options));
  app.get('/', (_req, res) => void res.json({ from: 'express' }));
  const server = createServer(app);
  answerHealthBeforeExpress(server, app, options, health);
  return server;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function get(target: Server, path: string, headers: Record<string, string> = {}) {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  const { port } = target.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  return { status: answer.status, headers: answer.headers, body: (await answer.json()) as unknown };
}

describe('GET / before Express (decision 200)', () => {
  it('answers a plain GET / itself while the check answers, with the first steps done', async () => {
    const lines: string[] = [];
    server = serve(() => ({ status: 'ok' }), lines);
    const answer = await get(server, '/');
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get('vary')).toBe('Origin');
    expect(lines.join('')).toContain('"path":"/"');
  });

  it('leaves to Express a GET / whose check cannot answer at once, and any other request', async () => {
    server = serve(() => undefined, []);
    expect(await get(server, '/')).toMatchObject({ status: 200, body: { from: 'express' } });
  });

  it('leaves GET / to Express, and logs why, when its check throws', async () => {
    const lines: string[] = [];
    server = serve(() => {
      throw new Error('the check broke');
    }, lines);
    expect(await get(server, '/')).toMatchObject({ status: 200, body: { from: 'express' } });
    expect(lines.join('')).toContain('the check broke');
  });

  it('answers 500 in the error shape, rather than ending the process, when the answer itself throws', async () => {
    server = serve(() => ({ size: 1n }), []);
    expect(await get(server, '/')).toMatchObject({
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' },
    });
  });
});
