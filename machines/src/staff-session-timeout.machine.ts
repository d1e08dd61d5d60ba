// issue 28 "Nothing typed is lost": the staff area warns before the session's idle limit, offers
// to stay signed in, and leaves for the sign-in page once the session has ended. Every staff
// call restarts the API's idle clock; the app reports each one (from this tab or another) as
// `session.seen`, so a colleague tab's activity never lets this one warn wrongly.
import { assign, fromPromise, setup } from 'xstate';

/** The API's clocks as this browser counts them (milliseconds since the epoch). */
export interface SessionDeadlines {
  /** When the session ends without another call (the idle limit). */
  idleEndsAt: number;
  /** When it ends whatever happens (the absolute limit). */
  endsAt: number;
}

export interface StaffSessionTimeoutInput extends SessionDeadlines {
  /** How long before the end the warning shows (warningLeadMs of the idle limit). */
  leadMs: number;
  now?: () => number;
}

export interface StaffSessionTimeoutContext extends SessionDeadlines {
  leadMs: number;
  now: () => number;
}

export type StaffSessionTimeoutEvent =
  /** A staff call was answered (this tab or another): the idle clock restarted. */
  | ({ type: 'session.seen' } & SessionDeadlines)
  /** The person chose "Stay signed in". */
  | { type: 'session.stay' };

/** Two minutes, or a third of a short idle limit (tests run with 40 seconds). */
export function warningLeadMs(idleSeconds: number): number {
  return Math.min(120_000, Math.floor((idleSeconds * 1000) / 3));
}

/** When the session ends: its idle limit, or its absolute one when that comes first. */
export function sessionEnd(deadlines: SessionDeadlines): number {
  return Math.min(deadlines.idleEndsAt, deadlines.endsAt);
}

/** Whether staying signed in can help: it cannot move the absolute end. */
export function endsForGood(deadlines: SessionDeadlines): boolean {
  return deadlines.endsAt <= deadlines.idleEndsAt;
}

function notProvided(actor: string): Promise<never> {
  return Promise.reject(new Error(`staffSessionTimeoutMachine: the app did not provide ${actor}`));
}

const untilEnd = ({ context }: { context: StaffSessionTimeoutContext }) =>
  Math.max(0, sessionEnd(context) - context.now());

export const staffSessionTimeoutMachine = setup({
  types: {
    input: {} as StaffSessionTimeoutInput,
    context: {} as StaffSessionTimeoutContext,
    events: {} as StaffSessionTimeoutEvent,
  },
  delays: {
    untilWarning: ({ context }) => Math.max(0, untilEnd({ context }) - context.leadMs),
    untilEnd,
  },
  actors: {
    /**
     * Asks the API for the session (GET /api/staff/session, which restarts its idle clock):
     * its new deadlines, or undefined when it has ended (401).
     */
    touchSession: fromPromise<SessionDeadlines | undefined>(() => notProvided('touchSession')),
  },
  guards: {
    /** The API answered the session (undefined: it had ended). */
    sessionLive: (_, answer: SessionDeadlines | undefined) => answer !== undefined,
  },
  actions: {
    remember: assign(({ event }) =>
      event.type === 'session.seen' ? { idleEndsAt: event.idleEndsAt, endsAt: event.endsAt } : {},
    ),
    rememberAnswer: assign((_, answer: SessionDeadlines | undefined) => ({ ...answer })),
    /** Placeholder: the app leads to the sign-in page, saying the session expired. */
    leave: () => {},
  },
}).createMachine({
  id: 'staffSessionTimeout',
  context: ({ input }) => ({
    idleEndsAt: input.idleEndsAt,
    endsAt: input.endsAt,
    leadMs: input.leadMs,
    now: input.now ?? Date.now,
  }),
  initial: 'active',
  states: {
    active: {
      on: { 'session.seen': { target: 'active', reenter: true, actions: 'remember' } },
      after: { untilWarning: 'warning' },
    },
    warning: {
      on: {
        'session.seen': { target: 'active', actions: 'remember' },
        'session.stay': 'staying',
      },
      // This tab's clock says the session has ended; the API decides (another tab may have kept it).
      after: { untilEnd: 'confirming' },
    },
    staying: {
      on: { 'session.seen': { target: 'active', actions: 'remember' } },
      invoke: {
        id: 'touchSession',
        src: 'touchSession',
        onDone: [
          {
            guard: { type: 'sessionLive', params: ({ event }) => event.output },
            target: 'active',
            actions: { type: 'rememberAnswer', params: ({ event }) => event.output },
          },
          { target: 'expired' },
        ],
        // The network failed: the warning stays, and the button can be pressed again.
        onError: 'warning',
      },
    },
    confirming: {
      on: { 'session.seen': { target: 'active', actions: 'remember' } },
      invoke: {
        id: 'touchSession',
        src: 'touchSession',
        onDone: [
          {
            guard: { type: 'sessionLive', params: ({ event }) => event.output },
            target: 'active',
            actions: { type: 'rememberAnswer', params: ({ event }) => event.output },
          },
          { target: 'expired' },
        ],
        onError: 'expired',
      },
    },
    expired: { type: 'final', entry: 'leave' },
  },
});
