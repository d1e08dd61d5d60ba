// An application from a permit or visa card screen (spec §2 "Permit and visa card screens",
// §4 "Permit and visa modals", §8; DESIGN 3): the apply form, its submit to
// POST /api/submit-application with upload progress, the success modal with the ID the server
// gave, and a failure that keeps the form for a retry. What the visitor typed and chose stays in
// the app's form; it reaches `submit` as an opaque payload.
// Unlike the visa application, the browser makes no ID: the server names a permit application
// (docs/decisions.md 12), so the ID arrives with the success.
import { assertEvent, assign, fromCallback, setup, type CallbackLogicFunction, type EventObject } from 'xstate';

/** The server's answer to a stored application: the success modal shows its ID. */
export interface PermitApplicationReceipt {
  applicationId: string;
}

/**
 * What the form says after a failed submit (spec §8): 'failed' for an answer without the
 * success flag, 'error' for a call that threw.
 */
export type PermitApplicationError = 'failed' | 'error';

export interface PermitApplicationContext {
  error: PermitApplicationError | null;
  result: PermitApplicationReceipt | null;
  /** How much of the current submit has been uploaded, from 0 to 1. */
  progress: number;
}

/** What the app's submit actor sends back to the machine. */
export type PermitSubmitReport =
  | { type: 'upload.progressed'; fraction: number }
  | { type: 'submit.succeeded'; result: PermitApplicationReceipt }
  | { type: 'submit.unsuccessful' }
  | { type: 'submit.threw' };

/** The shape of the app's submit: `fromCallback(submitPermitApplication)` in `.provide()`; its input is the form's payload. */
export type PermitSubmitCallback = CallbackLogicFunction<EventObject, PermitSubmitReport, unknown>;

export type PermitApplicationEvent = { type: 'form.submit'; payload: unknown } | { type: 'success.close' } | PermitSubmitReport;

const notProvided: PermitSubmitCallback = () => {
  throw new Error('permitApplicationMachine: the app did not provide submit');
};

export const permitApplicationMachine = setup({
  types: {
    context: {} as PermitApplicationContext,
    events: {} as PermitApplicationEvent,
  },
  actors: {
    submit: fromCallback<EventObject, unknown>(notProvided),
  },
  actions: {
    startAttempt: assign({ error: null, progress: 0 }),
    showProgress: assign(({ context, event }) => ({
      progress: event.type === 'upload.progressed' ? Math.min(1, Math.max(0, event.fraction)) : context.progress,
    })),
    showReceipt: assign(({ context, event }) => ({
      result: event.type === 'submit.succeeded' ? event.result : context.result,
    })),
    showError: assign((_, error: PermitApplicationError) => ({ error })),
  },
  guards: {
    isFraction: ({ event }) => event.type === 'upload.progressed' && Number.isFinite(event.fraction),
  },
}).createMachine({
  id: 'permitApplication',
  context: { error: null, result: null, progress: 0 },
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submit': 'submitting' },
    },
    // The button is disabled and reads Mengirim... with the upload progress.
    submitting: {
      entry: 'startAttempt',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }: { event: PermitApplicationEvent }) => {
          assertEvent(event, 'form.submit');
          return event.payload;
        },
        onError: { target: 'failure', actions: { type: 'showError', params: 'error' } },
      },
      on: {
        'upload.progressed': { guard: 'isFraction', actions: 'showProgress' },
        'submit.succeeded': { target: 'success', actions: 'showReceipt' },
        'submit.unsuccessful': { target: 'failure', actions: { type: 'showError', params: 'failed' } },
        'submit.threw': { target: 'failure', actions: { type: 'showError', params: 'error' } },
      },
    },
    // The form stays filled, with every file, and the button is enabled again.
    failure: {
      on: { 'form.submit': 'submitting' },
    },
    // The success modal with the application ID; the app clears the form.
    success: {
      on: { 'success.close': 'closed' },
    },
    // spec §4: the modal closes once the visitor has seen the success.
    closed: {
      type: 'final',
    },
  },
});
