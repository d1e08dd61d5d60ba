import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSessionLimits, noteSessionActivity, onSessionActivity, rememberSessionLimits } from './session-clock';

describe('the staff session clock (issue 28)', () => {
  afterEach(() => {
    forgetSessionLimits();
    vi.useRealTimers();
  });

  it('counts the idle limit from each answered call, and tells this tab and the others', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T04:00:00Z') });
    const heard = vi.fn();
    const stop = onSessionActivity(heard);
    rememberSessionLimits({ idleSeconds: 40, expiresAt: '2026-11-29T16:00:00.000Z' });
    vi.advanceTimersByTime(5000);
    const deadlines = noteSessionActivity();
    expect(deadlines).toEqual({
      idleEndsAt: Date.parse('2026-11-29T04:00:45Z'),
      endsAt: Date.parse('2026-11-29T16:00:00Z'),
    });
    expect(heard).toHaveBeenLastCalledWith(deadlines);
    expect(JSON.parse(window.localStorage.getItem('staffSessionSeen')!)).toEqual(deadlines);
    stop();
  });

  it("hears another tab's calls through the storage event, and ignores what is not its own", () => {
    const heard = vi.fn();
    const stop = onSessionActivity(heard);
    const other = { idleEndsAt: 1_000, endsAt: 2_000 };
    window.dispatchEvent(new StorageEvent('storage', { key: 'staffSessionSeen', newValue: JSON.stringify(other) }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'staffSessionSeen', newValue: '{"idleEndsAt":"soon"}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: JSON.stringify(other) }));
    expect(heard.mock.calls).toEqual([[other]]);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'staffSessionSeen', newValue: JSON.stringify(other) }));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('counts nothing before a session is known or after it ended', () => {
    expect(noteSessionActivity()).toBeUndefined();
    rememberSessionLimits({ idleSeconds: 40, expiresAt: '2026-11-29T16:00:00.000Z' });
    forgetSessionLimits();
    expect(noteSessionActivity()).toBeUndefined();
  });
});
