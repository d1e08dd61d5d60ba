import type { AltchaWidgetElement } from 'altcha/types/generic';

// The solved proof of work each protected call sends in `altcha` (issue 20). The widget on the
// form solves while the visitor types. The API spends a solution only on what it stores, or on a
// refusal the same solution could never pass (issue 29): after a 400 (a field refused) or an
// answer that never came, the retry sends the same one, which also gives a promotion claim whose
// 201 was lost its spot back. After any other answer the widget starts on the next one at once.

interface Solver {
  element: AltchaWidgetElement;
  payload: string | undefined;
  waiting: Array<(payload: string | undefined) => void>;
}

let current: Solver | undefined;
/** Set while a widget is loading (the visitor touched its form): a send then waits for it to register. */
let starting: { registered: Promise<void>; resolve: () => void } | undefined;

/**
 * A widget starts loading: botSolution waits for its registration rather than send without a
 * solution. Returns what ends the wait if the widget will not register after all (its script
 * failed, or its form went away first).
 */
export function announceStart(): () => void {
  if (!starting) {
    let resolve = () => {};
    const registered = new Promise<void>((done) => (resolve = done));
    starting = { registered, resolve };
  }
  const mine = starting;
  return () => {
    mine.resolve();
    if (starting === mine) starting = undefined;
  };
}
/** A solve that takes longer than this is given up: the API then refuses and the form says so. */
const WAIT_MS = 120_000;

/** Registers a mounted widget as the one that solves; returns its unregistration. */
export function registerSolver(element: AltchaWidgetElement): () => void {
  const solver: Solver = { element, payload: undefined, waiting: [] };
  current = solver;
  starting?.resolve();
  starting = undefined;
  const settle = (payload: string | undefined) => {
    solver.payload = payload;
    for (const resolve of solver.waiting.splice(0)) resolve(payload);
  };
  const onState = (event: Event) => {
    const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
    if (state === 'verified' && payload) settle(payload);
    // A challenge expires after 5 minutes: a visitor still typing gets a fresh one.
    else if (state === 'expired') void element.verify();
    else if (state === 'error') settle(undefined);
  };
  element.addEventListener('statechange', onState);
  return () => {
    element.removeEventListener('statechange', onState);
    settle(undefined);
    if (current === solver) current = undefined;
  };
}

/**
 * Sends `send` with the widget's solution in `{ altcha }` (empty with no widget or no solution:
 * the contract requires the field, and the API answers it as missing), waiting for the
 * widget if it is still solving. The solution is kept for a retry when the answer is a 400 or
 * never comes (send throws); otherwise the widget starts on the next one. A solution the API
 * refuses (403 CHALLENGE_FAILED: it expired on the way, or a rush of claims made the work harder
 * since it was solved) is replaced once: the widget solves a fresh challenge and the call goes
 * again, the visitor still seeing "Sending…".
 */
export async function withBotSolution<Answer extends { response: Response; error?: unknown }>(
  send: (solution: { altcha: string }) => Promise<Answer>,
): Promise<Answer> {
  if (!current && starting) await withinWait(starting.registered);
  const solver = current;
  if (!solver) return send({ altcha: '' });
  const answer = await sendSolved(solver, send);
  return challengeRefused(answer) ? sendSolved(solver, send) : answer;
}

async function sendSolved<Answer extends { response: Response }>(
  solver: Solver,
  send: (solution: { altcha: string }) => Promise<Answer>,
): Promise<Answer> {
  const payload =
    solver.payload ??
    (await new Promise<string | undefined>((resolve) => {
      solver.waiting.push(resolve);
      setTimeout(() => resolve(undefined), WAIT_MS);
    }));
  const answer = await send({ altcha: payload ?? '' });
  if (answer.response.status !== 400 && solver.payload === payload) {
    solver.payload = undefined;
    solver.element.reset();
    void solver.element.verify();
  }
  return answer;
}

function challengeRefused(answer: { response: Response; error?: unknown }): boolean {
  return (
    answer.response.status === 403 && (answer.error as { code?: unknown } | undefined)?.code === 'CHALLENGE_FAILED'
  );
}

/** A widget that never registers (its script failed to load) must not hold a send for ever. */
function withinWait(registered: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, WAIT_MS);
    void registered.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
