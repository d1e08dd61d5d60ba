// The route loader (product §2 "Global behaviour", §9): a bar that appears on a link click,
// climbs every ROUTE_LOADER_STEP_MS and hides ROUTE_LOADER_HIDE_DELAY_MS after reaching 100.
import { assign, setup } from 'xstate';
import { ROUTE_LOADER_HIDE_DELAY_MS, ROUTE_LOADER_STEP_MS } from '@cipta/domain/constants';
import { advanceProgress, randomProgressStep } from './progress.js';

const FULL_PROGRESS = 100;

export interface RouteLoaderInput {
  randomStep?: () => number;
}

export interface RouteLoaderContext {
  progress: number;
  randomStep: () => number;
}

// A click on a link starts the bar over at 0, whatever it was doing.
const startOver = { target: 'loading', reenter: true, actions: 'restart' } as const;

export type RouteLoaderEvent = { type: 'route.started' } | { type: 'route.finished' };

export const routeLoaderMachine = setup({
  types: {
    input: {} as RouteLoaderInput,
    context: {} as RouteLoaderContext,
    events: {} as RouteLoaderEvent,
  },
  delays: {
    step: ROUTE_LOADER_STEP_MS,
    hideDelay: ROUTE_LOADER_HIDE_DELAY_MS,
  },
  actions: {
    restart: assign({ progress: 0 }),
    advance: assign({
      progress: ({ context }) => advanceProgress(context.progress, context.randomStep(), FULL_PROGRESS),
    }),
    fill: assign({ progress: FULL_PROGRESS }),
  },
  guards: {
    isFull: ({ context }) => context.progress >= FULL_PROGRESS,
  },
}).createMachine({
  id: 'routeLoader',
  context: ({ input }) => ({
    progress: 0,
    randomStep: input.randomStep ?? randomProgressStep,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'route.started': startOver },
    },
    loading: {
      always: { guard: 'isFull', target: 'complete' },
      on: {
        'route.started': startOver,
        'route.finished': { target: 'complete', actions: 'fill' },
      },
      after: {
        // re-entering `loading` schedules the next step
        step: { target: 'loading', reenter: true, actions: 'advance' },
      },
    },
    complete: {
      on: { 'route.started': startOver },
      after: { hideDelay: 'idle' },
    },
  },
});
