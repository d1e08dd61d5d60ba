import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { PROMO_SPOTS } from '@cipta/domain/constants';
import {
  promoClaimMachine,
  type ClaimDetails,
  type PromoClaimEvent,
  type PromoClaimInput,
  type PromoClaimRequest,
  type PromoClaimResult,
  type PromoResetRequest,
  type PromoStatus,
} from './promo-claim.machine.js';

type ClaimSnapshot = SnapshotFrom<typeof promoClaimMachine>;
/** What the machine asked of the app, in order: an action with its params, or a call. */
type Effect = [name: string, ...args: unknown[]];
type ActorName = 'fetchStatus' | 'submitClaim' | 'resetClaims';

/** An invoked actor's answer, as the fake server gives it and the graph walk feeds it. */
type Answer =
  | { type: 'xstate.done.actor.fetchStatus'; output: PromoStatus }
  | { type: 'xstate.done.actor.submitClaim'; output: PromoClaimResult }
  | { type: 'xstate.done.actor.resetClaims'; output: undefined }
  | { type: `xstate.error.actor.${ActorName}`; error: unknown };
type WalkEvent = PromoClaimEvent | Answer;

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets a settled promise reach the machine. */
function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function refusal(code?: unknown): Error {
  return Object.assign(new Error(`refused: ${String(code)}`), code === undefined ? {} : { code });
}

const ANA: ClaimDetails = { name: 'Ana', email: 'ana@example.com', phone: '0812 3456 7890' };
const BLANK: ClaimDetails = { name: '', email: '', phone: '' };
const SUBMIT_ANA: PromoClaimEvent = { type: 'claim.submit', ...ANA };

function isAnswer(event: WalkEvent): event is Answer {
  return event.type.startsWith('xstate.');
}

function startClaim(input: PromoClaimInput = { mirroredCount: 0 }) {
  const effects: Effect[] = [];
  const calls = {
    fetchStatus: [] as Deferred<PromoStatus>[],
    submitClaim: [] as Deferred<PromoClaimResult>[],
    resetClaims: [] as Deferred<void>[],
  };
  function call<T>(queue: Deferred<T>[], effect: Effect): Promise<T> {
    effects.push(effect);
    const answer = deferred<T>();
    queue.push(answer);
    return answer.promise;
  }
  const machine = promoClaimMachine.provide({
    actors: {
      fetchStatus: fromPromise(() => call(calls.fetchStatus, ['fetchStatus'])),
      submitClaim: fromPromise<PromoClaimResult, PromoClaimRequest>(({ input }) =>
        call(calls.submitClaim, ['submitClaim', input]),
      ),
      resetClaims: fromPromise<void, PromoResetRequest>(({ input }) => call(calls.resetClaims, ['resetClaims', input])),
    },
    actions: {
      storeCount: (_, count) => effects.push(['storeCount', count]),
      notifyClaimed: (_, claimNumber) => effects.push(['notifyClaimed', claimNumber]),
      notifyExpired: () => effects.push(['notifyExpired']),
      notifyResetDone: () => effects.push(['notifyResetDone']),
      notifyResetFailed: () => effects.push(['notifyResetFailed']),
      clearStoredPromo: () => effects.push(['clearStoredPromo']),
    },
  });
  const actor = createActor(machine, { input }).start();

  function oldest<T>(queue: Deferred<T>[], event: Answer): Deferred<T> {
    const waiting = queue.shift();
    if (!waiting) {
      throw new Error(`nothing waits for ${event.type}`);
    }
    return waiting;
  }

  /** The server answers the oldest waiting call of that actor. */
  async function answer(event: Answer): Promise<void> {
    switch (event.type) {
      case 'xstate.done.actor.fetchStatus':
        oldest(calls.fetchStatus, event).resolve(event.output);
        break;
      case 'xstate.done.actor.submitClaim':
        oldest(calls.submitClaim, event).resolve(event.output);
        break;
      case 'xstate.done.actor.resetClaims':
        oldest(calls.resetClaims, event).resolve();
        break;
      case 'xstate.error.actor.fetchStatus':
        oldest(calls.fetchStatus, event).reject(event.error);
        break;
      case 'xstate.error.actor.submitClaim':
        oldest(calls.submitClaim, event).reject(event.error);
        break;
      case 'xstate.error.actor.resetClaims':
        oldest(calls.resetClaims, event).reject(event.error);
        break;
    }
    await flush();
  }

  return {
    actor,
    waiting: () => ({
      fetchStatus: calls.fetchStatus.length,
      submitClaim: calls.submitClaim.length,
      resetClaims: calls.resetClaims.length,
    }),
    /** The effects since the last look. */
    takeEffects: () => effects.splice(0),
    status: (output: PromoStatus) => answer({ type: 'xstate.done.actor.fetchStatus', output }),
    statusFails: () => answer({ type: 'xstate.error.actor.fetchStatus', error: new Error('offline') }),
    claimGranted: (output: PromoClaimResult) => answer({ type: 'xstate.done.actor.submitClaim', output }),
    claimRefused: (error: unknown) => answer({ type: 'xstate.error.actor.submitClaim', error }),
    resetDone: () => answer({ type: 'xstate.done.actor.resetClaims', output: undefined }),
    resetFails: () => answer({ type: 'xstate.error.actor.resetClaims', error: refusal('RESET_FORBIDDEN') }),
    /** Sends the visitor's events, or lets the server answer. */
    async play(events: readonly WalkEvent[]): Promise<void> {
      for (const event of events) {
        if (isAnswer(event)) {
          await answer(event);
        } else {
          actor.send(event);
        }
      }
    },
  };
}

type ClaimHarness = ReturnType<typeof startClaim>;

/** A page whose status call said `claimed` of `limit`, with its effects already seen. */
async function startIdle(claimed = 0, limit = PROMO_SPOTS): Promise<ClaimHarness> {
  const claim = startClaim({ limit, mirroredCount: claimed });
  await claim.status({ limit, claimed });
  claim.takeEffects();
  return claim;
}

function openAndSubmit(claim: ClaimHarness, promo = 'Express Visa'): void {
  claim.actor.send({ type: 'claim.open', promo });
  claim.actor.send(SUBMIT_ANA);
}

function valueOf(claim: ClaimHarness): unknown {
  return claim.actor.getSnapshot().value;
}

describe('promo claim status (product §4 "Promo claim"; DESIGN 1: the server owns the count)', () => {
  it('shows the mirrored count at once and asks the server', () => {
    const claim = startClaim({ mirroredCount: 12 });
    expect(valueOf(claim)).toBe('loading');
    expect(claim.actor.getSnapshot().context).toEqual({
      limit: PROMO_SPOTS,
      claimed: 12,
      promo: '',
      claimNumber: null,
      error: null,
      details: BLANK,
    });
    expect(claim.takeEffects()).toEqual([['fetchStatus']]);
  });

  it.each([
    [Number.NaN, 0],
    [-3, 0],
    [12.7, 12],
    [80, PROMO_SPOTS],
    [Infinity, 0],
  ])('shows a stored %s as %s', (mirroredCount, shown) => {
    const claim = startClaim({ mirroredCount });
    expect(claim.actor.getSnapshot().context.claimed).toBe(shown);
  });

  it("takes the server's count and limit, mirrors the count, and enables the button", async () => {
    const claim = startClaim({ mirroredCount: 12 });
    claim.takeEffects();
    await claim.status({ limit: 10, claimed: 4 });
    expect(valueOf(claim)).toBe('idle');
    expect(claim.actor.getSnapshot().context).toMatchObject({ limit: 10, claimed: 4 });
    expect(claim.takeEffects()).toEqual([['storeCount', 4]]);
  });

  it('reads Offer Expired when the server says every spot is taken, without a notice nobody asked for', async () => {
    const claim = startClaim({ mirroredCount: 3 });
    claim.takeEffects();
    await claim.status({ limit: PROMO_SPOTS, claimed: PROMO_SPOTS });
    expect(valueOf(claim)).toBe('expired');
    expect(claim.takeEffects()).toEqual([['storeCount', PROMO_SPOTS]]);
    claim.actor.send({ type: 'claim.open', promo: 'Express Visa' });
    expect(valueOf(claim)).toBe('expired');
    expect(claim.takeEffects()).toEqual([]);
  });

  it('keeps a count above the limit at the limit', async () => {
    const claim = startClaim({ mirroredCount: 0 });
    claim.takeEffects();
    await claim.status({ limit: 5, claimed: 9 });
    expect(claim.actor.getSnapshot().context.claimed).toBe(5);
    expect(claim.takeEffects()).toEqual([['storeCount', 5]]);
  });

  it('keeps the mirrored count when the server cannot be reached', async () => {
    const claim = startClaim({ mirroredCount: 30 });
    claim.takeEffects();
    await claim.statusFails();
    expect(valueOf(claim)).toBe('idle');
    expect(claim.actor.getSnapshot().context.claimed).toBe(30);
    expect(claim.takeEffects()).toEqual([]);
  });

  it('reads Offer Expired from a full mirrored count when the server is down', async () => {
    const claim = startClaim({ limit: 4, mirroredCount: 4 });
    claim.takeEffects();
    await claim.statusFails();
    expect(valueOf(claim)).toBe('expired');
    expect(claim.takeEffects()).toEqual([]);
  });

  it('asks again on status.refresh, so a visitor learns others took the last spots', async () => {
    const claim = await startIdle(70);
    claim.actor.send({ type: 'status.refresh' });
    expect(valueOf(claim)).toBe('loading');
    await claim.status({ limit: PROMO_SPOTS, claimed: PROMO_SPOTS });
    expect(valueOf(claim)).toBe('expired');
    expect(claim.takeEffects()).toEqual([['fetchStatus'], ['storeCount', PROMO_SPOTS]]);
  });

  it('says nothing when a refresh only confirms the expiry', async () => {
    const claim = await startIdle(PROMO_SPOTS);
    claim.actor.send({ type: 'status.refresh' });
    await claim.status({ limit: PROMO_SPOTS, claimed: PROMO_SPOTS });
    claim.actor.send({ type: 'status.refresh' });
    await claim.statusFails();
    expect(valueOf(claim)).toBe('expired');
    expect(claim.takeEffects()).toEqual([['fetchStatus'], ['storeCount', PROMO_SPOTS], ['fetchStatus']]);
  });

  it('enables the button when spots open again, and disables it when they go', async () => {
    const claim = await startIdle(PROMO_SPOTS);
    claim.actor.send({ type: 'status.refresh' });
    await claim.status({ limit: PROMO_SPOTS, claimed: 0 });
    expect(valueOf(claim)).toBe('idle');
    claim.actor.send({ type: 'status.refresh' });
    await claim.status({ limit: PROMO_SPOTS, claimed: PROMO_SPOTS });
    expect(claim.takeEffects()).toEqual([
      ['fetchStatus'],
      ['storeCount', 0],
      ['fetchStatus'],
      ['storeCount', PROMO_SPOTS],
    ]);
    expect(valueOf(claim)).toBe('expired');
  });
});

describe('promo claim form (product §4 "Promo claim", §5, §8 "Promo claim failure")', () => {
  it('opens the form for a slide and closes it on cancel, forgetting what was typed', async () => {
    const claim = await startIdle(5);
    claim.actor.send({ type: 'claim.open', promo: 'Express Visa' });
    expect(valueOf(claim)).toBe('formOpen');
    expect(claim.actor.getSnapshot().context.promo).toBe('Express Visa');
    claim.actor.send({ type: 'claim.cancel' });
    expect(valueOf(claim)).toBe('idle');
    expect(claim.actor.getSnapshot().context).toMatchObject({ promo: '', details: BLANK });
    expect(claim.takeEffects()).toEqual([]);
  });

  it('sends the claim with the slide and its guess at the spot number', async () => {
    const claim = await startIdle(5);
    openAndSubmit(claim);
    expect(valueOf(claim)).toBe('submitting');
    expect(claim.actor.getSnapshot().context.details).toEqual(ANA);
    expect(claim.takeEffects()).toEqual([['submitClaim', { ...ANA, promo: 'Express Visa', claimNumber: 6 }]]);
  });

  it('shows the spot the server assigned, mirrors the count and notifies', async () => {
    const claim = await startIdle(5);
    openAndSubmit(claim);
    claim.takeEffects();
    // others claim meanwhile: the server's number wins over the guess of 6, and its count
    await claim.claimGranted({ claimNumber: 9, remaining: PROMO_SPOTS - 12 });
    expect(valueOf(claim)).toBe('claimed');
    expect(claim.actor.getSnapshot().context).toMatchObject({
      claimNumber: 9,
      claimed: 12,
      details: BLANK,
      error: null,
    });
    expect(claim.takeEffects()).toEqual([
      ['storeCount', 12],
      ['notifyClaimed', 9],
    ]);
    claim.actor.send({ type: 'claim.dismiss' });
    expect(valueOf(claim)).toBe('idle');
    expect(claim.takeEffects()).toEqual([]);
  });

  it('keeps an odd answer within the limit', async () => {
    const claim = await startIdle(5, 10);
    openAndSubmit(claim);
    await claim.claimGranted({ claimNumber: 6, remaining: 12 });
    expect(claim.actor.getSnapshot().context.claimed).toBe(0);
  });

  it('reads Offer Expired after the claim of the last spot is dismissed', async () => {
    const claim = await startIdle(PROMO_SPOTS - 1);
    openAndSubmit(claim);
    await claim.claimGranted({ claimNumber: PROMO_SPOTS, remaining: 0 });
    expect(valueOf(claim)).toBe('claimed');
    claim.actor.send({ type: 'claim.dismiss' });
    expect(valueOf(claim)).toBe('expired');
    expect(claim.takeEffects()).toEqual([
      ['submitClaim', { ...ANA, promo: 'Express Visa', claimNumber: PROMO_SPOTS }],
      ['storeCount', PROMO_SPOTS],
      ['notifyClaimed', PROMO_SPOTS],
    ]);
  });

  it('closes the form and reads Offer Expired when others took the last spot first', async () => {
    const claim = await startIdle(40);
    openAndSubmit(claim);
    claim.takeEffects();
    await claim.claimRefused(refusal('PROMO_EXPIRED'));
    expect(valueOf(claim)).toBe('expired');
    expect(claim.actor.getSnapshot().context).toMatchObject({
      claimed: PROMO_SPOTS,
      promo: '',
      details: BLANK,
      error: null,
      claimNumber: null,
    });
    expect(claim.takeEffects()).toEqual([['storeCount', PROMO_SPOTS], ['notifyExpired']]);
  });

  it.each([
    ['ALREADY_CLAIMED', 'alreadyClaimed'],
    ['VALIDATION_FAILED', 'invalid'],
    ['RATE_LIMITED', 'failed'],
    [409, 'failed'],
    [undefined, 'failed'],
  ])('keeps the form open with what was typed when refused with %s (%s)', async (code, error) => {
    const claim = await startIdle(5);
    openAndSubmit(claim);
    claim.takeEffects();
    await claim.claimRefused(refusal(code));
    expect(valueOf(claim)).toBe('failed');
    expect(claim.actor.getSnapshot().context).toMatchObject({
      error,
      details: ANA,
      promo: 'Express Visa',
      claimed: 5,
    });
    expect(claim.takeEffects()).toEqual([]);
  });

  it.each(['network down', null, undefined])('fails with "failed" when the call rejects with %s', async (error) => {
    const claim = await startIdle(5);
    openAndSubmit(claim);
    await claim.claimRefused(error);
    expect(valueOf(claim)).toBe('failed');
    expect(claim.actor.getSnapshot().context.error).toBe('failed');
  });

  it('sends again from a failure with what is typed now, and clears the error', async () => {
    const claim = await startIdle(5);
    openAndSubmit(claim);
    await claim.claimRefused(refusal());
    claim.takeEffects();
    const corrected = { ...ANA, email: 'ana.s@example.com' };
    claim.actor.send({ type: 'claim.submit', ...corrected });
    expect(valueOf(claim)).toBe('submitting');
    expect(claim.actor.getSnapshot().context.error).toBeNull();
    expect(claim.takeEffects()).toEqual([['submitClaim', { ...corrected, promo: 'Express Visa', claimNumber: 6 }]]);
    await claim.claimGranted({ claimNumber: 6, remaining: PROMO_SPOTS - 6 });
    expect(valueOf(claim)).toBe('claimed');
  });

  it('closes the form from a failure on cancel', async () => {
    const claim = await startIdle(5);
    openAndSubmit(claim);
    await claim.claimRefused(refusal('ALREADY_CLAIMED'));
    claim.actor.send({ type: 'claim.cancel' });
    expect(valueOf(claim)).toBe('idle');
    expect(claim.actor.getSnapshot().context).toMatchObject({
      error: null,
      details: BLANK,
      promo: '',
    });
  });

  it.each<keyof ClaimDetails>(['name', 'email', 'phone'])(
    'does not send without a %s (product §5): the form says it is invalid',
    async (field) => {
      const claim = await startIdle(5);
      claim.actor.send({ type: 'claim.open', promo: 'Express Visa' });
      for (const blank of ['', '   ']) {
        claim.actor.send({ ...SUBMIT_ANA, [field]: blank });
        expect(valueOf(claim)).toBe('failed');
        expect(claim.actor.getSnapshot().context).toMatchObject({
          error: 'invalid',
          details: { ...ANA, [field]: blank },
        });
      }
      expect(claim.waiting().submitClaim).toBe(0);
      claim.actor.send(SUBMIT_ANA);
      expect(valueOf(claim)).toBe('submitting');
    },
  );

  it('ignores the visitor while the claim is on its way', async () => {
    const claim = await startIdle(5);
    openAndSubmit(claim);
    for (const type of ['claim.cancel', 'reset.request', 'status.refresh'] as const) {
      claim.actor.send({ type });
    }
    claim.actor.send(SUBMIT_ANA);
    expect(valueOf(claim)).toBe('submitting');
    expect(claim.waiting()).toEqual({ fetchStatus: 0, submitClaim: 1, resetClaims: 0 });
  });

  it('opens a fresh form after a claim', async () => {
    const claim = await startIdle(5);
    openAndSubmit(claim);
    await claim.claimRefused(refusal('VALIDATION_FAILED'));
    claim.actor.send({ type: 'claim.cancel' });
    openAndSubmit(claim, 'Business visa');
    await claim.claimGranted({ claimNumber: 6, remaining: PROMO_SPOTS - 6 });
    claim.actor.send({ type: 'claim.dismiss' });
    claim.actor.send({ type: 'claim.open', promo: 'Family visa' });
    expect(claim.actor.getSnapshot().context).toMatchObject({
      promo: 'Family visa',
      claimNumber: null,
      error: null,
      details: BLANK,
    });
  });
});

describe('promo claim hidden reset (product §4, §8 "Promo reset"; DESIGN 2)', () => {
  async function askForReset(claim: ClaimHarness): Promise<void> {
    claim.actor.send({ type: 'reset.request' });
    expect(valueOf(claim)).toBe('confirmingReset');
    claim.actor.send({ type: 'reset.confirm' });
    expect(valueOf(claim)).toBe('enteringSecret');
  }

  it('resets after confirmation and the secret, then clears the mirror and says so', async () => {
    const claim = await startIdle(PROMO_SPOTS);
    await askForReset(claim);
    claim.actor.send({ type: 'reset.submit', secret: 'open sesame' });
    expect(valueOf(claim)).toBe('resetting');
    expect(JSON.stringify(claim.actor.getSnapshot().context)).not.toContain('open sesame');
    await claim.resetDone();
    expect(valueOf(claim)).toBe('idle');
    expect(claim.actor.getSnapshot().context.claimed).toBe(0);
    expect(claim.takeEffects()).toEqual([
      ['resetClaims', { secret: 'open sesame' }],
      ['clearStoredPromo'],
      ['storeCount', 0],
      ['notifyResetDone'],
    ]);
  });

  it('reports a failed reset and asks the server for the count again', async () => {
    const claim = await startIdle(20);
    await askForReset(claim);
    claim.actor.send({ type: 'reset.submit', secret: 'wrong' });
    await claim.resetFails();
    expect(valueOf(claim)).toBe('loading');
    expect(claim.actor.getSnapshot().context.claimed).toBe(20);
    expect(claim.takeEffects()).toEqual([['resetClaims', { secret: 'wrong' }], ['notifyResetFailed'], ['fetchStatus']]);
  });

  it('ignores an empty secret', async () => {
    const claim = await startIdle(20);
    await askForReset(claim);
    claim.actor.send({ type: 'reset.submit', secret: '' });
    expect(valueOf(claim)).toBe('enteringSecret');
    expect(claim.waiting().resetClaims).toBe(0);
  });

  it.each(['confirmingReset', 'enteringSecret'])(
    'goes back through a fresh status call when cancelled in %s',
    async (where) => {
      const claim = await startIdle(PROMO_SPOTS);
      claim.actor.send({ type: 'reset.request' });
      if (where === 'enteringSecret') {
        claim.actor.send({ type: 'reset.confirm' });
      }
      claim.actor.send({ type: 'reset.cancel' });
      expect(valueOf(claim)).toBe('loading');
      await claim.status({ limit: PROMO_SPOTS, claimed: PROMO_SPOTS });
      expect(valueOf(claim)).toBe('expired');
      // the visitor saw Offer Expired before; the detour says nothing new
      expect(claim.takeEffects()).toEqual([['fetchStatus'], ['storeCount', PROMO_SPOTS]]);
    },
  );

  it('can be asked from the claim modal', async () => {
    const claim = await startIdle(5);
    openAndSubmit(claim);
    await claim.claimGranted({ claimNumber: 6, remaining: PROMO_SPOTS - 6 });
    claim.actor.send({ type: 'reset.request' });
    expect(valueOf(claim)).toBe('confirmingReset');
  });

  it('cannot be asked while the form is open or failed, so nothing typed is lost', async () => {
    const claim = await startIdle(5);
    claim.actor.send({ type: 'claim.open', promo: 'Express Visa' });
    claim.actor.send({ type: 'reset.request' });
    expect(valueOf(claim)).toBe('formOpen');
    claim.actor.send(SUBMIT_ANA);
    await claim.claimRefused(refusal());
    claim.actor.send({ type: 'reset.request' });
    expect(valueOf(claim)).toBe('failed');
  });

  it('cannot be asked before the first status answer', () => {
    const claim = startClaim({ mirroredCount: 3 });
    claim.actor.send({ type: 'reset.request' });
    expect(valueOf(claim)).toBe('loading');
  });

  it('reads Offer Expired again when spots run out after a reset, with the claim as the only notice', async () => {
    const claim = await startIdle(1, 1);
    await askForReset(claim);
    claim.actor.send({ type: 'reset.submit', secret: 'open sesame' });
    await claim.resetDone();
    claim.takeEffects();
    openAndSubmit(claim);
    await claim.claimGranted({ claimNumber: 1, remaining: 0 });
    claim.actor.send({ type: 'claim.dismiss' });
    expect(valueOf(claim)).toBe('expired');
    expect(claim.takeEffects()).not.toContainEqual(['notifyExpired']);
  });
});

describe('promo claim without an app', () => {
  it('runs on its placeholders: status and claims fail, nothing breaks', async () => {
    const actor = createActor(promoClaimMachine, { input: { mirroredCount: 2 } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'claim.open', promo: 'Express Visa' });
    actor.send(SUBMIT_ANA);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('failed');
    actor.send({ type: 'claim.cancel' });
    actor.send({ type: 'reset.request' });
    actor.send({ type: 'reset.confirm' });
    actor.send({ type: 'reset.submit', secret: 'open sesame' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().status).toBe('active');
  });
});

// ---- Every reachable state, and every event from it, against the product's rules ----

const LIMIT = 2;
const WALK_INPUT: PromoClaimInput = { limit: LIMIT, mirroredCount: 1 };

const VISITOR_EVENTS: PromoClaimEvent[] = [
  { type: 'claim.open', promo: 'Express Visa' },
  SUBMIT_ANA,
  { ...SUBMIT_ANA, phone: ' ' },
  { type: 'claim.cancel' },
  { type: 'claim.dismiss' },
  { type: 'status.refresh' },
  { type: 'reset.request' },
  { type: 'reset.confirm' },
  { type: 'reset.cancel' },
  { type: 'reset.submit', secret: 'open sesame' },
  { type: 'reset.submit', secret: '' },
];

const ANSWERS: Answer[] = [
  ...[0, 1, 2].map((claimed): Answer => ({
    type: 'xstate.done.actor.fetchStatus',
    output: { limit: LIMIT, claimed },
  })),
  { type: 'xstate.error.actor.fetchStatus', error: new Error('offline') },
  { type: 'xstate.done.actor.submitClaim', output: { claimNumber: 1, remaining: 1 } },
  { type: 'xstate.done.actor.submitClaim', output: { claimNumber: 2, remaining: 0 } },
  ...['PROMO_EXPIRED', 'ALREADY_CLAIMED', 'VALIDATION_FAILED', undefined].map((code): Answer => ({
    type: 'xstate.error.actor.submitClaim',
    error: refusal(code),
  })),
  { type: 'xstate.done.actor.resetClaims', output: undefined },
  { type: 'xstate.error.actor.resetClaims', error: refusal('RESET_FORBIDDEN') },
];

const STATES = [
  'loading',
  'idle',
  'formOpen',
  'submitting',
  'failed',
  'claimed',
  'expired',
  'confirmingReset',
  'enteringSecret',
  'resetting',
] as const;
type ClaimState = (typeof STATES)[number];

/** The actor a state waits for; only it can answer there. */
const WAITS_FOR: Partial<Record<ClaimState, ActorName>> = {
  loading: 'fetchStatus',
  submitting: 'submitClaim',
  resetting: 'resetClaims',
};

type ClaimView = { value: ClaimState } & ClaimSnapshot['context'];

function view(snapshot: ClaimSnapshot): ClaimView {
  const value = STATES.find((state) => snapshot.matches(state));
  if (value === undefined) {
    throw new Error(`unknown state ${JSON.stringify(snapshot.value)}`);
  }
  return { value, ...snapshot.context };
}

function eventsFrom(value: ClaimState): WalkEvent[] {
  const actor = WAITS_FOR[value];
  if (actor === undefined) {
    return VISITOR_EVENTS;
  }
  return [...VISITOR_EVENTS, ...ANSWERS.filter((answer) => answer.type.endsWith(`.${actor}`))];
}

function codeOf(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

/** The rules written out plainly, as an oracle for the machine. */
function expectedAfter(before: ClaimView, event: WalkEvent): { after: ClaimView; effects: Effect[] } {
  const after: ClaimView = { ...before };
  const effects: Effect[] = [];
  const enter = (target: ClaimState) => {
    // product §4: with every spot taken the button is disabled
    after.value = target === 'idle' && after.claimed >= after.limit ? 'expired' : target;
    if (after.value === 'loading') effects.push(['fetchStatus']);
    if (after.value === 'submitting') {
      const request = { ...after.details, promo: after.promo, claimNumber: after.claimed + 1 };
      effects.push(['submitClaim', request]);
    }
    if (after.value === 'resetting' && event.type === 'reset.submit') {
      effects.push(['resetClaims', { secret: event.secret }]);
    }
  };
  const closeForm = () => Object.assign(after, { promo: '', error: null, details: BLANK });

  switch (before.value) {
    case 'loading':
      if (event.type === 'xstate.done.actor.fetchStatus') {
        Object.assign(after, event.output);
        effects.push(['storeCount', after.claimed]);
        enter('idle');
      } else if (event.type === 'xstate.error.actor.fetchStatus') {
        enter('idle');
      }
      break;
    case 'idle':
      if (event.type === 'claim.open') {
        Object.assign(after, { promo: event.promo, claimNumber: null });
        enter('formOpen');
      } else if (event.type === 'status.refresh') {
        enter('loading');
      } else if (event.type === 'reset.request') {
        enter('confirmingReset');
      }
      break;
    case 'formOpen':
    case 'failed':
      if (event.type === 'claim.submit') {
        const { name, email, phone } = event;
        const complete = [name, email, phone].every((field) => field.trim() !== '');
        after.details = { name, email, phone };
        after.error = complete ? null : 'invalid';
        enter(complete ? 'submitting' : 'failed');
      } else if (event.type === 'claim.cancel') {
        closeForm();
        enter('idle');
      }
      break;
    case 'submitting':
      if (event.type === 'xstate.done.actor.submitClaim') {
        const { claimNumber, remaining } = event.output;
        Object.assign(after, { claimNumber, claimed: after.limit - remaining, details: BLANK });
        effects.push(['storeCount', after.claimed], ['notifyClaimed', claimNumber]);
        enter('claimed');
      } else if (event.type === 'xstate.error.actor.submitClaim') {
        const code = codeOf(event.error);
        if (code === 'PROMO_EXPIRED') {
          after.claimed = after.limit;
          closeForm();
          // the visitor's own claim was refused: the one time the expiry is a notice
          effects.push(['storeCount', after.limit], ['notifyExpired']);
          enter('expired');
        } else {
          after.error =
            code === 'ALREADY_CLAIMED' ? 'alreadyClaimed' : code === 'VALIDATION_FAILED' ? 'invalid' : 'failed';
          enter('failed');
        }
      }
      break;
    case 'claimed':
      if (event.type === 'claim.dismiss') enter('idle');
      if (event.type === 'reset.request') enter('confirmingReset');
      break;
    case 'expired':
      if (event.type === 'status.refresh') enter('loading');
      if (event.type === 'reset.request') enter('confirmingReset');
      break;
    case 'confirmingReset':
      if (event.type === 'reset.confirm') enter('enteringSecret');
      if (event.type === 'reset.cancel') enter('loading');
      break;
    case 'enteringSecret':
      if (event.type === 'reset.submit' && event.secret !== '') enter('resetting');
      if (event.type === 'reset.cancel') enter('loading');
      break;
    case 'resetting':
      if (event.type === 'xstate.done.actor.resetClaims') {
        after.claimed = 0;
        effects.push(['clearStoredPromo'], ['storeCount', 0], ['notifyResetDone']);
        enter('idle');
      } else if (event.type === 'xstate.error.actor.resetClaims') {
        effects.push(['notifyResetFailed']);
        enter('loading');
      }
      break;
  }
  return { after, effects };
}

describe('promo claim paths (@xstate/graph)', () => {
  const paths = getShortestPaths(promoClaimMachine, {
    input: WALK_INPUT,
    // The graph also feeds the invoked actors' answers, which PromoClaimEvent does not list.
    events: [...VISITOR_EVENTS, ...ANSWERS] as readonly PromoClaimEvent[],
  });

  it('reaches every state, each with the contexts its paths give it', () => {
    const reached = new Set(paths.map((path) => view(path.state).value));
    expect([...reached].sort()).toEqual([...STATES].sort());
    const views = new Set(paths.map((path) => JSON.stringify(view(path.state))));
    expect(views.size).toBe(paths.length);
  });

  it('forgets what was typed and the error once the form is closed', () => {
    const withForm: ClaimState[] = ['formOpen', 'submitting', 'failed'];
    for (const path of paths) {
      const { value, details, error } = view(path.state);
      if (!withForm.includes(value)) {
        expect({ value, details, error }).toEqual({ value, details: BLANK, error: null });
      }
    }
  });

  it('has every event type change something from some reachable state', () => {
    const used = new Set<string>();
    for (const path of paths) {
      const before = view(path.state);
      for (const event of eventsFrom(before.value)) {
        const { after, effects } = expectedAfter(before, event);
        if (effects.length || JSON.stringify(after) !== JSON.stringify(before)) {
          used.add(event.type);
        }
      }
    }
    const all = new Set([...VISITOR_EVENTS, ...ANSWERS].map((event) => event.type));
    expect([...used].sort()).toEqual([...all].sort());
  });

  it.each(paths.map((path) => [path.steps.map((s) => JSON.stringify(s.event)).join(' → '), path]))(
    'from %s, every event does what product.md says',
    async (_, path) => {
      // the first step is the graph's own xstate.init
      const steps: WalkEvent[] = path.steps.slice(1).map((step) => step.event);
      for (const event of eventsFrom(view(path.state).value)) {
        const claim = startClaim(WALK_INPUT);
        await claim.play(steps);
        const before = view(claim.actor.getSnapshot());
        expect(before).toEqual(view(path.state));
        claim.takeEffects();

        await claim.play([event]);

        const expected = expectedAfter(before, event);
        expect(view(claim.actor.getSnapshot())).toEqual(expected.after);
        expect(claim.takeEffects()).toEqual(expected.effects);
        claim.actor.stop();
      }
    },
  );
});
