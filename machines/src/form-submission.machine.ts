// The shape the site's message forms share, the contact form (product §4 "Contact form") and the
// consultation request (product §4 "Consultation"): the app's check refuses an incomplete form, a
// complete one is sent once at a time, and the send ends in a success, which clears the form, or
// a failure, which keeps all that was typed for another try. What the visitor typed stays in the
// app's form; it reaches `submit` as the payload of `form.submit`.
import { assertEvent, fromPromise, setup } from 'xstate';

export type FormSubmissionEvent<Payload> =
  /** A complete form: send it. */
  | { type: 'form.submit'; payload: Payload }
  /** The app's check refused the form (empty or malformed fields); nothing is sent. */
  | { type: 'form.invalid' }
  /** The visitor closes what the success showed (the consultation's modal, say). */
  | { type: 'success.dismiss' };

/** What `submit` is given: the payload of the `form.submit` that started it. */
export interface FormSubmitInput<Payload> {
  payload: Payload;
}

/**
 * A machine for one form. `submit` (a promise actor: resolves when the server stored the
 * payload, rejects otherwise) and `clearForm` are the app's, given with `.provide()`.
 */
export function createFormSubmissionMachine<Payload>(id: string) {
  return setup({
    types: {
      events: {} as FormSubmissionEvent<Payload>,
    },
    actors: {
      submit: fromPromise<unknown, FormSubmitInput<Payload>>(async () => {
        throw new Error(`${id}: the app did not provide submit`);
      }),
    },
    actions: {
      // The app empties its form here.
      clearForm: () => {},
    },
  }).createMachine({
    id,
    initial: 'ready',
    states: {
      // The form can be sent; which substate says what the visitor sees above the button.
      ready: {
        initial: 'editing',
        on: {
          'form.submit': 'submitting',
          'form.invalid': '.invalid',
        },
        states: {
          editing: {},
          // The empty-fields alert, or the fields' own errors.
          invalid: {},
          // product §8: the failure message; everything typed is still in the form.
          failed: {},
          // product §4: the form is empty again; the success message (or modal) shows.
          succeeded: {
            entry: 'clearForm',
            on: { 'success.dismiss': 'editing' },
          },
        },
      },
      // The button is disabled and says it is sending; a second submit is not taken.
      submitting: {
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ event }) => {
            assertEvent(event, 'form.submit');
            return { payload: event.payload };
          },
          onDone: 'ready.succeeded',
          onError: 'ready.failed',
        },
      },
    },
  });
}

export type FormSubmissionMachine<Payload> = ReturnType<typeof createFormSubmissionMachine<Payload>>;
