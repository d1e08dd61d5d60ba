import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../testing/contract.js';
import { formWith, pdf, submissionId } from '../testing/files.js';
import { startTestApi, type TestApi } from '../testing/test-app.js';

// Origins are checked in the HTTP pipeline before any database work, so one dialect is enough.

const ALLOWED = 'http://localhost:8080'; // one of the default CORS_ORIGINS
const EVIL = 'http://evil.example';

const GOOD_MESSAGE = { name: 'Maria Lopez', email: 'maria@example.com', message: 'Hello' };

const visaForm = () =>
  formWith(
    {
      submissionId: submissionId(),
      fullName: 'Ana Silva',
      email: 'ana@example.com',
      phone: '+62 812 3456 7890',
      service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
    },
    [['documents', 'passport.pdf', pdf()]],
  );

/** A CORS preflight. OPTIONS is no operation of openapi.yaml, so it goes to fetch directly. */
const preflight = (api: TestApi, origin: string) =>
  fetch(`${api.baseUrl}/api/contact-message`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });

describe('origin checks and CORS', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite');
  });
  afterAll(() => api?.close());

  const sendMessage = (origin: string | undefined, json: unknown = GOOD_MESSAGE) =>
    api.request('POST', '/api/contact-message', { json, headers: origin ? { origin } : {} });
  const storedMessages = async () => (await api.db.selectFrom('contact_messages').select('id').execute()).length;

  it('refuses a POST from an origin that is not allowed, before storing anything', async () => {
    const before = await storedMessages();
    const answer = await sendMessage(EVIL);

    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(await storedMessages()).toBe(before);
  });

  it('refuses a multipart application from an origin that is not allowed, storing no application', async () => {
    const answer = await api.request('POST', '/api/visa-applications', { form: visaForm(), headers: { origin: EVIL } });

    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(await api.db.selectFrom('applications').select('id').execute()).toEqual([]);
  });

  it('refuses a promotion reset from an origin that is not allowed, even with the right secret', async () => {
    const answer = await api.request('POST', '/api/promo-claim/reset', {
      json: { secret: 'test-reset-secret' },
      headers: { origin: EVIL },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('ORIGIN_NOT_ALLOWED');
  });

  it.each(Object.keys(openApiDocument.paths).filter((path) => openApiDocument.paths[path].post))(
    'refuses POST %s from an origin that is not allowed, JSON or multipart, before reading it',
    async (path) => {
      const multipart = openApiDocument.paths[path].post.requestBody?.content['multipart/form-data'];
      const answer = await api.request(
        'POST',
        path,
        multipart ? { form: visaForm(), headers: { origin: EVIL } } : { json: GOOD_MESSAGE, headers: { origin: EVIL } },
      );
      expect([answer.status, answer.body.code]).toEqual([403, 'ORIGIN_NOT_ALLOWED']);
    },
  );

  it.each(['PUT', 'PATCH', 'DELETE'])(
    'refuses %s from an origin that is not allowed, whatever the path',
    async (method) => {
      const response = await fetch(`${api.baseUrl}/api/contact-message`, {
        method,
        headers: { origin: EVIL, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe('ORIGIN_NOT_ALLOWED');
    },
  );

  it('refuses the opaque origin "null" of sandboxed pages and local files', async () => {
    const answer = await sendMessage('null');
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('ORIGIN_NOT_ALLOWED');
  });

  it('lets a POST from an allowed origin through to validation', async () => {
    const answer = await sendMessage(ALLOWED, {});
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });

  it('accepts a message from an allowed origin and tells the browser it may read the answer', async () => {
    const answer = await sendMessage(ALLOWED);

    expect(answer.status).toBe(201);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it("refuses a POST whose Origin is only the request's own Host: CORS_ORIGINS alone decides", async () => {
    expect((await sendMessage(api.baseUrl)).status).toBe(403);
    const forged = await api.request('POST', '/api/contact-message', {
      json: GOOD_MESSAGE,
      headers: { origin: 'http://evil.example', host: 'evil.example' },
    });
    expect(forged.status).toBe(403);
  });

  it('accepts a POST without an Origin header, as servers and curl send', async () => {
    expect((await sendMessage(undefined)).status).toBe(201);
  });

  it('answers a GET from any origin, without granting that origin CORS access', async () => {
    const health = await api.request('GET', '/', { headers: { origin: EVIL } });
    const promo = await api.request('GET', '/api/promo-claim/status', { headers: { origin: EVIL } });

    expect([health.status, promo.status]).toEqual([200, 200]);
    expect(health.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight from an allowed origin with credentials allowed', async () => {
    const response = await preflight(api, ALLOWED);

    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it('does not allow an evil origin in its preflight answer', async () => {
    const response = await preflight(api, EVIL);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the helmet security headers on answers and on errors', async () => {
    for (const answer of [await api.request('GET', '/'), await sendMessage(EVIL)]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('origin checks with CORS_ORIGINS set', () => {
  const SITE = 'https://cipta.example';
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', { CORS_ORIGINS: `${SITE}, https://www.cipta.example` });
  });
  afterAll(() => api?.close());

  it('allows only the configured origins, not the defaults', async () => {
    const fromSite = await api.request('POST', '/api/contact-message', {
      json: GOOD_MESSAGE,
      headers: { origin: SITE },
    });
    const fromDefault = await api.request('POST', '/api/contact-message', {
      json: GOOD_MESSAGE,
      headers: { origin: ALLOWED },
    });

    expect(fromSite.status).toBe(201);
    expect(fromSite.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(fromDefault.status).toBe(403);
    expect(fromDefault.body.code).toBe('ORIGIN_NOT_ALLOWED');
  });

  it('allows an origin only as written, not one that merely starts the same', async () => {
    const answer = await api.request('POST', '/api/contact-message', {
      json: GOOD_MESSAGE,
      headers: { origin: `${SITE}.evil.example` },
    });
    expect(answer.status).toBe(403);
  });
});
