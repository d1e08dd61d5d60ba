import { getSimplePaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  PRELOADER_DURATION_MS,
  PRELOADER_FADE_MS,
  PRELOADER_STEP_MS,
  PROGRESS_STEP_MAX,
  PROGRESS_STEP_MIN,
} from '@cipta/domain/constants';
import { preloaderMachine } from './preloader.machine.js';

function startPreloader(randomStep?: () => number) {
  const actor = createActor(preloaderMachine, { input: randomStep ? { randomStep } : {} });
  const seen: { value: unknown; progress: number }[] = [];
  actor.subscribe(({ value, context }) => seen.push({ value, progress: context.progress }));
  actor.start();
  return { actor, seen };
}

describe('startup preloader (product §2 "Global behaviour", §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts loading at 0 and advances by one random step every step interval', () => {
    const { actor } = startPreloader(() => 7);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.progress).toBe(0);
    vi.advanceTimersByTime(PRELOADER_STEP_MS - 1);
    expect(actor.getSnapshot().context.progress).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.progress).toBe(7);
    vi.advanceTimersByTime(PRELOADER_STEP_MS);
    expect(actor.getSnapshot().context.progress).toBe(14);
  });

  it('never shows more than 99 before fading, even with the largest steps', () => {
    const { actor, seen } = startPreloader(() => PROGRESS_STEP_MAX);
    vi.advanceTimersByTime(PRELOADER_DURATION_MS - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.progress).toBe(99);
    const whileLoading = seen.filter((s) => s.value === 'loading').map((s) => s.progress);
    expect(Math.max(...whileLoading)).toBe(99);
    // 2000 ms holds six steps of 300 ms: 19, 38, 57, 76, 95, then capped at 99
    expect(new Set(whileLoading)).toEqual(new Set([0, 19, 38, 57, 76, 95, 99]));
  });

  it('fades with 100 after the duration and is done after the fade', () => {
    const { actor } = startPreloader(() => PROGRESS_STEP_MIN);
    vi.advanceTimersByTime(PRELOADER_DURATION_MS);
    expect(actor.getSnapshot().value).toBe('fading');
    expect(actor.getSnapshot().context.progress).toBe(100);
    vi.advanceTimersByTime(PRELOADER_FADE_MS - 1);
    expect(actor.getSnapshot().value).toBe('fading');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stops stepping once it fades: the percentage stays at 100', () => {
    const randomStep = vi.fn(() => PROGRESS_STEP_MIN);
    const { actor, seen } = startPreloader(randomStep);
    vi.advanceTimersByTime(PRELOADER_DURATION_MS + PRELOADER_FADE_MS - 1);
    expect(randomStep).toHaveBeenCalledTimes(Math.floor(PRELOADER_DURATION_MS / PRELOADER_STEP_MS));
    expect(seen.filter((s) => s.value === 'fading').every((s) => s.progress === 100)).toBe(true);
    expect(actor.getSnapshot().context.progress).toBe(100);
  });

  it('can be skipped: preloader.skip fades at once, and the fade still takes its time', () => {
    const { actor } = startPreloader(() => 10);
    vi.advanceTimersByTime(PRELOADER_STEP_MS);
    actor.send({ type: 'preloader.skip' });
    expect(actor.getSnapshot().value).toBe('fading');
    expect(actor.getSnapshot().context.progress).toBe(100);
    vi.advanceTimersByTime(PRELOADER_FADE_MS);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('uses random steps from 5 to 19 when the app gives none', () => {
    const { actor } = startPreloader();
    vi.advanceTimersByTime(PRELOADER_STEP_MS);
    const progress = actor.getSnapshot().context.progress;
    expect(Number.isInteger(progress)).toBe(true);
    expect(progress).toBeGreaterThanOrEqual(PROGRESS_STEP_MIN);
    expect(progress).toBeLessThanOrEqual(PROGRESS_STEP_MAX);
  });
});

describe('preloader paths (@xstate/graph)', () => {
  for (const step of [PROGRESS_STEP_MIN, PROGRESS_STEP_MAX]) {
    const paths = getSimplePaths(preloaderMachine, { input: { randomStep: () => step } });

    it(`with steps of ${step}, each path climbs to at most 99, then fades at 100 and ends`, () => {
      expect(paths.some((path) => path.state.status === 'done')).toBe(true);
      for (const path of paths) {
        const states = path.steps.map((s) => s.state);
        let previous = 0;
        for (const [index, state] of states.entries()) {
          const { progress } = state.context;
          if (state.value === 'loading') {
            expect(progress).toBe(Math.min(99, index * step));
            expect(progress).toBeGreaterThanOrEqual(previous);
          } else {
            expect(['fading', 'done']).toContain(state.value);
            expect(progress).toBe(100);
          }
          expect(state.status).toBe(state.value === 'done' ? 'done' : 'active');
          previous = progress;
        }
      }
    });

    it(`with steps of ${step}, loading can fade from every percentage it shows`, () => {
      const loading = new Set<number>();
      const fadedFrom = new Set<number>();
      for (const path of paths) {
        path.steps.forEach((s, index) => {
          if (s.state.value === 'loading') loading.add(s.state.context.progress);
          const before = path.steps[index - 1]?.state;
          if (s.state.value === 'fading' && before) fadedFrom.add(before.context.progress);
        });
      }
      expect(fadedFrom).toEqual(loading);
      expect(loading.has(99)).toBe(true);
    });
  }
});
