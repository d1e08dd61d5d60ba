import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, TOKEN_STORAGE_KEY } from './client';
import { whenUnauthorized } from './unauthorized';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async (request: Request) => {
    void request;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

afterEach(() => window.localStorage.clear());

describe('the API client', () => {
  it('sends credentials, and a bearer token when one is stored', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'abc123');
    const fetch = fakeFetch(200, { limit: 77, claimed: 0, remaining: 77 });
    const client = createApiClient('http://api.test', fetch as unknown as typeof globalThis.fetch);
    const { data } = await client.GET('/api/promo-claim/status');
    expect(data).toEqual({ limit: 77, claimed: 0, remaining: 77 });
    const request = fetch.mock.calls[0]![0];
    expect(request.url).toBe('http://api.test/api/promo-claim/status');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Authorization')).toBe('Bearer abc123');
  });

  it("says the page's language with every request, Indonesian unless the page is English (product §11.2)", async () => {
    const fetch = fakeFetch(200, { limit: 77, claimed: 0, remaining: 77 });
    const client = createApiClient('http://api.test', fetch as unknown as typeof globalThis.fetch);
    document.documentElement.lang = 'en';
    await client.GET('/api/promo-claim/status');
    document.documentElement.lang = 'id';
    await client.GET('/api/promo-claim/status');
    expect(fetch.mock.calls.map(([request]) => request.headers.get('Accept-Language'))).toEqual(['en', 'id']);
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = fakeFetch(200, { status: 'ok', message: 'up', version: '1', database: 'reachable' });
    await createApiClient('http://api.test', fetch as unknown as typeof globalThis.fetch).GET('/');
    expect(fetch.mock.calls[0]![0].headers.has('Authorization')).toBe(false);
  });

  it('on a 401 removes the stored token and hands over to the login navigation', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    const toLogin = vi.fn();
    whenUnauthorized(toLogin);
    const fetch = fakeFetch(401, { statusCode: 401, error: 'Unauthorized', code: 'NOT_FOUND', message: 'no' });
    await createApiClient('http://api.test', fetch as unknown as typeof globalThis.fetch).GET('/');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(toLogin).toHaveBeenCalledOnce();
  });
});
