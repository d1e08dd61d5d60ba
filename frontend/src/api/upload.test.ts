import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../testing/fake-xhr';
import { TOKEN_STORAGE_KEY } from './client';
import { whenUnauthorized } from './unauthorized';
import { postMultipart, UploadFailed } from './upload';

const lastRequest = () => FakeXhr.sent.at(-1)!;

describe('postMultipart', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('posts the form with credentials and the stored bearer token, reports progress and answers status and JSON', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    const form = new FormData();
    const progress: number[] = [];
    const answer = postMultipart(
      '/api/visa-applications',
      form,
      (fraction) => progress.push(fraction),
      undefined,
      'http://api.test',
    );
    const request = lastRequest();
    expect([request.method, request.url, request.withCredentials, request.body]).toEqual([
      'POST',
      'http://api.test/api/visa-applications',
      true,
      form,
    ]);
    expect(request.headers.Authorization).toBe('Bearer abc');
    expect(request.headers['Accept-Language']).toMatch(/^(en|id)$/);
    request.progress(50, 200);
    request.respond(201, { success: true });
    await expect(answer).resolves.toEqual({ status: 201, body: { success: true } });
    expect(progress).toEqual([0.25]);
  });

  it('sends no Authorization header without a stored token, and reads a body that is not JSON as null', async () => {
    const answer = postMultipart('/x', new FormData(), undefined, undefined, '');
    expect(lastRequest().headers.Authorization).toBeUndefined();
    lastRequest().respond(502, '<html>Bad gateway</html>');
    await expect(answer).resolves.toEqual({ status: 502, body: null });
  });

  it('applies the 401 rule: the token is removed and the visitor sent to /login', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    const unauthorized = vi.fn();
    const restore = whenUnauthorized(unauthorized);
    const answer = postMultipart('/x', new FormData(), undefined, undefined, '');
    lastRequest().respond(401, { code: 'UNAUTHORIZED' });
    await answer;
    restore();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('rejects when no answer arrives, and aborts when its signal says so', async () => {
    const failing = postMultipart('/x', new FormData(), undefined, undefined, '');
    lastRequest().fail();
    await expect(failing).rejects.toEqual(new UploadFailed('network'));
    const controller = new AbortController();
    const aborted = postMultipart('/x', new FormData(), undefined, controller.signal, '');
    controller.abort();
    await expect(aborted).rejects.toEqual(new UploadFailed('aborted'));
  });
});
