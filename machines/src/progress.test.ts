import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_STEP_MAX, PROGRESS_STEP_MIN } from '@cipta/domain/constants';
import { advanceProgress, randomProgressStep } from './progress.js';

describe('randomProgressStep (product §2: steps of 5 to 19)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('maps the ends of Math.random to the smallest and the largest step', () => {
    vi.spyOn(Math, 'random').mockReturnValueOnce(0).mockReturnValueOnce(0.999_999);
    expect(randomProgressStep()).toBe(PROGRESS_STEP_MIN);
    expect(randomProgressStep()).toBe(PROGRESS_STEP_MAX);
  });

  it('gives every whole step in the range and nothing else', () => {
    const seen = new Set(Array.from({ length: 5_000 }, randomProgressStep));
    const range = PROGRESS_STEP_MAX - PROGRESS_STEP_MIN + 1;
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: range }, (_, i) => PROGRESS_STEP_MIN + i));
  });
});

describe('advanceProgress', () => {
  it('adds the step and stops at the cap', () => {
    expect(advanceProgress(40, 19, 99)).toBe(59);
    expect(advanceProgress(95, 19, 99)).toBe(99);
    expect(advanceProgress(99, 5, 99)).toBe(99);
  });
});
