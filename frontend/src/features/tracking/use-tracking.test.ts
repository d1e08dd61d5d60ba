import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { processingVisa } from './sample-applications';
import { trackApplication, useTracking } from './use-tracking';

const application = processingVisa;

function answering(status: number, body: unknown) {
  return vi.fn(async (request: Request) => {
    void request;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

function clientWith(fetch: (request: Request) => Promise<Response>) {
  return createApiClient('http://api.test', fetch as unknown as typeof globalThis.fetch);
}

const query = { id: 'VS45678901K3Q9', email: 'ana+visa@example.com' };
const error = (statusCode: number, code: string) => ({ statusCode, error: 'x', code, message: 'x' });

describe('trackApplication', () => {
  it('asks GET /api/applications/{id} with the e-mail in the query, and a 200 is the application', async () => {
    const fetch = answering(200, application);
    expect(await trackApplication(clientWith(fetch), query)).toEqual({ kind: 'found', application });
    const url = new URL(fetch.mock.calls[0]![0].url);
    expect([fetch.mock.calls[0]![0].method, url.pathname, url.searchParams.get('email')]).toEqual([
      'GET',
      '/api/applications/VS45678901K3Q9',
      'ana+visa@example.com',
    ]);
  });

  it('reads a 404 as "no application matches that ID and e-mail"', async () => {
    const outcome = await trackApplication(clientWith(answering(404, error(404, 'APPLICATION_NOT_FOUND'))), query);
    expect(outcome).toEqual({ kind: 'notFound' });
  });

  it.each([
    [400, 'VALIDATION_FAILED', 'invalid'],
    [429, 'RATE_LIMITED', 'rateLimited'],
    [500, 'INTERNAL_ERROR', 'failed'],
    [503, 'DATABASE_UNREACHABLE', 'failed'],
  ])('reads a %i as the error code of its message', async (status, code, expected) => {
    expect(await trackApplication(clientWith(answering(status, error(status, code))), query)).toEqual({
      kind: 'error',
      error: expected,
    });
  });

  it('reads a network failure as "failed"', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await trackApplication(clientWith(fetch), query)).toEqual({ kind: 'error', error: 'failed' });
  });
});

describe('useTracking', () => {
  it('is idle, then loading while asking, then holds the answer', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = clientWith(fetch);
    const { result } = renderHook(() => useTracking(client));
    expect(result.current.state).toEqual({ kind: 'idle' });
    let lookup: Promise<unknown> = Promise.resolve();
    act(() => {
      lookup = result.current.track(query);
    });
    expect(result.current.state).toEqual({ kind: 'loading' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await act(async () => {
      answer(
        new Response(JSON.stringify(application), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
      await lookup;
    });
    expect(result.current.state).toEqual({ kind: 'found', application });
  });

  it('lets only the latest lookup decide the state', async () => {
    const answers: Array<(response: Response) => void> = [];
    const fetch = vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const client = clientWith(fetch);
    const { result } = renderHook(() => useTracking(client));
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.track(query);
      second = result.current.track({ ...query, id: 'PA00000000AAAA' });
    });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => {
      answers[1]!(
        new Response(JSON.stringify(error(404, 'APPLICATION_NOT_FOUND')), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
      answers[0]!(
        new Response(JSON.stringify(application), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
      expect(await first).toBeNull();
      await second;
    });
    expect(result.current.state).toEqual({ kind: 'notFound' });
  });
});
