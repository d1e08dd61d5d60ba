// The startup preloader (product §2 "Global behaviour", §9): a percentage that climbs for
// PRELOADER_DURATION_MS, then 100 while it fades out over PRELOADER_FADE_MS.
import { assign, cancel, raise, setup } from 'xstate';
import { PRELOADER_DURATION_MS, PRELOADER_FADE_MS, PRELOADER_STEP_MS } from '@cipta/domain/constants';
import { advanceProgress, randomProgressStep } from './progress.js';

/** The percentage stops here until loading ends, so 100 means "faded in full". */
const LOADING_PROGRESS_CAP = 99;
const ADVANCE_TIMER_ID = 'preloader.advance';

export interface PreloaderInput {
  randomStep?: () => number;
}

export interface PreloaderContext {
  progress: number;
  randomStep: () => number;
}

export type PreloaderEvent =
  | { type: 'preloader.skip' }
  /** Raised by the machine itself every PRELOADER_STEP_MS while loading. */
  | { type: 'preloader.advance' };

export const preloaderMachine = setup({
  types: {
    input: {} as PreloaderInput,
    context: {} as PreloaderContext,
    events: {} as PreloaderEvent,
  },
  delays: {
    step: PRELOADER_STEP_MS,
    duration: PRELOADER_DURATION_MS,
    fade: PRELOADER_FADE_MS,
  },
  actions: {
    advance: assign({
      progress: ({ context }) => advanceProgress(context.progress, context.randomStep(), LOADING_PROGRESS_CAP),
    }),
    complete: assign({ progress: 100 }),
    // A repeating timer that leaves `loading` a flat state, so the duration timer keeps running.
    scheduleAdvance: raise({ type: 'preloader.advance' }, { delay: 'step', id: ADVANCE_TIMER_ID }),
    cancelAdvance: cancel(ADVANCE_TIMER_ID),
  },
}).createMachine({
  id: 'preloader',
  context: ({ input }) => ({
    progress: 0,
    randomStep: input.randomStep ?? randomProgressStep,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'scheduleAdvance',
      exit: 'cancelAdvance',
      on: {
        'preloader.advance': { actions: ['advance', 'scheduleAdvance'] },
        'preloader.skip': { target: 'fading', actions: 'complete' },
      },
      after: {
        duration: { target: 'fading', actions: 'complete' },
      },
    },
    fading: {
      after: { fade: 'done' },
    },
    done: { type: 'final' },
  },
});
