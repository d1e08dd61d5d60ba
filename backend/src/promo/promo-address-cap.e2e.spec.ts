import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedState, DIALECTS, type SharedState, startTestApi, type TestApi } from '../testing/test-app.js';

// OWASP API6 (business-flow abuse): one client address holds at most PROMO_MAX_PER_ADDRESS spots
// in a round, counted in the database so two instances sharing it keep one count; an IPv6
// address counts by its /64, here and in every rate limit.

const RESET_SECRET = 'test-reset-secret'; // what the harness sets as PROMO_RESET_SECRET

describe.each(DIALECTS)('the promotion’s cap per address, on two instances sharing %s', (dialect) => {
  let state: SharedState;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    state = await createSharedState(dialect, 'local');
    // Each test speaks for client addresses of its own, through X-Forwarded-For.
    const settings = { TRUST_PROXY: 'on', PROMO_MAX_PER_ADDRESS: '3' };
    first = await startTestApi(dialect, settings, state);
    second = await startTestApi(dialect, settings, state);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await state?.dispose();
  });

  const claimFrom = (api: TestApi, address: string, email: string) =>
    api.request('POST', '/api/promo-claim', {
      json: { name: 'Bot', email, phone: '+62 812 3456 7890' },
      headers: { 'x-forwarded-for': address },
    });
  /** `count` claims at once, alternating between the instances, from the given addresses in turn. */
  const rush = (addresses: string[], count: number, prefix: string) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        claimFrom(i % 2 ? second : first, addresses[i % addresses.length]!, `${prefix}+${i}@example.com`),
      ),
    );
  const outcome = (answers: Array<{ status: number; body: { code?: string } }>) => ({
    won: answers.filter((answer) => answer.status === 201).length,
    capped: answers.filter((answer) => answer.body.code === 'ADDRESS_LIMIT_REACHED').length,
  });

  it('gives one IPv4 address 3 spots of 12 simultaneous claims across both instances, refusing the rest', async () => {
    const answers = await rush(['203.0.113.5'], 12, 'v4');
    expect(outcome(answers)).toEqual({ won: 3, capped: 9 });
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toBe('This network address already holds 3 spots of this promotion.');
  });

  it('counts an IPv6 /64 as one address, whichever of its addresses the claims come from', async () => {
    const sameBlock = Array.from({ length: 12 }, (_, i) => `2001:db8:5:6::${(i + 1).toString(16)}`);
    expect(outcome(await rush(sameBlock, 12, 'v6'))).toEqual({ won: 3, capped: 9 });
    expect(outcome(await rush(['2001:db8:5:7::1'], 1, 'v6-next-block'))).toEqual({ won: 1, capped: 0 });
  });

  it('gives the address its spots again after a reset', async () => {
    const reset = await first.request('POST', '/api/promo-claim/reset', { json: { secret: RESET_SECRET } });
    expect(reset.status).toBe(200);
    expect(outcome(await rush(['203.0.113.5'], 4, 'after-reset'))).toEqual({ won: 3, capped: 1 });
  });
});

describe('rate limits count an IPv6 /64 as one client', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', {
      TRUST_PROXY: 'on',
      RATE_LIMIT: 'on',
      RATE_LIMIT_MAX: '2',
      RATE_LIMIT_WINDOW_SECONDS: '86400',
    });
  });
  afterAll(() => api?.close());

  it('refuses the third message from three addresses of one /64, and not one from the next /64', async () => {
    const send = (address: string) =>
      api.request('POST', '/api/contact-message', {
        json: { name: 'Ana', email: 'ana@example.com', message: 'Hi' },
        headers: { 'x-forwarded-for': address },
      });
    const statuses = [];
    for (const address of ['2001:db8:9:9::1', '2001:db8:9:9:ffff::2', '2001:0db8:0009:0009::3', '2001:db8:9:a::1'])
      statuses.push((await send(address)).status);
    expect(statuses).toEqual([201, 201, 429, 201]);
  });
});
