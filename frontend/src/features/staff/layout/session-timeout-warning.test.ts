import { describe, expect, it } from 'vitest';
import { countdown } from './session-timeout-warning';

describe('the session warning countdown (issue 28)', () => {
  it('reads as minutes and seconds, rounding up, never below 0:00', () => {
    expect(countdown(120_000)).toBe('2:00');
    expect(countdown(13_001)).toBe('0:14');
    expect(countdown(61_000)).toBe('1:01');
    expect(countdown(-500)).toBe('0:00');
  });
});
