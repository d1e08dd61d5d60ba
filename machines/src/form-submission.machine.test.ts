import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import {
  createFormSubmissionMachine,
  type FormSubmissionEvent,
  type FormSubmitInput,
} from './form-submission.machine.js';

const formMachine = createFormSubmissionMachine<string>('sampleForm');
type FormSnapshot = SnapshotFrom<typeof formMachine>;

/** The submit actor's end, as a live test brings it about and the graph walk feeds it. */
type Answer =
  { type: 'xstate.done.actor.submit'; output: unknown } | { type: 'xstate.error.actor.submit'; error: unknown };
type WalkEvent = FormSubmissionEvent<string> | Answer;

interface Attempt {
  payload: string;
  signal: AbortSignal;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Lets a settled promise reach the machine. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function startForm() {
  const attempts: Attempt[] = [];
  let cleared = 0;
  const machine = formMachine.provide({
    actors: {
      submit: fromPromise<unknown, FormSubmitInput<string>>(
        ({ input, signal }) =>
          new Promise<void>((resolve, reject) => {
            attempts.push({ payload: input.payload, signal, resolve, reject });
          }),
      ),
    },
    actions: {
      clearForm: () => {
        cleared += 1;
      },
    },
  });
  const actor = createActor(machine).start();
  let answered = 0;
  let looked = 0;

  return {
    actor,
    attempts,
    /** How many times the app was told to empty its form. */
    cleared: () => cleared,
    /** The payloads sent since the last look. */
    takeSent(): string[] {
      const sent = attempts.slice(looked).map((attempt) => attempt.payload);
      looked = attempts.length;
      return sent;
    },
    async play(events: readonly WalkEvent[]): Promise<void> {
      for (const event of events) {
        if (event.type === 'xstate.done.actor.submit' || event.type === 'xstate.error.actor.submit') {
          const attempt = attempts[answered++];
          if (!attempt) throw new Error('no submit is running to answer');
          if (event.type === 'xstate.done.actor.submit') attempt.resolve();
          else attempt.reject(event.error);
          await flush();
        } else {
          actor.send(event);
        }
      }
    },
  };
}

type FormHarness = ReturnType<typeof startForm>;

const STATES = ['ready.editing', 'ready.invalid', 'ready.failed', 'ready.succeeded', 'submitting'] as const;
type FormState = (typeof STATES)[number];

function stateOf(snapshot: FormSnapshot): FormState {
  const { value } = snapshot;
  const state = typeof value === 'string' ? value : `ready.${value.ready}`;
  if (!(STATES as readonly string[]).includes(state)) throw new Error(`unknown state ${JSON.stringify(value)}`);
  return state as FormState;
}

const valueOf = (form: FormHarness) => stateOf(form.actor.getSnapshot());

const DONE: Answer = { type: 'xstate.done.actor.submit', output: undefined };
const ERROR: Answer = { type: 'xstate.error.actor.submit', error: new Error('500') };

describe('a message form (product §4 "Contact form", "Consultation")', () => {
  it('starts ready to edit, having sent nothing', () => {
    const form = startForm();
    expect(valueOf(form)).toBe('ready.editing');
    expect(form.attempts).toEqual([]);
    expect(form.cleared()).toBe(0);
  });

  it('sends nothing for a form its check refused, then sends it once it is complete', async () => {
    const form = startForm();
    await form.play([{ type: 'form.invalid' }]);
    expect(valueOf(form)).toBe('ready.invalid');
    expect(form.attempts).toEqual([]);
    await form.play([{ type: 'form.submit', payload: 'complete' }]);
    expect(valueOf(form)).toBe('submitting');
    expect(form.takeSent()).toEqual(['complete']);
  });

  it('sends the payload as given, and takes no second submit while sending', async () => {
    const form = startForm();
    const payload = 'the request';
    await form.play([{ type: 'form.submit', payload }]);
    expect(form.attempts[0]?.payload).toBe(payload);
    await form.play([{ type: 'form.submit', payload: 'again' }, { type: 'form.invalid' }]);
    expect(valueOf(form)).toBe('submitting');
    expect(form.takeSent()).toEqual([payload]);
  });

  it('empties the form once on success, and its dismissal returns to editing', async () => {
    const form = startForm();
    await form.play([{ type: 'form.submit', payload: 'hello' }, DONE]);
    expect(valueOf(form)).toBe('ready.succeeded');
    expect(form.cleared()).toBe(1);
    await form.play([{ type: 'success.dismiss' }]);
    expect(valueOf(form)).toBe('ready.editing');
    expect(form.cleared()).toBe(1);
  });

  it('keeps the form after a failure, and a retry sends what the form holds now', async () => {
    const form = startForm();
    await form.play([{ type: 'form.submit', payload: 'first' }, ERROR]);
    expect(valueOf(form)).toBe('ready.failed');
    expect(form.cleared()).toBe(0);
    await form.play([{ type: 'form.submit', payload: 'corrected' }, DONE]);
    expect(form.takeSent()).toEqual(['first', 'corrected']);
    expect(valueOf(form)).toBe('ready.succeeded');
  });

  it('sends another message after a success, without dismissing it first', async () => {
    const form = startForm();
    await form.play([{ type: 'form.submit', payload: 'one' }, DONE, { type: 'form.submit', payload: 'two' }]);
    expect(valueOf(form)).toBe('submitting');
    expect(form.takeSent()).toEqual(['one', 'two']);
  });

  it('aborts the request when the app stops the machine (the visitor left the page)', async () => {
    const form = startForm();
    await form.play([{ type: 'form.submit', payload: 'leaving' }]);
    const [attempt] = form.attempts;
    expect(attempt?.signal.aborted).toBe(false);
    form.actor.stop();
    expect(attempt?.signal.aborted).toBe(true);
  });

  it('fails on its placeholder when the app gave no submit, keeping the form', async () => {
    const actor = createActor(formMachine).start();
    actor.send({ type: 'form.submit', payload: 'nobody sends this' });
    await flush();
    expect(stateOf(actor.getSnapshot())).toBe('ready.failed');
    expect(actor.getSnapshot().status).toBe('active');
  });
});

// ---- Every reachable state, and every event from it, against the product's rules ----

const EVENTS: WalkEvent[] = [
  { type: 'form.submit', payload: 'message' },
  { type: 'form.invalid' },
  { type: 'success.dismiss' },
  DONE,
  ERROR,
];

/** The rules written out plainly, as an oracle for the machine. */
function expectedAfter(before: FormState, event: WalkEvent): { after: FormState; sent: string[]; cleared: number } {
  const sending = before === 'submitting';
  switch (event.type) {
    case 'form.submit':
      return sending
        ? { after: before, sent: [], cleared: 0 }
        : { after: 'submitting', sent: [event.payload], cleared: 0 };
    case 'form.invalid':
      return { after: sending ? before : 'ready.invalid', sent: [], cleared: 0 };
    case 'success.dismiss':
      return { after: before === 'ready.succeeded' ? 'ready.editing' : before, sent: [], cleared: 0 };
    case 'xstate.done.actor.submit':
      return { after: 'ready.succeeded', sent: [], cleared: 1 };
    case 'xstate.error.actor.submit':
      return { after: 'ready.failed', sent: [], cleared: 0 };
  }
}

describe('message form paths (@xstate/graph)', () => {
  // The graph also feeds the submit's answers, which FormSubmissionEvent does not list.
  const paths = getShortestPaths(formMachine, { events: EVENTS as readonly FormSubmissionEvent<string>[] });

  it('reaches every state', () => {
    expect(paths.map((path) => stateOf(path.state)).sort()).toEqual([...STATES].sort());
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'from %s, every event does what product.md says',
    async (_, path) => {
      // the first step is the graph's own xstate.init
      const steps = path.steps.slice(1).map((step) => step.event as WalkEvent);
      const before = stateOf(path.state);
      // an answer comes only from a running submit
      const events = EVENTS.filter((event) => before === 'submitting' || !event.type.startsWith('xstate.'));
      for (const event of events) {
        const form = startForm();
        await form.play(steps);
        expect(valueOf(form)).toBe(before);
        form.takeSent();
        const clearedBefore = form.cleared();

        await form.play([event]);

        const expected = expectedAfter(before, event);
        expect(valueOf(form)).toBe(expected.after);
        expect(form.takeSent()).toEqual(expected.sent);
        expect(form.cleared() - clearedBefore).toBe(expected.cleared);
        form.actor.stop();
      }
    },
  );
});
