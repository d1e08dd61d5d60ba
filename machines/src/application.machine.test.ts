import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type SnapshotFrom } from 'xstate';
import {
  applicationMachine,
  type ApplicationEvent,
  type ApplicationReceipt,
  type ApplicationSubmitCallback,
  type ApplicationSubmitInput,
  type ApplicationSubmitReport,
  type ApplicationUpload,
} from './application.machine.js';

/** An upload as the app makes it: the operation and the form's parts. */
function upload(operation: ApplicationUpload['operation'], fields: Record<string, string>): ApplicationUpload {
  const parts = new FormData();
  for (const [name, value] of Object.entries(fields)) parts.append(name, value);
  return { operation, parts };
}

type ApplicationSnapshot = SnapshotFrom<typeof applicationMachine>;

/** One call of the app's submit: what it was given, and its line back to the machine. */
interface Attempt {
  input: ApplicationSubmitInput;
  report: (report: ApplicationSubmitReport) => void;
  stopped: boolean;
}

/**
 * The two apply modals that run the machine: the visa one (product §4 "Visa application", §7),
 * whose receipt carries the status and the time, and the permit one (product §4 "Permit and visa
 * modals"; DESIGN 3), whose receipt is the ID alone.
 */
const KINDS = [
  {
    kind: 'visa',
    id: 'VS80245678K3Q9',
    receipt: {
      applicationId: 'VS80245678K3Q9',
      status: 'Sedang Diproses',
      receivedAt: '2026-11-21T09:30:00.000Z',
    } satisfies ApplicationReceipt,
    form: upload('submitVisaApplication', { fullName: 'Ana', documents: 'passport.pdf' }),
  },
  {
    kind: 'permit',
    id: 'PA80245678K3Q9',
    receipt: { applicationId: 'PA80245678K3Q9' } satisfies ApplicationReceipt,
    form: upload('submitPermitApplication', { formType: 'kitap', productId: 'spouse' }),
  },
] as const;

function isReport(event: ApplicationEvent): event is ApplicationSubmitReport {
  return event.type === 'upload.progressed' || event.type.startsWith('submit.');
}

function startApplication(submissionId: string) {
  const attempts: Attempt[] = [];
  // typed as the app's submit will be, so the exported type is checked too
  const fakeSubmit: ApplicationSubmitCallback = ({ input, sendBack }) => {
    const attempt: Attempt = { input, report: sendBack, stopped: false };
    attempts.push(attempt);
    // the app aborts the upload here
    return () => {
      attempt.stopped = true;
    };
  };
  const machine = applicationMachine.provide({ actors: { submit: fromCallback(fakeSubmit) } });
  const actor = createActor(machine, { input: { submissionId } }).start();

  return {
    actor,
    attempts,
    /** The inputs of the submits started since the last look. */
    takeSubmits: () => attempts.splice(0).map((attempt) => attempt.input),
    /** Sends the visitor's events; a report goes through the running submit, if there is one. */
    play(events: readonly ApplicationEvent[]): void {
      for (const event of events) {
        const running = attempts.at(-1);
        if (isReport(event) && running && !running.stopped) {
          running.report(event);
        } else {
          actor.send(event);
        }
      }
    },
  };
}

type ApplicationHarness = ReturnType<typeof startApplication>;

function valueOf(application: ApplicationHarness): unknown {
  return application.actor.getSnapshot().value;
}

function contextOf(application: ApplicationHarness) {
  return application.actor.getSnapshot().context;
}

function refusesInput(submissionId: string) {
  const actor = createActor(applicationMachine, { input: { submissionId } });
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  expect(actor.getSnapshot().status).toBe('error');
  expect(errors).toEqual([expect.any(RangeError)]);
}

describe('the submissionId an apply modal gives the machine (product §7; docs/decisions.md 12)', () => {
  it.each([
    '',
    'VS8024567K3Q9',
    'PA8024567K3Q9',
    'VS80245678k3q9',
    'pa80245678K3Q9',
    'XX80245678K3Q9',
    'VSPA80245678K3Q9',
    ' VS80245678K3Q9',
    'PA80245678K3Q9 ',
  ])('refuses %j', (submissionId) => {
    refusesInput(submissionId);
  });
});

describe.each(KINDS)('a $kind application (product §4, §7)', ({ id, receipt, form }) => {
  function submitted(payload: ApplicationUpload = form): ApplicationHarness {
    const application = startApplication(id);
    application.actor.send({ type: 'form.submit', payload });
    return application;
  }

  it('starts with the form open, its submissionId, and nothing sent', () => {
    const application = startApplication(id);
    expect(valueOf(application)).toBe('editing');
    expect(application.actor.getSnapshot().status).toBe('active');
    expect(contextOf(application)).toEqual({
      submissionId: id,
      error: null,
      result: null,
      progress: 0,
    });
    expect(application.attempts).toEqual([]);
  });

  it("sends the submissionId with the app's payload as given, and takes no second submit while sending", () => {
    const application = submitted();
    expect(valueOf(application)).toBe('submitting');
    const [sent] = application.takeSubmits();
    expect(sent).toEqual({ submissionId: id, payload: form });
    expect(sent?.payload).toBe(form);
    application.actor.send({ type: 'form.submit', payload: form });
    expect(application.attempts).toEqual([]);
    expect(valueOf(application)).toBe('submitting');
  });

  it('shows the upload progress the submit reports, kept between 0 and 1', () => {
    const application = submitted();
    const progressSeen = [0.1, 0.55, 1, 1.5, -0.2].map((fraction) => {
      application.play([{ type: 'upload.progressed', fraction }]);
      return contextOf(application).progress;
    });
    expect(progressSeen).toEqual([0.1, 0.55, 1, 1, 0]);
  });

  it.each([Number.NaN, Infinity, -Infinity])('ignores a progress of %s', (fraction) => {
    const application = submitted();
    application.play([{ type: 'upload.progressed', fraction: 0.4 }]);
    application.play([{ type: 'upload.progressed', fraction }]);
    expect(contextOf(application).progress).toBe(0.4);
  });

  it('shows the success modal with the receipt, stops the submit, and closes for good on success.close', () => {
    const application = submitted();
    const [attempt] = application.attempts;
    application.play([{ type: 'submit.succeeded', result: receipt }]);
    expect(valueOf(application)).toBe('success');
    expect(contextOf(application)).toMatchObject({ error: null, result: receipt });
    expect(attempt?.stopped).toBe(true);
    application.actor.send({ type: 'form.submit', payload: form });
    expect(valueOf(application)).toBe('success');
    expect(application.attempts).toHaveLength(1);
    application.actor.send({ type: 'success.close' });
    // product §4: the app closes the apply modal too when the machine is done
    expect(valueOf(application)).toBe('closed');
    expect(application.actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['submit.unsuccessful', 'failed'],
    ['submit.threw', 'error'],
  ] as const)('after %s, says %s (product §8) and enables the button again', (type, error) => {
    const application = submitted();
    application.play([{ type: 'upload.progressed', fraction: 0.7 }, { type }]);
    expect(valueOf(application)).toBe('failure');
    expect(contextOf(application)).toMatchObject({ error, result: null, submissionId: id });
    expect(application.attempts[0]?.stopped).toBe(true);
  });

  it('says "error" when the submit itself throws as it starts', () => {
    const throwing: ApplicationSubmitCallback = () => {
      throw new Error('no network stack');
    };
    const machine = applicationMachine.provide({ actors: { submit: fromCallback(throwing) } });
    const actor = createActor(machine, { input: { submissionId: id } }).start();
    actor.send({ type: 'form.submit', payload: form });
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.error).toBe('error');
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('says "error" on its placeholder, when the app provided no submit', () => {
    const actor = createActor(applicationMachine, { input: { submissionId: id } }).start();
    actor.send({ type: 'form.submit', payload: form });
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.error).toBe('error');
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('retries with the same submissionId and what the form holds now, from progress 0 (DESIGN 5)', () => {
    const application = submitted();
    application.play([{ type: 'upload.progressed', fraction: 0.5 }, { type: 'submit.threw' }]);
    const corrected = { ...form, parts: new FormData() };
    const thirdTry = { ...form, parts: new FormData() };
    application.play([{ type: 'form.submit', payload: corrected }]);
    expect(valueOf(application)).toBe('submitting');
    expect(contextOf(application)).toMatchObject({ error: null, progress: 0 });
    application.play([{ type: 'submit.unsuccessful' }]);
    application.play([{ type: 'form.submit', payload: thirdTry }]);
    const submits = application.takeSubmits();
    expect(submits.map((submit) => submit.submissionId)).toEqual([id, id, id]);
    // the very uploads the form made, each in turn
    [form, corrected, thirdTry].forEach((payload, index) => expect(submits[index]?.payload).toBe(payload));
    application.play([{ type: 'submit.succeeded', result: receipt }]);
    expect(valueOf(application)).toBe('success');
    expect(contextOf(application)).toMatchObject({ submissionId: id, result: receipt });
  });

  it('drops what an ended submit reports later', () => {
    const application = submitted();
    const [first] = application.attempts;
    application.play([{ type: 'submit.unsuccessful' }]);
    first?.report({ type: 'submit.succeeded', result: receipt });
    expect(valueOf(application)).toBe('failure');
    application.play([{ type: 'form.submit', payload: form }]);
    first?.report({ type: 'upload.progressed', fraction: 0.9 });
    first?.report({ type: 'submit.threw' });
    expect(valueOf(application)).toBe('submitting');
    expect(contextOf(application).progress).toBe(0);
  });

  it('stops the submit when the app stops the machine (the apply modal is closed)', () => {
    const application = submitted();
    application.actor.stop();
    expect(application.attempts[0]?.stopped).toBe(true);
  });
});

// ---- Every reachable state, and every event from it, against the product's rules ----

const STATES = ['editing', 'submitting', 'failure', 'success', 'closed'] as const;
type ApplicationState = (typeof STATES)[number];
type ApplicationView = { value: ApplicationState } & ApplicationSnapshot['context'];

function view(snapshot: ApplicationSnapshot): ApplicationView {
  const value = STATES.find((state) => snapshot.matches(state));
  if (value === undefined) {
    throw new Error(`unknown state ${JSON.stringify(snapshot.value)}`);
  }
  return { value, ...snapshot.context };
}

/** The rules written out plainly, as an oracle for the machine. */
function expectedAfter(
  before: ApplicationView,
  event: ApplicationEvent,
): { after: ApplicationView; submits: ApplicationSubmitInput[] } {
  const after: ApplicationView = { ...before };
  const submits: ApplicationSubmitInput[] = [];
  const canSubmit = before.value === 'editing' || before.value === 'failure';
  const sending = before.value === 'submitting';
  switch (event.type) {
    case 'form.submit':
      if (canSubmit) {
        Object.assign(after, { value: 'submitting', error: null, progress: 0 });
        submits.push({ submissionId: before.submissionId, payload: event.payload });
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

describe.each(KINDS)('$kind application paths (@xstate/graph)', ({ id, receipt, form }) => {
  const EVENTS: ApplicationEvent[] = [
    { type: 'form.submit', payload: form },
    ...[0.5, 2, -1].map((fraction) => ({ type: 'upload.progressed' as const, fraction })),
    { type: 'submit.succeeded', result: receipt },
    { type: 'submit.unsuccessful' },
    { type: 'submit.threw' },
    { type: 'success.close' },
  ];
  const paths = getShortestPaths(applicationMachine, { input: { submissionId: id }, events: EVENTS });

  it('reaches every state, each with the contexts its paths give it', () => {
    const reached = new Set(paths.map((path) => view(path.state).value));
    expect([...reached].sort()).toEqual([...STATES].sort());
    const views = new Set(paths.map((path) => JSON.stringify(view(path.state))));
    expect(views.size).toBe(paths.length);
  });

  it('keeps the submissionId on every path, and the receipt only after a success', () => {
    for (const path of paths) {
      const { value, submissionId, result } = view(path.state);
      expect(submissionId).toBe(id);
      expect(result).toEqual(value === 'success' || value === 'closed' ? receipt : null);
    }
  });

  it('has every event type change something from some reachable state', () => {
    const used = new Set<string>();
    for (const path of paths) {
      const before = view(path.state);
      for (const event of EVENTS) {
        const { after, submits } = expectedAfter(before, event);
        if (submits.length || JSON.stringify(after) !== JSON.stringify(before)) {
          used.add(event.type);
        }
      }
    }
    expect([...used].sort()).toEqual([...new Set(EVENTS.map((event) => event.type))].sort());
  });

  it.each(paths.map((path) => [path.steps.map((s) => JSON.stringify(s.event)).join(' → '), path]))(
    'from %s, every event does what product.md says',
    (_, path) => {
      // the first step is the graph's own xstate.init; a closed machine takes no events
      const steps = path.steps.slice(1).map((step) => step.event);
      const events = view(path.state).value === 'closed' ? [] : EVENTS;
      for (const event of events) {
        const application = startApplication(id);
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
