import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { challengeWork, type DifficultyConfig, peopleClaimsPerWindow, rushStep } from './difficulty.js';

// Issue 29: the counter over the whole range, and the work stepping up in a rush.

const CONFIG: DifficultyConfig = {
  cost: 5000,
  maxCounter: 3000,
  rush: { claimsPerMinute: 5, windowSeconds: 120, steps: 2 },
};

describe('the counter a challenge hides', () => {
  it('is drawn over the whole range, 0 to maxCounter, each value alike', () => {
    const counters = Array.from({ length: 20_000 }, () => challengeWork(CONFIG, 0).counter);
    const mean = counters.reduce((sum, counter) => sum + counter, 0) / counters.length;
    expect(Math.min(...counters)).toBeGreaterThanOrEqual(0);
    expect(Math.min(...counters)).toBeLessThan(CONFIG.maxCounter * 0.01);
    expect(Math.max(...counters)).toBeLessThanOrEqual(CONFIG.maxCounter);
    expect(Math.max(...counters)).toBeGreaterThan(CONFIG.maxCounter * 0.99);
    // The mean of 20,000 uniform draws is within 2% of the middle but once in about 10^6 runs.
    expect(Math.abs(mean / (CONFIG.maxCounter / 2) - 1)).toBeLessThan(0.02);
    // No part of the range is favoured: each tenth holds about a tenth of the draws.
    for (let tenth = 0; tenth < 10; tenth++) {
      const share = counters.filter((c) => Math.floor((c / (CONFIG.maxCounter + 1)) * 10) === tenth).length;
      expect(share / counters.length, `tenth ${tenth}`).toBeGreaterThan(0.08);
      expect(share / counters.length, `tenth ${tenth}`).toBeLessThan(0.12);
    }
  });

  it('asks the draw for 0 to maxCounter inclusive', () => {
    const asked: Array<[number, number]> = [];
    const draw = (min: number, max: number) => (asked.push([min, max]), randomInt(min, max));
    challengeWork(CONFIG, 0, draw);
    challengeWork(CONFIG, 1000, draw);
    expect(asked).toEqual([
      [0, 3001],
      [0, 3001],
    ]);
    expect(challengeWork(CONFIG, 0, (min) => min).counter).toBe(0);
    expect(challengeWork(CONFIG, 0, (_, max) => max - 1).counter).toBe(3000);
  });
});

describe('the work in a rush', () => {
  const { rush } = CONFIG;
  it('stays at rest while claims come no faster than people claim', () => {
    expect(peopleClaimsPerWindow(rush)).toBe(10);
    for (const claims of [0, 1, 9, 10]) expect(rushStep(claims, rush), `${claims}`).toBe(0);
    expect(challengeWork(CONFIG, 10).cost).toBe(5000);
  });

  it('steps up once each time the rate doubles, up to the top step', () => {
    const steps = [11, 20, 21, 40, 41, 77, 1000].map((claims) => rushStep(claims, rush));
    expect(steps).toEqual([1, 1, 2, 2, 2, 2, 2]);
    expect([0, 15, 30, 77].map((claims) => challengeWork(CONFIG, claims).cost)).toEqual([5000, 10_000, 20_000, 20_000]);
    expect(rushStep(1000, { ...rush, steps: 4 })).toBe(4);
    expect(rushStep(1000, { ...rush, steps: 0 })).toBe(0);
  });

  it('falls back as the rush leaves the window', () => {
    // 77 claims in the first minute, then none: the window (2 minutes) slides over them.
    const claimedAt = Array.from({ length: 77 }, (_, i) => (i * 60) / 77);
    const stepAt = (second: number) =>
      rushStep(claimedAt.filter((at) => at <= second && at > second - rush.windowSeconds).length, rush);
    expect([5, 15, 30, 60, 120, 150, 165, 175].map(stepAt)).toEqual([0, 1, 2, 2, 2, 2, 1, 0]);
  });
});
