import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type SnapshotFrom } from 'xstate';
import {
  permitApplicationMachine,
  type PermitApplicationEvent,
  type PermitApplicationReceipt,
  type PermitSubmitCallback,
  type PermitSubmitReport,
} from './permit-application.machine.js';

type PermitSnapshot = SnapshotFrom<typeof permitApplicationMachine>;

/** One call of the app's submit: the payload it was given, and its line back to the machine. */
interface Attempt {
  payload: unknown;
  report: (report: PermitSubmitReport) => void;
  stopped: boolean;
}

const RECEIPT: PermitApplicationReceipt = { applicationId: 'PA80245678K3Q9' };
const FORM = { formType: 'kitap', productId: 'spouse', files: ['marriage.pdf'] };

function isReport(event: PermitApplicationEvent): event is PermitSubmitReport {
  return event.type === 'upload.progressed' || event.type.startsWith('submit.');
}

function startApplication() {
  const attempts: Attempt[] = [];
  // typed as the app's submit will be, so the exported type is checked too
  const fakeSubmit: PermitSubmitCallback = ({ input, sendBack }) => {
    const attempt: Attempt = { payload: input, report: sendBack, stopped: false };
    attempts.push(attempt);
    // the app aborts the upload here
    return () => {
      attempt.stopped = true;
    };
  };
  const actor = createActor(permitApplicationMachine.provide({ actors: { submit: fromCallback(fakeSubmit) } })).start();
  return {
    actor,
    attempts,
    /** The payloads of the submits started since the last look. */
    takeSubmits: () => attempts.splice(0).map((attempt) => attempt.payload),
    /** Sends the visitor's events; a report goes through the running submit, if there is one. */
    play(events: readonly PermitApplicationEvent[]): void {
      for (const event of events) {
        const running = attempts.at(-1);
        if (isReport(event) && running && !running.stopped) running.report(event);
        else actor.send(event);
      }
    },
  };
}

type Harness = ReturnType<typeof startApplication>;
const valueOf = (application: Harness) => application.actor.getSnapshot().value;
const contextOf = (application: Harness) => application.actor.getSnapshot().context;

function submitted(payload: unknown = FORM): Harness {
  const application = startApplication();
  application.actor.send({ type: 'form.submit', payload });
  return application;
}

describe('permit application (spec §4 "Permit and visa modals"; DESIGN 3)', () => {
  it('starts with the form open and nothing sent', () => {
    const application = startApplication();
    expect(valueOf(application)).toBe('editing');
    expect(contextOf(application)).toEqual({ error: null, result: null, progress: 0 });
    expect(application.attempts).toEqual([]);
  });

  it("sends the app's payload as given, and takes no second submit while sending", () => {
    const application = submitted();
    expect(valueOf(application)).toBe('submitting');
    expect(application.attempts[0]?.payload).toBe(FORM);
    application.actor.send({ type: 'form.submit', payload: FORM });
    expect(application.attempts).toHaveLength(1);
  });

  it('shows the upload progress, kept between 0 and 1, and ignores a progress that is not a number', () => {
    const application = submitted();
    const seen = [0.25, 1.5, -1, Number.NaN, 0.75].map((fraction) => {
      application.play([{ type: 'upload.progressed', fraction }]);
      return contextOf(application).progress;
    });
    expect(seen).toEqual([0.25, 1, 0, 0, 0.75]);
  });

  it('shows the ID the server gave, stops the submit, and closes for good on success.close', () => {
    const application = submitted();
    application.play([{ type: 'submit.succeeded', result: RECEIPT }]);
    expect(valueOf(application)).toBe('success');
    expect(contextOf(application)).toMatchObject({ error: null, result: RECEIPT });
    expect(application.attempts[0]?.stopped).toBe(true);
    application.actor.send({ type: 'success.close' });
    expect(valueOf(application)).toBe('closed');
    expect(application.actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['submit.unsuccessful', 'failed'],
    ['submit.threw', 'error'],
  ] as const)('after %s, says %s (spec §8) and takes the corrected form again from progress 0', (type, error) => {
    const application = submitted();
    application.play([{ type: 'upload.progressed', fraction: 0.6 }, { type }]);
    expect(valueOf(application)).toBe('failure');
    expect(contextOf(application)).toMatchObject({ error, result: null });
    application.play([{ type: 'form.submit', payload: 'corrected form' }]);
    expect(contextOf(application)).toMatchObject({ error: null, progress: 0 });
    expect(application.takeSubmits()).toEqual([FORM, 'corrected form']);
  });

  it('says "error" when the submit throws as it starts, or was never provided', () => {
    const throwing: PermitSubmitCallback = () => {
      throw new Error('no network stack');
    };
    for (const machine of [permitApplicationMachine.provide({ actors: { submit: fromCallback(throwing) } }), permitApplicationMachine]) {
      const actor = createActor(machine).start();
      actor.send({ type: 'form.submit', payload: FORM });
      expect([actor.getSnapshot().value, actor.getSnapshot().context.error, actor.getSnapshot().status]).toEqual(['failure', 'error', 'active']);
    }
  });

  it('drops what an ended submit reports later, and stops the submit when the modal is closed', () => {
    const application = submitted();
    const [first] = application.attempts;
    application.play([{ type: 'submit.unsuccessful' }]);
    first?.report({ type: 'submit.succeeded', result: RECEIPT });
    expect(valueOf(application)).toBe('failure');
    application.play([{ type: 'form.submit', payload: FORM }]);
    application.actor.stop();
    expect(application.attempts[1]?.stopped).toBe(true);
  });
});

// ---- Every reachable state, and every event from it, against the rules written out plainly ----

const EVENTS: PermitApplicationEvent[] = [
  { type: 'form.submit', payload: FORM },
  { type: 'upload.progressed', fraction: 0.5 },
  { type: 'upload.progressed', fraction: 2 },
  { type: 'submit.succeeded', result: RECEIPT },
  { type: 'submit.unsuccessful' },
  { type: 'submit.threw' },
  { type: 'success.close' },
];

const STATES = ['editing', 'submitting', 'failure', 'success', 'closed'] as const;
type View = { value: (typeof STATES)[number] } & PermitSnapshot['context'];

function view(snapshot: PermitSnapshot): View {
  const value = STATES.find((state) => snapshot.matches(state));
  if (value === undefined) throw new Error(`unknown state ${JSON.stringify(snapshot.value)}`);
  return { value, ...snapshot.context };
}

function expectedAfter(before: View, event: PermitApplicationEvent): { after: View; submits: unknown[] } {
  const after: View = { ...before };
  const submits: unknown[] = [];
  const sending = before.value === 'submitting';
  switch (event.type) {
    case 'form.submit':
      if (before.value === 'editing' || before.value === 'failure') {
        Object.assign(after, { value: 'submitting', error: null, progress: 0 });
        submits.push(event.payload);
      }
      break;
    case 'upload.progressed':
      if (sending) after.progress = Math.min(1, Math.max(0, event.fraction));
      break;
    case 'submit.succeeded':
      if (sending) Object.assign(after, { value: 'success', result: event.result });
      break;
    case 'submit.unsuccessful':
      if (sending) Object.assign(after, { value: 'failure', error: 'failed' });
      break;
    case 'submit.threw':
      if (sending) Object.assign(after, { value: 'failure', error: 'error' });
      break;
    case 'success.close':
      if (before.value === 'success') after.value = 'closed';
      break;
  }
  return { after, submits };
}

describe('permit application paths (@xstate/graph)', () => {
  const paths = getShortestPaths(permitApplicationMachine, { events: EVENTS });

  it('reaches every state, with the receipt only after a success', () => {
    expect([...new Set(paths.map((path) => view(path.state).value))].sort()).toEqual([...STATES].sort());
    for (const path of paths) {
      const { value, result } = view(path.state);
      expect(result).toEqual(value === 'success' || value === 'closed' ? RECEIPT : null);
    }
  });

  it.each(paths.map((path) => [path.steps.map((step) => JSON.stringify(step.event)).join(' → '), path]))(
    'from %s, every event does what the rules say',
    (_, path) => {
      // the first step is the graph's own xstate.init; a closed machine takes no events
      const steps = path.steps.slice(1).map((step) => step.event);
      for (const event of view(path.state).value === 'closed' ? [] : EVENTS) {
        const application = startApplication();
        application.play(steps);
        const before = view(application.actor.getSnapshot());
        expect(before).toEqual(view(path.state));
        application.takeSubmits();
        application.play([event]);
        const expected = expectedAfter(before, event);
        expect(view(application.actor.getSnapshot())).toEqual(expected.after);
        expect(application.takeSubmits()).toEqual(expected.submits);
        application.actor.stop();
      }
    },
  );
});
