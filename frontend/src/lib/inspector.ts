import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/**
 * DESIGN: QA watch the live machines in the Stately inspector by opening a development build
 * with ?inspect in the address. Production builds drop this branch and the package entirely.
 */
export const inspect: Inspect | undefined =
  import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')
    ? (await import('@statelyai/inspect')).createBrowserInspector().inspect
    : undefined;

/** Actor options for useMachine / useActorRef. */
export const inspectOptions = inspect ? { inspect } : {};
