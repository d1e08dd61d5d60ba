import { getSimplePaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  PROGRESS_STEP_MAX,
  PROGRESS_STEP_MIN,
  ROUTE_LOADER_HIDE_DELAY_MS,
  ROUTE_LOADER_STEP_MS,
} from '@cipta/domain/constants';
import { routeLoaderMachine } from './route-loader.machine.js';

function startRouteLoader(randomStep?: () => number) {
  return createActor(routeLoaderMachine, { input: randomStep ? { randomStep } : {} }).start();
}

describe('route loader (product §2 "Global behaviour", §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is hidden until a link is clicked, and ignores a finish it did not start', () => {
    const actor = startRouteLoader(() => 10);
    actor.send({ type: 'route.finished' });
    vi.advanceTimersByTime(ROUTE_LOADER_STEP_MS * 10);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.progress).toBe(0);
  });

  it('starts at 0 on a click and advances by one random step every step interval', () => {
    const actor = startRouteLoader(() => 7);
    actor.send({ type: 'route.started' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.progress).toBe(0);
    vi.advanceTimersByTime(ROUTE_LOADER_STEP_MS - 1);
    expect(actor.getSnapshot().context.progress).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.progress).toBe(7);
    vi.advanceTimersByTime(ROUTE_LOADER_STEP_MS);
    expect(actor.getSnapshot().context.progress).toBe(14);
  });

  it('completes at exactly 100 and hides 300 ms later', () => {
    const actor = startRouteLoader(() => PROGRESS_STEP_MAX);
    actor.send({ type: 'route.started' });
    // 19 x 5 = 95, then the sixth step is capped at 100
    vi.advanceTimersByTime(ROUTE_LOADER_STEP_MS * 5);
    expect(actor.getSnapshot().context.progress).toBe(95);
    vi.advanceTimersByTime(ROUTE_LOADER_STEP_MS);
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().context.progress).toBe(100);
    vi.advanceTimersByTime(ROUTE_LOADER_HIDE_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('complete');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('jumps to 100 when the route has finished loading, then hides', () => {
    const actor = startRouteLoader(() => 10);
    actor.send({ type: 'route.started' });
    vi.advanceTimersByTime(ROUTE_LOADER_STEP_MS);
    actor.send({ type: 'route.finished' });
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().context.progress).toBe(100);
    vi.advanceTimersByTime(ROUTE_LOADER_HIDE_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('starts over at 0 on a new click while loading, with a fresh step timer', () => {
    const actor = startRouteLoader(() => 10);
    actor.send({ type: 'route.started' });
    vi.advanceTimersByTime(ROUTE_LOADER_STEP_MS * 3);
    expect(actor.getSnapshot().context.progress).toBe(30);
    vi.advanceTimersByTime(ROUTE_LOADER_STEP_MS / 2);
    actor.send({ type: 'route.started' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.progress).toBe(0);
    // the old timer would have stepped here
    vi.advanceTimersByTime(ROUTE_LOADER_STEP_MS / 2);
    expect(actor.getSnapshot().context.progress).toBe(0);
    vi.advanceTimersByTime(ROUTE_LOADER_STEP_MS / 2);
    expect(actor.getSnapshot().context.progress).toBe(10);
  });

  it('starts over on a new click while complete, and does not hide at the old time', () => {
    const actor = startRouteLoader(() => 10);
    actor.send({ type: 'route.started' });
    actor.send({ type: 'route.finished' });
    vi.advanceTimersByTime(ROUTE_LOADER_HIDE_DELAY_MS - 1);
    actor.send({ type: 'route.started' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.progress).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('uses random steps from 5 to 19 when the app gives none', () => {
    const actor = startRouteLoader();
    actor.send({ type: 'route.started' });
    vi.advanceTimersByTime(ROUTE_LOADER_STEP_MS);
    const progress = actor.getSnapshot().context.progress;
    expect(Number.isInteger(progress)).toBe(true);
    expect(progress).toBeGreaterThanOrEqual(PROGRESS_STEP_MIN);
    expect(progress).toBeLessThanOrEqual(PROGRESS_STEP_MAX);
  });
});

describe('route loader paths (@xstate/graph)', () => {
  for (const step of [PROGRESS_STEP_MIN, PROGRESS_STEP_MAX]) {
    const paths = getSimplePaths(routeLoaderMachine, { input: { randomStep: () => step } });

    it(`with steps of ${step}, every step of every path is what product.md says`, () => {
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        for (const [index, { event, state }] of path.steps.entries()) {
          const before = path.steps[index - 1]?.state;
          const { progress } = state.context;
          if (state.value === 'loading') expect(progress).toBeLessThan(100);
          if (state.value === 'complete') expect(progress).toBe(100);
          if (event.type === 'route.started') {
            expect(state.value).toBe('loading');
            expect(progress).toBe(0);
          }
          if (before?.value === 'loading' && event.type.startsWith('xstate.after.step.')) {
            expect(progress).toBe(Math.min(100, before.context.progress + step));
            expect(state.value).toBe(progress === 100 ? 'complete' : 'loading');
          }
          if (before?.value === 'complete' && event.type.startsWith('xstate.after.hideDelay.')) {
            expect(state.value).toBe('idle');
          }
        }
      }
    });

    it(`with steps of ${step}, the bar can finish early from every percentage it shows`, () => {
      const shown = new Set<number>();
      const finishedFrom = new Set<number>();
      for (const path of paths) {
        path.steps.forEach(({ event, state }, index) => {
          if (state.value === 'loading') shown.add(state.context.progress);
          const before = path.steps[index - 1]?.state;
          if (event.type === 'route.finished' && before?.value === 'loading') {
            expect(state.value).toBe('complete');
            finishedFrom.add(before.context.progress);
          }
        });
      }
      expect(finishedFrom).toEqual(shown);
      expect(shown.size).toBe(Math.ceil(100 / step));
    });
  }
});
