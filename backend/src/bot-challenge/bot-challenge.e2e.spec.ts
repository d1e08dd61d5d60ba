import { type Challenge, createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as shaKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedState, DIALECTS, type SharedState, startTestApi, type TestApi } from '../testing/test-app.js';

// Issue 20: the ALTCHA proof of work in front of the claim and the two message forms. Cheap
// challenges here (BOT_CHALLENGE_COST 1): what is tested is the protocol, not the price.

const SECRET = 'bot-challenge-test-secret';
const SETTINGS = {
  BOT_CHALLENGE: 'on',
  BOT_CHALLENGE_SECRET: SECRET,
  BOT_CHALLENGE_COST: '1',
  BOT_CHALLENGE_MAX_COUNTER: '40',
};
const MESSAGE = { name: 'Maria Lopez', email: 'maria@example.com', message: 'Hello' };
const CONSULTATION = {
  firstName: 'Kenji',
  lastName: 'Sato',
  email: 'kenji@example.com',
  phone: '+65 8123 4567',
  country: 'Singapore',
  message: 'Work permits, please.',
};
const CLAIM = { name: 'Ana Silva', email: 'ana@example.com', phone: '+62 812 3456 7890' };

/** What the widget sends: base64 of the JSON { challenge, solution }. */
async function solved(challenge: Challenge, derive = deriveKey): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey: derive });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe.each(DIALECTS)('the anti-bot proof of work on two instances sharing %s', (dialect) => {
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
  const messages = async () => (await first.db.selectFrom('contact_messages').select('id').execute()).length;

  it('issues a signed PBKDF2 challenge that expires in 5 minutes and is never cached', async () => {
    const answer = await first.request('GET', '/api/challenge');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(answer.body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.body.parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(295);
    expect(answer.body.parameters.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(300);
  });

  it.each([
    ['/api/contact-message', MESSAGE],
    ['/api/consultation-request', CONSULTATION],
    ['/api/promo-claim', CLAIM],
  ])('refuses %s without a solution, with 403 CHALLENGE_FAILED, storing nothing', async (route, body) => {
    const before = await messages();
    const answer = await first.request('POST', route, { json: body });
    expect([answer.status, answer.body.code]).toEqual([403, 'CHALLENGE_FAILED']);
    expect(await messages()).toBe(before);
  });

  it('accepts a solution once, across both instances', async () => {
    const altcha = await solved(await challenge(first));
    const accepted = await second.request('POST', '/api/contact-message', { json: { ...MESSAGE, altcha } });
    const replays = await Promise.all([
      first.request('POST', '/api/contact-message', { json: { ...MESSAGE, altcha } }),
      second.request('POST', '/api/consultation-request', { json: { ...CONSULTATION, altcha } }),
    ]);
    expect(accepted.status).toBe(201);
    for (const replay of replays) {
      expect([replay.status, replay.body.code]).toEqual([403, 'CHALLENGE_FAILED']);
      expect(replay.body.message).toBe('This anti-bot solution was used already; solve a new one.');
    }
  });

  it('accepts one of ten simultaneous copies of a solution', async () => {
    const altcha = await solved(await challenge(second));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? first : second).request('POST', '/api/promo-claim', {
          json: { ...CLAIM, email: `copy-${i}@example.com`, altcha },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
  });

  // Issue 29: the body is validated before the solution is looked at, and only what is stored spends it.
  it.each([
    ['/api/contact-message', MESSAGE, { email: 'not an address' }],
    ['/api/consultation-request', CONSULTATION, { phone: '' }],
    ['/api/promo-claim', { ...CLAIM, email: 'valid-later@example.com' }, { claimNumber: '5' }],
  ])(
    'answers %s with a bad body 400 naming the field, and the same solution then goes through',
    async (route, body, bad) => {
      const altcha = await solved(await challenge(first));
      const refused = await first.request('POST', route, { json: { ...body, ...bad } });
      expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(JSON.stringify(refused.body)).toContain(Object.keys(bad)[0]);
      const withoutSolution = await first.request('POST', route, { json: { ...body, ...bad, altcha: undefined } });
      expect(withoutSolution.status).toBe(400);
      const stored = await second.request('POST', route, { json: { ...body, altcha } });
      expect(stored.status).toBe(201);
      const again = await first.request('POST', '/api/contact-message', { json: { ...MESSAGE, altcha } });
      expect([again.status, again.body.message]).toEqual([
        403,
        'This anti-bot solution was used already; solve a new one.',
      ]);
    },
  );

  it('answers a repeated claim (same e-mail, same solution) the spot it holds; another solution is ALREADY_CLAIMED and stays unspent', async () => {
    const claim = { ...CLAIM, email: 'Lost.Answer@example.com' };
    const altcha = await solved(await challenge(first));
    const taken = await first.request('POST', '/api/promo-claim', { json: { ...claim, altcha } });
    expect(taken.status).toBe(201);
    const count = async () => (await first.request('GET', '/api/promo-claim/status')).body.claimed;
    const mails = async () =>
      (await first.db.selectFrom('mail_outbox').select('id').where('subject_type', '=', 'promo-claim').execute())
        .length;
    const claimedAfterFirst = await count();
    const mailsAfterFirst = await mails();

    const repeated = await Promise.all([
      second.request('POST', '/api/promo-claim', { json: { ...claim, altcha } }),
      first.request('POST', '/api/promo-claim', { json: { ...claim, email: 'lost.answer@example.com', altcha } }),
    ]);
    for (const answer of repeated) {
      expect(answer.status).toBe(201);
      expect(answer.body.claimNumber).toBe(taken.body.claimNumber);
    }
    expect(await count()).toBe(claimedAfterFirst);
    expect(await mails()).toBe(mailsAfterFirst);

    const other = await solved(await challenge(second));
    const refused = await second.request('POST', '/api/promo-claim', { json: { ...claim, altcha: other } });
    expect([refused.status, refused.body.code]).toEqual([409, 'ALREADY_CLAIMED']);
    // The same spot under another address is no recovery: the solution proves who sent it.
    const stranger = await first.request('POST', '/api/promo-claim', {
      json: { ...claim, email: 'someone.else@example.com', altcha },
    });
    expect([stranger.status, stranger.body.code]).toEqual([403, 'CHALLENGE_FAILED']);
    const spentLater = await first.request('POST', '/api/contact-message', { json: { ...MESSAGE, altcha: other } });
    expect(spentLater.status).toBe(201);
  });

  it('refuses a wrong solution, a foreign signature, an expired challenge and garbage', async () => {
    const own = await challenge(first);
    const wrong = Buffer.from(
      JSON.stringify({ challenge: own, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    const foreign = await solved(
      await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: 1,
        counter: 5,
        deriveKey,
        hmacSignatureSecret: 'not ours',
      }),
    );
    const expired = await solved(
      await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: 1,
        counter: 5,
        deriveKey,
        hmacSignatureSecret: SECRET,
        expiresAt: Math.floor(Date.now() / 1000) - 1,
      }),
    );
    // Another algorithm, signed with our secret: not what we issue, however it was solved.
    const sha = await solved(
      await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: 5,
        deriveKey: shaKey,
        hmacSignatureSecret: SECRET,
      }),
      shaKey,
    );
    for (const altcha of [wrong, foreign, expired, sha, 'not base64 at all', 'e30=', 'x'.repeat(4096)]) {
      const answer = await first.request('POST', '/api/contact-message', { json: { ...MESSAGE, altcha } });
      expect([answer.status, answer.body.code], altcha.slice(0, 20)).toEqual([403, 'CHALLENGE_FAILED']);
    }
  });
});
