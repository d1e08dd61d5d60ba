// The visa application (spec §4 "Visa application", §7, §8): the apply form, its submit with
// upload progress, the success modal, and a failure that keeps the form for a retry. What the
// visitor typed and chose stays in the app's form; it reaches `submit` as an opaque payload.
// The submissionId is fixed for the machine's life, so a retry is stored once (DESIGN 5).
import {
  assertEvent,
  assign,
  fromCallback,
  setup,
  type CallbackLogicFunction,
  type EventObject,
} from 'xstate';
import { SUBMISSION_ID_PATTERN } from './constants.js';

export interface VisaApplicationInput {
  /** Made by the app with makeSubmissionId when the apply modal opens (spec §7). */
  submissionId: string;
}

/** The server's answer to a stored application: the success modal shows it (spec §4). */
export interface VisaApplicationReceipt {
  submissionId: string;
  status: string;
  receivedAt: string;
}

/**
 * What the form says after a failed submit (spec §8): 'failed' for an answer without the
 * success flag ("Gagal mengirim aplikasi"), 'error' for a call that threw ("Terjadi kesalahan").
 */
export type VisaApplicationError = 'failed' | 'error';

export interface VisaApplicationContext {
  submissionId: string;
  error: VisaApplicationError | null;
  result: VisaApplicationReceipt | null;
  /** How much of the current submit has been uploaded, from 0 to 1. */
  progress: number;
}

/** submit's input: the fixed submissionId and the form's fields and files, as the app made them. */
export interface VisaSubmitInput {
  submissionId: string;
  payload: unknown;
}

/** What the app's submit actor sends back to the machine. */
export type VisaSubmitReport =
  | { type: 'upload.progressed'; fraction: number }
  | { type: 'submit.succeeded'; result: VisaApplicationReceipt }
  | { type: 'submit.unsuccessful' }
  | { type: 'submit.threw' };

/** The shape of the app's submit: `fromCallback(submitVisaApplication)` in `.provide()`. */
export type VisaSubmitCallback = CallbackLogicFunction<
  EventObject,
  VisaSubmitReport,
  VisaSubmitInput
>;

export type VisaApplicationEvent =
  | { type: 'form.submit'; payload: unknown }
  | { type: 'success.close' }
  | VisaSubmitReport;

function initialContext({ input }: { input: VisaApplicationInput }): VisaApplicationContext {
  if (!SUBMISSION_ID_PATTERN.test(input.submissionId)) {
    throw new RangeError(`visaApplicationMachine needs a submissionId, got ${input.submissionId}`);
  }
  return { submissionId: input.submissionId, error: null, result: null, progress: 0 };
}

const notProvided: VisaSubmitCallback = () => {
  throw new Error('visaApplicationMachine: the app did not provide submit');
};

export const visaApplicationMachine = setup({
  types: {
    input: {} as VisaApplicationInput,
    context: {} as VisaApplicationContext,
    events: {} as VisaApplicationEvent,
  },
  actors: {
    submit: fromCallback<EventObject, VisaSubmitInput>(notProvided),
  },
  actions: {
    startAttempt: assign({ error: null, progress: 0 }),
    showProgress: assign(({ context, event }) => ({
      progress:
        event.type === 'upload.progressed'
          ? Math.min(1, Math.max(0, event.fraction))
          : context.progress,
    })),
    showReceipt: assign(({ context, event }) => ({
      result: event.type === 'submit.succeeded' ? event.result : context.result,
    })),
    showError: assign((_, error: VisaApplicationError) => ({ error })),
  },
  guards: {
    isFraction: ({ event }) =>
      event.type === 'upload.progressed' && Number.isFinite(event.fraction),
  },
}).createMachine({
  id: 'visaApplication',
  context: initialContext,
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
        input: ({ context, event }) => {
          assertEvent(event, 'form.submit');
          return { submissionId: context.submissionId, payload: event.payload };
        },
        onError: { target: 'failure', actions: { type: 'showError', params: 'error' } },
      },
      on: {
        'upload.progressed': { guard: 'isFraction', actions: 'showProgress' },
        'submit.succeeded': { target: 'success', actions: 'showReceipt' },
        'submit.unsuccessful': {
          target: 'failure',
          actions: { type: 'showError', params: 'failed' },
        },
        'submit.threw': { target: 'failure', actions: { type: 'showError', params: 'error' } },
      },
    },
    // spec §4: the form stays filled and the button is enabled again; a retry keeps the id.
    failure: {
      on: { 'form.submit': 'submitting' },
    },
    // The success modal with the application ID and the status Sedang Diproses.
    success: {
      on: { 'success.close': 'closed' },
    },
    // spec §4: closing the success modal also closes the apply modal.
    closed: {
      type: 'final',
    },
  },
});
