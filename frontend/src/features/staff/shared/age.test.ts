import { describe, expect, it } from 'vitest';
import { ageParts } from './age';

describe("a case's age (issue 27)", () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it.each([
    ['2026-11-28T11:59:30Z', { unit: 'minutes', count: 0 }],
    ['2026-11-28T11:15:00Z', { unit: 'minutes', count: 45 }],
    ['2026-11-28T07:00:00Z', { unit: 'hours', count: 5 }],
    ['2026-11-25T11:00:00Z', { unit: 'days', count: 3 }],
    ['2026-11-28T12:05:00Z', { unit: 'minutes', count: 0 }],
  ])('since %s is %j', (since, parts) => {
    expect(ageParts(since, now)).toEqual(parts);
  });
});
