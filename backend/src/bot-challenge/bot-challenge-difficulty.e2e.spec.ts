import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedState, DIALECTS, type SharedState, startTestApi, type TestApi } from '../testing/test-app.js';

// Issue 29: how much work GET /api/challenge asks, on two instances sharing one database. Cheap
// challenges (BOT_CHALLENGE_COST 1, counters up to 40): what is tested is the draw and the steps.

const SETTINGS = {
  BOT_CHALLENGE: 'on',
  BOT_CHALLENGE_SECRET: 'bot-challenge-difficulty-secret',
  BOT_CHALLENGE_COST: '1',
  BOT_CHALLENGE_MAX_COUNTER: '40',
  // People claim one spot in a window of a minute; a second is a rush (step 1), a third step 2.
  BOT_CHALLENGE_RUSH_CLAIMS_PER_MINUTE: '1',
  BOT_CHALLENGE_RUSH_WINDOW_SECONDS: '60',
  BOT_CHALLENGE_RUSH_STEPS: '2',
};

describe.each(DIALECTS)('the work of the anti-bot challenge on two instances sharing %s', (dialect) => {
  let state: SharedState;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    state = await createSharedState(dialect, 'local');
    first = await startTestApi(dialect, SETTINGS, state);
    second = await startTestApi(dialect, SETTINGS, state);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await state?.dispose();
  });

  const challenge = async (api: TestApi) => (await api.request<Challenge>('GET', '/api/challenge')).body;
  const solve = async (api: TestApi) => {
    const issued = await challenge(api);
    const solution = (await solveChallenge({ challenge: issued, deriveKey }))!;
    return {
      issued,
      solution,
      altcha: Buffer.from(JSON.stringify({ challenge: issued, solution })).toString('base64'),
    };
  };
  let claims = 0;
  const claim = async (api: TestApi) => {
    const { altcha } = await solve(api);
    const answer = await api.request('POST', '/api/promo-claim', {
      json: { name: 'Ana Silva', email: `rush-${claims++}@example.com`, phone: '+62 812 3456 7890', altcha },
    });
    expect(answer.status).toBe(201);
  };

  it('hides a counter drawn over the whole range: a solver counting from 0 has no shortcut', async () => {
    // Solving from 0 finds the very counter drawn (one key per counter: a 16-byte prefix).
    const counters: number[] = [];
    for (let i = 0; i < 300; i++) counters.push((await solve(i % 2 ? first : second)).solution.counter);
    const mean = counters.reduce((sum, counter) => sum + counter, 0) / counters.length;
    // Each bound fails by chance about once in a million runs (uniform over 0…40).
    expect(Math.min(...counters)).toBeLessThanOrEqual(1);
    expect(Math.max(...counters)).toBeGreaterThanOrEqual(39);
    expect(Math.max(...counters)).toBeLessThanOrEqual(40);
    expect(Math.abs(mean - 20)).toBeLessThan(4);
  });

  it('asks more work while claims come faster than people claim, on every instance, and less once the rush is over', async () => {
    expect((await challenge(first)).parameters.cost).toBe(1);
    await claim(first);
    expect((await challenge(second)).parameters.cost).toBe(1);
    await claim(second);
    expect((await challenge(first)).parameters.cost).toBe(2);
    await claim(first);
    expect([(await challenge(first)).parameters.cost, (await challenge(second)).parameters.cost]).toEqual([4, 4]);
    await claim(second);
    expect((await challenge(second)).parameters.cost).toBe(4);
    // A minute later (the claims moved back by the window): at rest again.
    const minuteAgo = new Date(Date.now() - 61_000).toISOString();
    await first.db.updateTable('promo_claims').set({ created_at: minuteAgo }).execute();
    expect([(await challenge(first)).parameters.cost, (await challenge(second)).parameters.cost]).toEqual([1, 1]);
  });

  it('refuses a solution fetched at rest once the rush is more than one step above it', async () => {
    await first.db
      .updateTable('promo_claims')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .execute();
    const [early, stockpiled] = [await solve(first), await solve(second)];
    expect([early.issued.parameters.cost, stockpiled.issued.parameters.cost]).toEqual([1, 1]);
    const message = (altcha: string) => ({
      json: { name: 'Maria Lopez', email: 'maria@example.com', message: 'Hello', altcha },
    });
    await claim(first);
    await claim(second);
    expect((await challenge(first)).parameters.cost).toBe(2);
    // One step of grace: a visitor who started solving as the rush began gets through.
    expect((await second.request('POST', '/api/contact-message', message(early.altcha))).status).toBe(201);
    await claim(first);
    await claim(second);
    expect((await challenge(first)).parameters.cost).toBe(4);
    const refused = await first.request('POST', '/api/contact-message', message(stockpiled.altcha));
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      403,
      'CHALLENGE_FAILED',
      'The anti-bot check is easier than the one now asked; solve a new one.',
    ]);
  });
});
