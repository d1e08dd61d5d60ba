import { PROMO_SPOTS } from '@cipta/domain/constants';
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

const visitor = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ana Silva',
  email,
  phone: '+62 812 3456 7890',
  promo: 'Express Visa discount',
  ...extra,
});

const claim = (api: TestApi, email: string, extra: Record<string, unknown> = {}) =>
  api.request('POST', '/api/promo-claim', { json: visitor(email, extra) });
const status = (api: TestApi) => api.request('GET', '/api/promo-claim/status');
const reset = (api: TestApi, secret: string) => api.request('POST', '/api/promo-claim/reset', { json: { secret } });

/** Every visitor guesses spot 1, as a stale browser would: the server must not care. */
const claimAllAtOnce = (apis: TestApi[], count: number, prefix: string) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      claim(apis[i % apis.length]!, `${prefix}-${i}@example.com`, { claimNumber: 1 }),
    ),
  );

function expectExactlyTheSpots(answers: ApiAnswer[], spots: number) {
  const won = answers.filter((answer) => answer.status === 201);
  const lost = answers.filter((answer) => answer.status !== 201);
  expect(won.map((answer) => answer.body.claimNumber).sort((a, b) => a - b)).toEqual(
    Array.from({ length: spots }, (_, i) => i + 1),
  );
  expect(lost).toHaveLength(answers.length - spots);
  for (const answer of lost) expect([answer.status, answer.body.code]).toEqual([409, 'PROMO_EXPIRED']);
}

describe.each(DIALECTS)('the promotion on %s', (dialect) => {
  describe('claiming a spot', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(dialect);
    });
    afterAll(() => api?.close());

    it('starts with every spot free', async () => {
      const answer = await status(api);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ limit: PROMO_SPOTS, claimed: 0, remaining: PROMO_SPOTS });
    });

    it('gives the first visitor spot 1 whatever number the browser guessed, and keeps the guess aside', async () => {
      const answer = await claim(api, 'Ana.First@Example.com', { claimNumber: 13 });

      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ success: true, claimNumber: 1, remaining: PROMO_SPOTS - 1 });
      expect((await status(api)).body).toEqual({ limit: PROMO_SPOTS, claimed: 1, remaining: PROMO_SPOTS - 1 });
      const row = await api.db
        .selectFrom('promo_claims')
        .selectAll()
        .where('email_key', '=', 'ana.first@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        claim_number: 1,
        client_claim_number: 13,
        email: 'Ana.First@Example.com',
        promo: 'Express Visa discount',
        reset_id: null,
      });
    });

    it('refuses a second spot for the same e-mail in other letter case and leaves the counter alone', async () => {
      expect((await claim(api, 'same.case@example.com')).status).toBe(201);
      const before = (await status(api)).body;

      const again = await claim(api, '  SAME.Case@EXAMPLE.com ');

      expect(again.status).toBe(409);
      expect(again.body.code).toBe('ALREADY_CLAIMED');
      expect((await status(api)).body).toEqual(before);
    });

    it('gives the next spot to the next visitor once a duplicate was refused', async () => {
      const { claimed } = (await status(api)).body;
      const answer = await claim(api, 'after.duplicate@example.com');
      expect(answer.body).toEqual({ success: true, claimNumber: claimed + 1, remaining: PROMO_SPOTS - claimed - 1 });
    });

    it.each([
      ['without a phone number', { phone: undefined }, 'phone'],
      ['with a bad phone number', { phone: 'ask me' }, 'phone'],
      ['with a negative guessed spot', { claimNumber: -1 }, 'claimNumber'],
      ['with a guessed spot that is not whole', { claimNumber: 2.5 }, 'claimNumber'],
      ['with an unknown field', { discount: 100 }, 'discount'],
    ])('refuses a claim %s and takes no spot', async (_case, extra, field) => {
      const before = (await status(api)).body;
      const answer = await claim(api, 'invalid.claim@example.com', extra);

      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.details.map((detail: { field: string }) => detail.field)).toEqual([field]);
      expect((await status(api)).body).toEqual(before);
    });
  });

  describe('with PROMO_LIMIT 3', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(dialect, { PROMO_LIMIT: '3' });
    });
    afterAll(() => api?.close());

    it('hands out three spots, then answers PROMO_EXPIRED and shows none remaining', async () => {
      expect((await status(api)).body).toEqual({ limit: 3, claimed: 0, remaining: 3 });
      const answers = [];
      for (const name of ['one', 'two', 'three']) answers.push((await claim(api, `${name}@example.com`)).body);
      expect(answers).toEqual([
        { success: true, claimNumber: 1, remaining: 2 },
        { success: true, claimNumber: 2, remaining: 1 },
        { success: true, claimNumber: 3, remaining: 0 },
      ]);

      const late = await claim(api, 'four@example.com');

      expect(late.status).toBe(409);
      expect(late.body.code).toBe('PROMO_EXPIRED');
      expect((await status(api)).body).toEqual({ limit: 3, claimed: 3, remaining: 0 });
    });

    it('tells a holder who tries again after the last spot went that they already hold one', async () => {
      const again = await claim(api, 'ONE@example.com');
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('ALREADY_CLAIMED');
    });
  });

  describe('under a rush of claims', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(dialect);
    });
    afterAll(() => api?.close());

    it(`gives 300 simultaneous visitors exactly ${PROMO_SPOTS} spots, each number once`, async () => {
      const answers = await claimAllAtOnce([api], 300, 'rush');

      expectExactlyTheSpots(answers, PROMO_SPOTS);
      expect((await status(api)).body).toEqual({ limit: PROMO_SPOTS, claimed: PROMO_SPOTS, remaining: 0 });
      const stored = await api.db
        .selectFrom('promo_claims')
        .select('claim_number')
        .where('reset_id', 'is', null)
        .execute();
      expect(new Set(stored.map((row) => Number(row.claim_number))).size).toBe(PROMO_SPOTS);
      expect(stored).toHaveLength(PROMO_SPOTS);
    });
  });

  describe('resetting', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(dialect);
    });
    afterAll(() => api?.close());

    it('refuses a wrong secret with RESET_FORBIDDEN and clears nothing', async () => {
      expect((await claim(api, 'kept@example.com')).status).toBe(201);
      const before = (await status(api)).body;

      const answer = await reset(api, 'guess');

      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('RESET_FORBIDDEN');
      expect((await status(api)).body).toEqual(before);
      expect(await api.db.selectFrom('promo_resets').selectAll().execute()).toEqual([]);
    });

    it('refuses a request without a secret as invalid', async () => {
      const answer = await api.request('POST', '/api/promo-claim/reset', { json: {} });
      expect(answer.status).toBe(400);
      expect(answer.body.details.map((detail: { field: string }) => detail.field)).toEqual(['secret']);
    });

    it('clears every claim with the right secret, keeps them on record and frees their e-mails', async () => {
      for (const name of ['reset-a', 'reset-b']) expect((await claim(api, `${name}@example.com`)).status).toBe(201);
      const { claimed } = (await status(api)).body;

      const answer = await reset(api, RESET_SECRET);

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, cleared: claimed });
      expect((await status(api)).body).toEqual({ limit: PROMO_SPOTS, claimed: 0, remaining: PROMO_SPOTS });
      const resets = await api.db.selectFrom('promo_resets').selectAll().execute();
      expect(resets).toEqual([{ id: expect.any(String), reset_at: expect.any(String), cleared_count: claimed }]);
      const kept = await api.db.selectFrom('promo_claims').select(['email_key', 'reset_id']).execute();
      expect(kept).toHaveLength(claimed);
      for (const row of kept) expect(row.reset_id).toBe(resets[0]!.id);

      const again = await claim(api, 'reset-a@example.com');
      expect(again.status).toBe(201);
      expect(again.body).toEqual({ success: true, claimNumber: 1, remaining: PROMO_SPOTS - 1 });
    });

    it('clears on a second reset only the claims made since the first', async () => {
      const { claimed } = (await status(api)).body;
      const answer = await reset(api, RESET_SECRET);
      expect(answer.body).toEqual({ success: true, cleared: claimed });
      const active = await api.db.selectFrom('promo_claims').select('id').where('reset_id', 'is', null).execute();
      expect(active).toEqual([]);
    });
  });

  describe('without PROMO_RESET_SECRET', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(dialect, { PROMO_RESET_SECRET: '' });
    });
    afterAll(() => api?.close());

    it('refuses every reset with RESET_DISABLED and clears nothing', async () => {
      expect((await claim(api, 'stays@example.com')).status).toBe(201);

      for (const secret of [RESET_SECRET, 'anything']) {
        const answer = await reset(api, secret);
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('RESET_DISABLED');
      }
      expect((await status(api)).body.claimed).toBe(1);
    });
  });
});

describe('the promotion on two API instances sharing one PostgreSQL database', () => {
  let state: SharedState;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    state = await createSharedState('postgres');
    first = await startTestApi('postgres', {}, state);
    second = await startTestApi('postgres', {}, state);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await state?.dispose();
  });

  it(`gives 300 visitors split between them exactly ${PROMO_SPOTS} spots, each number once`, async () => {
    const answers = await claimAllAtOnce([first, second], 300, 'shared');

    expectExactlyTheSpots(answers, PROMO_SPOTS);
    expect((await status(first)).body).toEqual({ limit: PROMO_SPOTS, claimed: PROMO_SPOTS, remaining: 0 });
    expect((await status(second)).body).toEqual({ limit: PROMO_SPOTS, claimed: PROMO_SPOTS, remaining: 0 });
  });
});
