import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../testing/contract.js';
import { startTestApi, type TestApi } from '../testing/test-app.js';

// ASVS V3.4: the headers every answer of the API carries, on every operation of openapi.yaml,
// on refusals (403, 404, 429) and on what Node's HTTP parser refuses before the app. Headers do
// not depend on the database, so one dialect is enough.

const HSTS = 'max-age=31536000; includeSubDomains';

/** Every documented operation as a request that reaches it (a POST without a body is refused). */
const OPERATIONS = Object.entries(openApiDocument.paths as Record<string, Record<string, unknown>>).flatMap(
  ([template, item]) =>
    ['get', 'post', 'delete']
      .filter((method) => item[method])
      .map(
        (method) =>
          [
            method.toUpperCase(),
            template.replace('{id}', 'VS12345678ABCD') + (template.includes('{id}') ? '?email=ana%40example.com' : ''),
          ] as const,
      ),
);

function cspDirectives(headers: Headers): Map<string, string[]> {
  return new Map(
    (headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(headers: Headers) {
  const csp = cspDirectives(headers);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(headers.get('x-powered-by')).toBeNull();
}

describe('the API’s security headers', () => {
  let api: TestApi;
  let limited: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite');
    limited = await startTestApi('sqlite', {
      RATE_LIMIT: 'on',
      RATE_LIMIT_MAX: '1',
      RATE_LIMIT_WINDOW_SECONDS: '86400',
    });
  });
  afterAll(async () => {
    await api?.close();
    await limited?.close();
  });

  it('covers every operation of the contract', () => {
    const operationIds = Object.values(openApiDocument.paths as Record<string, Record<string, object>>).flatMap(
      (item) => Object.values(item).filter((operation) => 'operationId' in operation),
    );
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(26);
    expect(OPERATIONS).toHaveLength(operationIds.length);
  });

  it.each(OPERATIONS)('sends them on %s %s, without HSTS over plain HTTP', async (method, path) => {
    const answer = await api.request(method, path, method === 'POST' ? { json: {} } : {});
    expectSecurityHeaders(answer.headers);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends them on refusals: a foreign origin, an unknown route, a rate limit', async () => {
    const foreign = await api.request('POST', '/api/contact-message', {
      json: {},
      headers: { origin: 'http://evil.example' },
    });
    const unknown = await fetch(`${api.baseUrl}/uploads/passport.pdf`);
    await limited.request('POST', '/api/contact-message', { json: {} });
    const tooMany = await limited.request('POST', '/api/contact-message', { json: {} });

    expect([foreign.status, unknown.status, tooMany.status]).toEqual([403, 404, 429]);
    for (const headers of [foreign.headers, unknown.headers, tooMany.headers]) expectSecurityHeaders(headers);
  });

  it('answers a request whose URL and headers are over 16 KB in the Error shape, with the full set of headers', async () => {
    const answer = await rawGet(api.baseUrl, `/api/applications/VS12345678ABCD?email=${'a'.repeat(20_000)}`);

    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      code: 'MALFORMED_REQUEST',
      message: 'The request line and headers are larger than 16 KB.',
    });
    expectSecurityHeaders(new Headers(answer.headers as Record<string, string>));
  });

  it.each([
    [
      'Content-Length with Transfer-Encoding',
      'POST /api/contact-message HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['an obs-fold header', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n  folded\r\n\r\n'],
    ['a bare LF', 'GET / HTTP/1.1\nHost: x\n\n'],
  ])('refuses %s with a 400 in the Error shape, with the full set of headers', async (_name, request) => {
    const answer = await rawExchange(api.baseUrl, request);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine, ...lines] = head.split('\r\n');
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(body)).toMatchObject({ statusCode: 400, code: 'MALFORMED_REQUEST' });
    expectSecurityHeaders(new Headers(lines.map((line) => line.split(/: (.*)/s).slice(0, 2) as [string, string])));
  });

  it('does not believe X-Forwarded-Proto by default: a client cannot claim HTTPS', async () => {
    const answer = await api.request('GET', '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the API’s security headers behind a TLS-terminating proxy (TRUST_PROXY on)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', { TRUST_PROXY: 'on' });
  });
  afterAll(() => api?.close());

  it.each(OPERATIONS)('sends HSTS on %s %s when the visitor came over HTTPS', async (method, path) => {
    const answer = await api.request(method, path, {
      ...(method === 'POST' ? { json: {} } : {}),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expectSecurityHeaders(answer.headers);
    expect(answer.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('sends no HSTS when the proxy says the visitor came over plain HTTP', async () => {
    const answer = await api.request('GET', '/', { headers: { 'x-forwarded-proto': 'http' } });
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});

/** Bytes sent as they are, the whole answer back. */
function rawExchange(baseUrl: string, request: string): Promise<string> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(request));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** A GET that fetch would refuse to send (its URL is over the limits browsers keep). */
function rawGet(
  baseUrl: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
