// An application from an apply modal: the visa services' (product §4 "Visa application", §7) and
// the permit and visa card screens' (product §4 "Permit and visa modals"; DESIGN 3). The apply
// form, its submit with upload progress, the success modal, and a failure that keeps the form
// for a retry (product §8). What the visitor typed and chose stays in the app's form; it reaches
// `submit` as the multipart parts of the contract's operation (`ApplicationUpload`).
// The app makes the ID when the modal opens ("VS…" for a visa, "PA…" for a permit) and it is
// fixed for the machine's life, so a retry after a lost answer is stored once (DESIGN 5;
// docs/decisions.md 5, 12, 33).
// The upload's parts are the browser's FormData, the one DOM type a machine names.
/// <reference lib="dom" />
import { assertEvent, assign, fromCallback, setup, type CallbackLogicFunction, type EventObject } from 'xstate';
import { APPLICATION_ID_PATTERN } from '@cipta/domain/constants';
import type { operations } from '@cipta/domain/contract';

export interface ApplicationInput {
  /** Made by the app with makeSubmissionId when the apply modal opens (product §7). */
  submissionId: string;
}

/**
 * The server's answer to a stored application, for the success modal (product §4): the ID it is
 * stored under, and for a visa the status label and the time it was received.
 */
export interface ApplicationReceipt {
  applicationId: string;
  status?: string;
  receivedAt?: string;
}

/**
 * What the form says after a failed submit (product §8): 'failed' for an answer without the
 * success flag ("Gagal mengirim aplikasi"), 'error' for a call that threw ("Terjadi kesalahan").
 */
export type ApplicationError = 'failed' | 'error';

export interface ApplicationContext {
  submissionId: string;
  error: ApplicationError | null;
  result: ApplicationReceipt | null;
  /** How much of the current submit has been uploaded, from 0 to 1. */
  progress: number;
}

/** The API operation an application goes to (openapi.yaml): the visa catalogue's or the card screens'. */
export type ApplicationOperation = Extract<keyof operations, 'submitVisaApplication' | 'submitPermitApplication'>;

/** What the apply form hands the machine: the operation and its multipart parts (product §7). */
export interface ApplicationUpload {
  operation: ApplicationOperation;
  /** The form's fields and files, as the app made them; `submit` puts the submissionId first. */
  parts: FormData;
}

/** submit's input: the fixed submissionId and the form's upload. */
export interface ApplicationSubmitInput {
  submissionId: string;
  payload: ApplicationUpload;
}

/** What the app's submit actor sends back to the machine. */
export type ApplicationSubmitReport =
  | { type: 'upload.progressed'; fraction: number }
  | { type: 'submit.succeeded'; result: ApplicationReceipt }
  | { type: 'submit.unsuccessful' }
  | { type: 'submit.threw' };

/**
 * The shape of the app's submit, `fromCallback(submitApplication)` in `.provide()`: it sends the
 * submissionId with the upload's parts to the upload's operation.
 */
export type ApplicationSubmitCallback = CallbackLogicFunction<
  EventObject,
  ApplicationSubmitReport,
  ApplicationSubmitInput
>;

export type ApplicationEvent =
  { type: 'form.submit'; payload: ApplicationUpload } | { type: 'success.close' } | ApplicationSubmitReport;

function initialContext({ input }: { input: ApplicationInput }): ApplicationContext {
  if (!APPLICATION_ID_PATTERN.test(input.submissionId)) {
    throw new RangeError(`applicationMachine needs a submissionId, got ${input.submissionId}`);
  }
  return { submissionId: input.submissionId, error: null, result: null, progress: 0 };
}

const notProvided: ApplicationSubmitCallback = () => {
  throw new Error('applicationMachine: the app did not provide submit');
};

export const applicationMachine = setup({
  types: {
    input: {} as ApplicationInput,
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
  },
  actors: {
    submit: fromCallback<EventObject, ApplicationSubmitInput>(notProvided),
  },
  actions: {
    startAttempt: assign({ error: null, progress: 0 }),
    showProgress: assign(({ context, event }) => ({
      progress: event.type === 'upload.progressed' ? Math.min(1, Math.max(0, event.fraction)) : context.progress,
    })),
    showReceipt: assign(({ context, event }) => ({
      result: event.type === 'submit.succeeded' ? event.result : context.result,
    })),
    showError: assign((_, error: ApplicationError) => ({ error })),
  },
  guards: {
    isFraction: ({ event }) => event.type === 'upload.progressed' && Number.isFinite(event.fraction),
  },
}).createMachine({
  id: 'application',
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
    // product §4: the form stays filled, with every file, and the button is enabled again; a
    // retry keeps the id.
    failure: {
      on: { 'form.submit': 'submitting' },
    },
    // The success modal with the application ID and the status Sedang Diproses; the app
    // clears the form.
    success: {
      on: { 'success.close': 'closed' },
    },
    // product §4: closing the success modal also closes the apply modal.
    closed: {
      type: 'final',
    },
  },
});
