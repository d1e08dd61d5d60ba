// The promo claim (product §4 "Promo claim", §8 promo rows, §9): a form that claims one of the
// limited spots, the claim modal with the spot number, Offer Expired when none is left, and
// the hidden reset. The server owns the count (DESIGN "Where we do better" 1); the browser
// only mirrors it (storeCount) and shows the mirror until the server answers. The reset secret
// is typed by the operator and goes straight to resetClaims, never into context (DESIGN 2).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { PROMO_SPOTS } from '@cipta/domain/constants';

export interface PromoClaimInput {
  /** The number of spots until the server says otherwise. */
  limit?: number;
  /** The count local storage remembered (promoClaimCount), shown at once. */
  mirroredCount: number;
}

export interface ClaimDetails {
  name: string;
  email: string;
  phone: string;
}

/** What the form shows after a failed claim; §8 "Promo claim failure" is 'failed'. */
export type PromoClaimError = 'failed' | 'alreadyClaimed' | 'invalid';

export interface PromoClaimContext {
  limit: number;
  /** Spots taken, from 0 to limit: the server's count, or the mirror until it answers. */
  claimed: number;
  /** The title of the slide whose claim button opened the form, or ''. */
  promo: string;
  /** The spot the server assigned to this visitor's claim. */
  claimNumber: number | null;
  error: PromoClaimError | null;
  /** What the visitor typed, kept while the form is open so a failed claim can be resent. */
  details: ClaimDetails;
}

/** fetchStatus's answer (GET /api/promo-claim/status). */
export interface PromoStatus {
  limit: number;
  claimed: number;
}

/** submitClaim's input (POST /api/promo-claim); claimNumber is only the browser's guess. */
export interface PromoClaimRequest extends ClaimDetails {
  promo: string;
  claimNumber: number;
}

/** submitClaim's answer: the spot the server assigned and how many are left. */
export interface PromoClaimResult {
  claimNumber: number;
  remaining: number;
}

/** resetClaims's input (POST /api/promo-claim/reset). */
export interface PromoResetRequest {
  secret: string;
}

/** The codes of the server's refusals the machine tells apart; any other error is 'failed'. */
export type PromoClaimRefusalCode = 'PROMO_EXPIRED' | 'ALREADY_CLAIMED' | 'VALIDATION_FAILED';

export type PromoClaimEvent =
  | { type: 'claim.open'; promo: string }
  | { type: 'claim.cancel' }
  | { type: 'claim.submit'; name: string; email: string; phone: string }
  | { type: 'claim.dismiss' }
  /** The app sends it when the page regains focus, so the count is not stale. */
  | { type: 'status.refresh' }
  /** Ctrl+Shift+R or the hidden admin button (product §4). */
  | { type: 'reset.request' }
  | { type: 'reset.cancel' }
  | { type: 'reset.confirm' }
  | { type: 'reset.submit'; secret: string };

const NO_DETAILS: ClaimDetails = { name: '', email: '', phone: '' };

/** A count the page can show: a whole number from 0 to the limit, whatever it was given. */
function spotsTaken(count: number, limit: number): number {
  return Number.isFinite(count) ? Math.min(limit, Math.max(0, Math.floor(count))) : 0;
}

/** The app's client rejects with an error whose `code` is the server's error code. */
function isRefusal(error: unknown, code: PromoClaimRefusalCode): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

function notProvided(actor: string): Promise<never> {
  return Promise.reject(new Error(`promoClaimMachine: the app did not provide ${actor}`));
}

const claimedCount = ({ context }: { context: PromoClaimContext }) => context.claimed;
const actorError = ({ event }: { event: { error: unknown } }) => event.error;

// From the open form, and again after a failure: product §5 requires all three fields.
const submitTransitions = [
  { guard: 'hasAllDetails', target: 'submitting', actions: 'keepDetails' },
  { target: 'failed', actions: ['keepDetails', { type: 'showError', params: 'invalid' }] },
] as const;

export const promoClaimMachine = setup({
  types: {
    input: {} as PromoClaimInput,
    context: {} as PromoClaimContext,
    events: {} as PromoClaimEvent,
  },
  actors: {
    fetchStatus: fromPromise<PromoStatus>(() => notProvided('fetchStatus')),
    submitClaim: fromPromise<PromoClaimResult, PromoClaimRequest>(() => notProvided('submitClaim')),
    resetClaims: fromPromise<void, PromoResetRequest>(() => notProvided('resetClaims')),
  },
  actions: {
    /** Placeholder: the app mirrors the count in local storage as promoClaimCount. */
    storeCount: (_, _count: number) => {},
    /** Placeholder: the app shows the spot number in a notification for 3 seconds. */
    notifyClaimed: (_, _claimNumber: number) => {},
    /**
     * Placeholder: the app says the offers are gone. Only as the answer to the visitor's own
     * claim (issue 21): a promotion found sold out on load or on a refresh shows it on the banner
     * (the expired state), never as a notice nobody asked for.
     */
    notifyExpired: () => {},
    /** Placeholders: the app says the reset worked, or that it failed (product §8). */
    notifyResetDone: () => {},
    notifyResetFailed: () => {},
    /** Placeholder: the app removes the promo keys from local storage. */
    clearStoredPromo: () => {},
    applyStatus: assign((_, status: PromoStatus) => ({
      limit: status.limit,
      claimed: spotsTaken(status.claimed, status.limit),
    })),
    // Every way out of the form already clears what was typed and the error.
    openForm: assign({
      promo: ({ event }) => (event.type === 'claim.open' ? event.promo : ''),
      claimNumber: null,
    }),
    keepDetails: assign({
      details: ({ context, event }) =>
        event.type === 'claim.submit' ? { name: event.name, email: event.email, phone: event.phone } : context.details,
      error: null,
    }),
    closeForm: assign({ promo: '', error: null, details: NO_DETAILS }),
    showError: assign((_, error: PromoClaimError) => ({ error })),
    applyClaimResult: assign(({ context }, result: PromoClaimResult) => ({
      claimNumber: result.claimNumber,
      claimed: spotsTaken(context.limit - result.remaining, context.limit),
      details: NO_DETAILS,
    })),
    takeAllSpots: assign(({ context }) => ({ claimed: context.limit })),
    clearCount: assign({ claimed: 0 }),
  },
  guards: {
    allSpotsTaken: ({ context }) => context.claimed >= context.limit,
    hasAllDetails: ({ event }) =>
      event.type === 'claim.submit' && [event.name, event.email, event.phone].every((field) => field.trim() !== ''),
    isPromoExpired: (_, error: unknown) => isRefusal(error, 'PROMO_EXPIRED'),
    isAlreadyClaimed: (_, error: unknown) => isRefusal(error, 'ALREADY_CLAIMED'),
    isInvalidClaim: (_, error: unknown) => isRefusal(error, 'VALIDATION_FAILED'),
    hasSecret: ({ event }) => event.type === 'reset.submit' && event.secret !== '',
  },
}).createMachine({
  id: 'promoClaim',
  context: ({ input }) => {
    const limit = input.limit ?? PROMO_SPOTS;
    return {
      limit,
      claimed: spotsTaken(input.mirroredCount, limit),
      promo: '',
      claimNumber: null,
      error: null,
      details: NO_DETAILS,
    };
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: {
          target: 'idle',
          actions: [
            { type: 'applyStatus', params: ({ event }) => event.output },
            { type: 'storeCount', params: claimedCount },
          ],
        },
        // the last count known stands: at first the mirrored one
        onError: 'idle',
      },
    },
    // The claim button is enabled: idle holds only while a spot is left.
    idle: {
      always: { guard: 'allSpotsTaken', target: 'expired' },
      on: {
        'claim.open': { target: 'formOpen', actions: 'openForm' },
        'status.refresh': 'loading',
        'reset.request': 'confirmingReset',
      },
    },
    formOpen: {
      on: {
        'claim.submit': submitTransitions,
        'claim.cancel': { target: 'idle', actions: 'closeForm' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitClaim',
        src: 'submitClaim',
        input: ({ context }) => ({
          ...context.details,
          promo: context.promo,
          claimNumber: context.claimed + 1,
        }),
        onDone: {
          target: 'claimed',
          actions: [
            { type: 'applyClaimResult', params: ({ event }) => event.output },
            { type: 'storeCount', params: claimedCount },
            { type: 'notifyClaimed', params: ({ event }) => event.output.claimNumber },
          ],
        },
        onError: [
          // another visitor took the last spot while this form was open
          {
            guard: { type: 'isPromoExpired', params: actorError },
            target: 'expired',
            actions: ['takeAllSpots', 'closeForm', { type: 'storeCount', params: claimedCount }, 'notifyExpired'],
          },
          {
            guard: { type: 'isAlreadyClaimed', params: actorError },
            target: 'failed',
            actions: { type: 'showError', params: 'alreadyClaimed' },
          },
          {
            guard: { type: 'isInvalidClaim', params: actorError },
            target: 'failed',
            actions: { type: 'showError', params: 'invalid' },
          },
          { target: 'failed', actions: { type: 'showError', params: 'failed' } },
        ],
      },
    },
    // The form stays open with what was typed and says what went wrong.
    failed: {
      on: {
        'claim.submit': submitTransitions,
        'claim.cancel': { target: 'idle', actions: 'closeForm' },
      },
    },
    // The claim modal shows claimNumber.
    claimed: {
      on: {
        'claim.dismiss': 'idle',
        'reset.request': 'confirmingReset',
      },
    },
    // The button is disabled and reads Offer Expired; the banner says the spots are gone.
    expired: {
      on: {
        'status.refresh': 'loading',
        'reset.request': 'confirmingReset',
      },
    },
    // The hidden reset (product §4) starts only where no form is open, so nothing typed is lost
    // and no claim is in flight.
    confirmingReset: {
      on: {
        'reset.confirm': 'enteringSecret',
        'reset.cancel': 'loading',
      },
    },
    enteringSecret: {
      on: {
        'reset.submit': { guard: 'hasSecret', target: 'resetting' },
        'reset.cancel': 'loading',
      },
    },
    resetting: {
      invoke: {
        id: 'resetClaims',
        src: 'resetClaims',
        input: ({ event }) => {
          assertEvent(event, 'reset.submit');
          return { secret: event.secret };
        },
        onDone: {
          target: 'idle',
          actions: ['clearCount', 'clearStoredPromo', { type: 'storeCount', params: claimedCount }, 'notifyResetDone'],
        },
        onError: { target: 'loading', actions: 'notifyResetFailed' },
      },
    },
  },
});
