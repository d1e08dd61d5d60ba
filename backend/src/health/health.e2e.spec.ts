import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';

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
});
