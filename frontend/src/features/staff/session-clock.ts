import type { SessionDeadlines } from '@cipta/machines/staff-session-timeout';

// issue 28: when the staff session ends for want of a call, as this browser counts it. Every
// staff call the API answers (other than a 401) restarted its idle clock; this module hears of
// each one and tells this tab's listeners and, through localStorage's `storage` event, every
// other tab of the staff area, so activity in one tab keeps the others from warning.

const STORAGE_KEY = 'staffSessionSeen';

type Listener = (deadlines: SessionDeadlines) => void;

let limits: { idleMs: number; endsAt: number } | undefined;
const listeners = new Set<Listener>();

/** The session's limits from GET /api/staff/session, whose call itself restarted the clock. */
export function rememberSessionLimits(session: { idleSeconds: number; expiresAt: string }): SessionDeadlines {
  limits = { idleMs: session.idleSeconds * 1000, endsAt: Date.parse(session.expiresAt) };
  return noteSessionActivity()!;
}

/** Signed out or ended: no clock until the next session. */
export function forgetSessionLimits(): void {
  limits = undefined;
}

/** A staff call was answered: the idle clock restarted now (counted from the answer, so never early). */
export function noteSessionActivity(): SessionDeadlines | undefined {
  if (!limits) return undefined;
  const deadlines = { idleEndsAt: Date.now() + limits.idleMs, endsAt: limits.endsAt };
  for (const listener of listeners) listener(deadlines);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(deadlines));
  } catch {
    // Storage may be off (private mode): only other tabs miss the news.
  }
  return deadlines;
}

/** Calls `listener` on every answered staff call, in this tab or another; returns the unsubscribe. */
export function onSessionActivity(listener: Listener): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    const deadlines = parseDeadlines(event.newValue);
    if (deadlines) listener(deadlines);
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

function parseDeadlines(text: string): SessionDeadlines | undefined {
  try {
    const value = JSON.parse(text) as Partial<SessionDeadlines> | null;
    if (typeof value?.idleEndsAt === 'number' && typeof value.endsAt === 'number') {
      return { idleEndsAt: value.idleEndsAt, endsAt: value.endsAt };
    }
  } catch {
    // Not ours, or damaged: ignored.
  }
  return undefined;
}
