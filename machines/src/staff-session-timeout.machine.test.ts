import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type SessionDeadlines,
  endsForGood,
  staffSessionTimeoutMachine,
  warningLeadMs,
} from './staff-session-timeout.machine.js';

const IDLE_MS = 40_000;
const LEAD_MS = warningLeadMs(IDLE_MS / 1000);

type Answer = SessionDeadlines | undefined | Error;

/** The machine with a fake API: `answers` make what GET /api/staff/session gives, in turn, when asked. */
function startTimeout(answers: Array<() => Answer> = []) {
  const left = vi.fn();
  const touched = vi.fn();
  const now = Date.now();
  const actor = createActor(
    staffSessionTimeoutMachine.provide({
      actors: {
        touchSession: fromPromise(async () => {
          touched();
          const answer = answers.shift()?.();
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
      actions: { leave: left },
    }),
    { input: { idleEndsAt: now + IDLE_MS, endsAt: now + 600_000, leadMs: LEAD_MS } },
  ).start();
  return { actor, left, touched };
}

const fresh = (idleMs = IDLE_MS): SessionDeadlines => ({
  idleEndsAt: Date.now() + idleMs,
  endsAt: Date.now() + 600_000,
});

describe('staff session timeout (issue 28: nothing typed is lost)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns two minutes before the idle limit, or a third of a short one', () => {
    expect(warningLeadMs(1800)).toBe(120_000);
    expect(warningLeadMs(40)).toBe(13_333);
    const { actor } = startTimeout();
    vi.advanceTimersByTime(IDLE_MS - LEAD_MS - 1);
    expect(actor.getSnapshot().value).toBe('active');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('warning');
  });

  it('puts the warning off when a call (here or in another tab) restarts the idle clock', () => {
    const { actor } = startTimeout();
    vi.advanceTimersByTime(IDLE_MS - LEAD_MS - 1000);
    actor.send({ type: 'session.seen', ...fresh() });
    vi.advanceTimersByTime(IDLE_MS - LEAD_MS - 1);
    expect(actor.getSnapshot().value).toBe('active');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('warning');
    actor.send({ type: 'session.seen', ...fresh() });
    expect(actor.getSnapshot().value).toBe('active');
  });

  it('stays signed in on request: the session is touched and the clock starts again', async () => {
    const { actor, touched, left } = startTimeout([() => fresh()]);
    vi.advanceTimersByTime(IDLE_MS - LEAD_MS);
    actor.send({ type: 'session.stay' });
    expect(actor.getSnapshot().value).toBe('staying');
    await vi.advanceTimersByTimeAsync(0);
    expect(touched).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('active');
    vi.advanceTimersByTime(IDLE_MS - LEAD_MS - 1);
    expect(actor.getSnapshot().value).toBe('active');
    expect(left).not.toHaveBeenCalled();
  });

  it('keeps the warning when staying failed on the network, and leaves when the session had ended', async () => {
    const { actor, left } = startTimeout([() => new Error('offline'), () => undefined]);
    vi.advanceTimersByTime(IDLE_MS - LEAD_MS);
    actor.send({ type: 'session.stay' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('warning');
    actor.send({ type: 'session.stay' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('asks the API at the idle limit and leaves once it says the session ended', async () => {
    const { actor, left, touched } = startTimeout([() => undefined]);
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(touched).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(touched).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('carries on when the API says another tab kept the session alive', async () => {
    const { actor, left } = startTimeout([() => fresh(30_000)]);
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.idleEndsAt).toBe(Date.now() + 30_000);
    expect(left).not.toHaveBeenCalled();
  });

  it('ends at the absolute limit when it comes before the idle one', async () => {
    const now = Date.now();
    const deadlines = { idleEndsAt: now + IDLE_MS, endsAt: now + 20_000 };
    expect(endsForGood(deadlines)).toBe(true);
    expect(endsForGood(fresh())).toBe(false);
    const left = vi.fn();
    const actor = createActor(
      staffSessionTimeoutMachine.provide({
        actors: { touchSession: fromPromise<SessionDeadlines | undefined>(async () => undefined) },
        actions: { leave: left },
      }),
      { input: { ...deadlines, leadMs: LEAD_MS } },
    ).start();
    vi.advanceTimersByTime(20_000 - LEAD_MS);
    expect(actor.getSnapshot().value).toBe('warning');
    await vi.advanceTimersByTimeAsync(LEAD_MS);
    expect(left).toHaveBeenCalledTimes(1);
  });
});
