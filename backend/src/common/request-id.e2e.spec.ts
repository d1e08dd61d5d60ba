import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';
import { formOf, pdf, submissionId } from '../testing/files.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function capture(lines: Array<Record<string, unknown>>) {
  return new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
}

describe('X-Request-Id without a trusted proxy', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite');
  });
  afterAll(() => api?.close());

  it('is made fresh for every answer, refusals and unknown routes included, whatever the client sends', async () => {
    const ids = new Set<string>();
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/api/nowhere'],
      ['POST', '/api/contact-message'],
    ] as const) {
      const response = await fetch(api.baseUrl + path, { method, headers: { 'x-request-id': 'forged-by-client' } });
      const id = response.headers.get('x-request-id') ?? '';
      expect(id, `${method} ${path}`).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
  });

  it('is on the 431 that Node answers before the app sees the request', async () => {
    const response = await fetch(`${api.baseUrl}/?q=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('X-Request-Id behind a proxy TRUST_PROXY believes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', { TRUST_PROXY: 'loopback' });
  });
  afterAll(() => api?.close());

  it("keeps the proxy's id when it is 1 to 128 letters, digits or -._:", async () => {
    for (const offered of ['a', 'req-7f3a.b:c_9', 'x'.repeat(128)]) {
      const response = await fetch(`${api.baseUrl}/`, { headers: { 'x-request-id': offered } });
      expect(response.headers.get('x-request-id')).toBe(offered);
    }
  });

  it('replaces an id that is too long or holds other characters', async () => {
    for (const offered of ['x'.repeat(129), 'a b', '<script>', 'ä', 'a/b', '']) {
      const response = await fetch(`${api.baseUrl}/`, { headers: { 'x-request-id': offered } });
      expect(response.headers.get('x-request-id'), JSON.stringify(offered)).toMatch(UUID);
    }
  });

  it('replaces an id sent twice', async () => {
    const response = await fetch(`${api.baseUrl}/`, {
      headers: [
        ['x-request-id', 'a'],
        ['x-request-id', 'b'],
      ],
    });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe.each(DIALECTS)('log lines of a request on %s', (dialect) => {
  let api: TestApi;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    api = await startTestApi(dialect, {}, undefined, pino({ level: 'info' }, capture(lines)));
  });
  afterAll(() => api?.close());

  it('all carry the id its answer names, the error line of a 500 included', async () => {
    // A table gone makes the insert fail: the API logs the unhandled error and answers 500.
    await sql`drop table contact_messages`.execute(api.db);
    const response = await fetch(`${api.baseUrl}/api/contact-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Budi Santoso', email: 'budi@example.com', message: 'Halo' }),
    });
    expect(response.status).toBe(500);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(expect.arrayContaining(['unhandled error', 'request errored']));
    const unmarked = lines.filter(
      (line) => line.reqId === undefined && line.msg !== 'Nest application successfully started',
    );
    expect(unmarked.map((line) => line.msg)).not.toContain('unhandled error');
  });
});

describe.each(DIALECTS)('log lines written while an upload is handled, on %s', (dialect) => {
  let api: TestApi;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    api = await startTestApi(dialect, {}, undefined, pino({ level: 'info' }, capture(lines)));
  });
  afterAll(() => api?.close());

  it("carry the request's id: a promotion that fails after the commit is logged with it, and the visitor still hears stored", async () => {
    const promote = vi.spyOn(api.app.store, 'promote').mockRejectedValueOnce(new Error('disk gone'));
    const form = formOf(
      {
        submissionId: submissionId(),
        fullName: 'Ana Putri',
        email: 'ana@example.com',
        phone: '+62 812 3456 7890',
        service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
      },
      [['documents', 'passport.pdf', pdf('passport scan')]],
    );
    const response = await fetch(`${api.baseUrl}/api/visa-applications`, { method: 'POST', body: form });
    expect(response.status).toBe(201);
    expect(promote).toHaveBeenCalledOnce();
    const id = response.headers.get('x-request-id');
    expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual(
      expect.arrayContaining(['Committed files stay pending until the next sweep: disk gone', 'request completed']),
    );
  });
});
