import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiAnswer,
  createSharedState,
  DIALECTS,
  type SharedState,
  startTestApi,
  type TestApi,
} from '../testing/test-app.js';

const RESET_SECRET = 'test-reset-secret'; // what the harness sets as PROMO_RESET_SECRET

// TRUST_PROXY on, so each test speaks for client addresses of its own through X-Forwarded-For.
// RATE_LIMIT stays off (the harness' default): the lockout holds without the rate limits.
const SETTINGS = { TRUST_PROXY: 'on', RESET_LOCKOUT_MAX: '5', RESET_LOCKOUT_SECONDS: '900' };

const reset = (api: TestApi, secret: string, client: string) =>
  api.request('POST', '/api/promo-claim/reset', { json: { secret }, headers: { 'x-forwarded-for': client } });
const claim = (api: TestApi, email: string) =>
  api.request('POST', '/api/promo-claim', { json: { name: 'Ana Silva', email, phone: '+62 812 3456 7890' } });
const claimed = async (api: TestApi) => (await api.request('GET', '/api/promo-claim/status')).body.claimed as number;

function expectLockedOut(answer: ApiAnswer, lockSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body.code).toBe('RATE_LIMITED');
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(lockSeconds);
  expect(answer.body.message).toBe(
    `Too many wrong reset secrets from this address. Try again in ${retryAfter} seconds.`,
  );
}

async function wrongSecrets(api: TestApi, client: string, count: number): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < count; i += 1) statuses.push((await reset(api, `guess-${i}`, client)).status);
  return statuses;
}

describe.each(DIALECTS)('the promotion reset lockout on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, SETTINGS);
  });
  afterAll(() => api?.close());

  it('refuses an address after 5 wrong secrets, then even the right one, with 429 and Retry-After, clearing nothing', async () => {
    expect((await claim(api, 'kept.1@example.com')).status).toBe(201);

    expect(await wrongSecrets(api, '203.0.113.1', 5)).toEqual([403, 403, 403, 403, 403]);
    const right = await reset(api, RESET_SECRET, '203.0.113.1');

    expectLockedOut(right, 900);
    expect(await claimed(api)).toBe(1);
    expect(await api.db.selectFrom('promo_resets').selectAll().execute()).toEqual([]);
  });

  it('keeps refusing a locked-out address without moving the end of its lockout', async () => {
    const first = await reset(api, 'guess-again', '203.0.113.1');
    const second = await reset(api, RESET_SECRET, '203.0.113.1');
    expectLockedOut(first, 900);
    expectLockedOut(second, 900);
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(Number(first.headers.get('retry-after')));
  });

  it('lets another address reset with the right secret meanwhile', async () => {
    const answer = await reset(api, RESET_SECRET, '203.0.113.2');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, cleared: 1 });
  });

  it('forgives an operator who mistyped: the right secret ends the run of wrong ones', async () => {
    const statuses = [];
    for (const secret of [
      'typo-1',
      'typo-2',
      'typo-3',
      'typo-4',
      RESET_SECRET,
      'typo-5',
      'typo-6',
      'typo-7',
      'typo-8',
      RESET_SECRET,
    ]) {
      statuses.push((await reset(api, secret, '203.0.113.3')).status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 200, 403, 403, 403, 403, 200]);
  });

  it('compares at most 5 of 40 guesses sent at once: the rest are refused unread', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => reset(api, `burst-${i}`, '203.0.113.4')));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    expectLockedOut(await reset(api, RESET_SECRET, '203.0.113.4'), 900);
  });
});

describe('the promotion reset lockout when it runs out', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', { ...SETTINGS, RESET_LOCKOUT_MAX: '2', RESET_LOCKOUT_SECONDS: '2' });
  });
  afterAll(() => api?.close());

  it('lets the address try again once the lockout has passed', async () => {
    expect(await wrongSecrets(api, '198.51.100.1', 2)).toEqual([403, 403]);
    const locked = await reset(api, RESET_SECRET, '198.51.100.1');
    expectLockedOut(locked, 2);

    await new Promise((resolve) => setTimeout(resolve, Number(locked.headers.get('retry-after')) * 1000 + 100));

    expect((await reset(api, RESET_SECRET, '198.51.100.1')).status).toBe(200);
  });
});

describe('the promotion reset lockout on two API instances sharing one PostgreSQL database', () => {
  let state: SharedState;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    state = await createSharedState('postgres');
    first = await startTestApi('postgres', SETTINGS, state);
    second = await startTestApi('postgres', SETTINGS, state);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await state?.dispose();
  });

  it('counts wrong secrets sent to either instance together', async () => {
    expect(await wrongSecrets(first, '192.0.2.50', 3)).toEqual([403, 403, 403]);
    expect(await wrongSecrets(second, '192.0.2.50', 2)).toEqual([403, 403]);

    expectLockedOut(await reset(first, RESET_SECRET, '192.0.2.50'), 900);
    expectLockedOut(await reset(second, RESET_SECRET, '192.0.2.50'), 900);
  });
});
