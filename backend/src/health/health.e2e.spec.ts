import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBucketSettings, startS3Server, type TestS3Server } from '../testing/s3-server.js';
import { DIALECTS, startTestApi, type TestApi, UPLOAD_SETUPS } from '../testing/test-app.js';

describe.each(DIALECTS)('GET / on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  it('says the API and its database are up, with the message the home page shows', async () => {
    const answer = await api.request('GET', '/');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ok', database: 'reachable', version: '0.1.0' });
    expect(answer.body.message).toMatch(/running/);
  });

  it('answers with the headers every answer carries, whether it is answered before Express or by the controller (decisions 191, 200)', async () => {
    const plain = await api.request('GET', '/');
    // With an Origin header the request goes through CORS and on to the controller.
    const viaController = await api.request('GET', '/', { headers: { origin: 'http://localhost:8080' } });
    expect(viaController.body).toEqual(plain.body);
    for (const answer of [plain, viaController]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(answer.headers.get('x-request-id')).toMatch(/\S/);
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('vary')).toMatch(/Origin/);
      expect(answer.headers.get('etag')).toBeNull();
    }
    // The same headers but CORS' own, which only a cross-origin answer carries; and a query
    // string (Express' way, to the controller) changes nothing either.
    const names = (answer: typeof plain) =>
      [...answer.headers.keys()].filter((name) => !name.startsWith('access-control-') && name !== 'date').sort();
    expect(names(viaController)).toEqual(names(plain));
    const withQuery = await api.request('GET', '/?probe=1');
    expect(withQuery.body).toEqual(plain.body);
    expect(names(withQuery)).toEqual(names(plain));
  });
});

describe.each(UPLOAD_SETUPS)('GET /health/live and /health/ready on %s with %s storage', (dialect, storage) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { STORAGE: storage });
  });
  afterAll(() => api?.close());

  it('say the process lives, and that it is ready: database and document storage reachable', async () => {
    expect(await api.request('GET', '/health/live')).toMatchObject({
      status: 200,
      body: { status: 'ok', version: '0.1.0' },
    });
    expect(await api.request('GET', '/health/ready')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'reachable', storage: 'reachable' },
    });
  });
});

describe('GET /health/ready when the document storage goes away', () => {
  it('answers 503 naming the upload folder once it cannot be written, while /health/live stays 200', async () => {
    const api = await startTestApi('sqlite');
    try {
      const files = path.join(api.config.uploadDir, 'files');
      await rm(files, { recursive: true });
      // A file where the folder was: even root cannot write into it.
      await writeFile(files, 'not a folder');

      const down = await api.request('GET', '/health/ready');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        statusCode: 503,
        code: 'NOT_READY',
        message: 'Not ready: the document storage cannot be reached.',
        database: 'reachable',
        storage: 'unreachable',
      });
      expect((await api.request('GET', '/health/live')).status).toBe(200);

      await rm(files);
      await mkdir(files);
      expect((await api.request('GET', '/health/ready')).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  describe('on S3', () => {
    let s3: TestS3Server;
    let api: TestApi;
    beforeAll(async () => {
      // A server of this test's own, so stopping it leaves the others' alone.
      s3 = await startS3Server();
      api = await startTestApi('sqlite', await newBucketSettings(s3.endpoint));
    });
    afterAll(async () => {
      await api?.close();
      await s3?.close().catch(() => undefined);
    });

    it('answers 503 naming the document storage once the S3 server stops', async () => {
      expect((await api.request('GET', '/health/ready')).status).toBe(200);

      await s3.close();
      const down = await api.request('GET', '/health/ready');

      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ code: 'NOT_READY', database: 'reachable', storage: 'unreachable' });
      expect(down.body.message).toBe('Not ready: the document storage cannot be reached.');
    });
  });
});
