import type { AltchaWidgetElement } from 'altcha/types/generic';

// The solved proof of work each protected call sends in `altcha` (issue 20). The widget on the
// form solves while the visitor types; a call takes the solution and the widget at once starts
// on the next one, since the API accepts each solution once.

interface Solver {
  element: AltchaWidgetElement;
  payload: string | undefined;
  waiting: Array<(payload: string | undefined) => void>;
}

let current: Solver | undefined;
/** A solve that takes longer than this is given up: the API then refuses and the form says so. */
const WAIT_MS = 120_000;

/** Registers a mounted widget as the one that solves; returns its unregistration. */
export function registerSolver(element: AltchaWidgetElement): () => void {
  const solver: Solver = { element, payload: undefined, waiting: [] };
  current = solver;
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

/** `{ altcha }` with a fresh solution, waiting for the widget if it is still solving; `{}` with no widget. */
export async function botSolution(): Promise<{ altcha?: string }> {
  const solver = current;
  if (!solver) return {};
  const payload =
    solver.payload ??
    (await new Promise<string | undefined>((resolve) => {
      solver.waiting.push(resolve);
      setTimeout(() => resolve(undefined), WAIT_MS);
    }));
  // Spent: start on the next at once, for a retry or a second message.
  solver.payload = undefined;
  solver.element.reset();
  void solver.element.verify();
  return payload ? { altcha: payload } : {};
}
