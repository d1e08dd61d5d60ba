import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { PROMO_ROTATION_MS, PROMO_SLIDE_COUNT } from '@cipta/domain/constants';
import { promoCarouselMachine, type PromoCarouselEvent } from './promo-carousel.machine.js';

type CarouselSnapshot = SnapshotFrom<typeof promoCarouselMachine>;

function startCarousel(slideCount = PROMO_SLIDE_COUNT) {
  return createActor(promoCarouselMachine, { input: { slideCount } }).start();
}

function indexOf(actor: ReturnType<typeof startCarousel>): number {
  return actor.getSnapshot().context.index;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('promo banner rotation (product §4 "Promo banner", §9: every 5000 ms)', () => {
  it('starts rotating on the first slide with nothing holding it', () => {
    const actor = startCarousel();
    expect(actor.getSnapshot().value).toBe('rotating');
    expect(actor.getSnapshot().context).toEqual({
      index: 0,
      slideCount: PROMO_SLIDE_COUNT,
      pointerInside: false,
      focusInside: false,
      userPaused: false,
    });
  });

  it('moves to the next slide every rotation interval and wraps after the last', () => {
    const actor = startCarousel();
    vi.advanceTimersByTime(PROMO_ROTATION_MS - 1);
    expect(indexOf(actor)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(indexOf(actor)).toBe(1);
    vi.advanceTimersByTime(PROMO_ROTATION_MS);
    expect(indexOf(actor)).toBe(2);
    vi.advanceTimersByTime(PROMO_ROTATION_MS);
    expect(indexOf(actor)).toBe(0);
  });

  it('keeps a single slide in place', () => {
    const actor = startCarousel(1);
    vi.advanceTimersByTime(PROMO_ROTATION_MS * 3);
    actor.send({ type: 'carousel.previous' });
    expect(indexOf(actor)).toBe(0);
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses %s slides', (slideCount) => {
    const error = vi.fn();
    const actor = createActor(promoCarouselMachine, { input: { slideCount } });
    actor.subscribe({ error });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(error).toHaveBeenCalledWith(expect.any(RangeError));
  });
});

describe('promo banner arrows and dots (product §4 "Promo banner")', () => {
  it('moves with the arrows, wrapping both ways', () => {
    const actor = startCarousel();
    actor.send({ type: 'carousel.previous' });
    expect(indexOf(actor)).toBe(2);
    actor.send({ type: 'carousel.previous' });
    expect(indexOf(actor)).toBe(1);
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.next' });
    expect(indexOf(actor)).toBe(0);
  });

  it('jumps to a dot, and ignores an index outside the slides', () => {
    const actor = startCarousel();
    actor.send({ type: 'carousel.goTo', index: 2 });
    expect(indexOf(actor)).toBe(2);
    for (const index of [-1, 3, 1.5, Number.NaN]) {
      actor.send({ type: 'carousel.goTo', index });
      expect(indexOf(actor)).toBe(2);
    }
    actor.send({ type: 'carousel.goTo', index: 0 });
    expect(indexOf(actor)).toBe(0);
  });

  it.each<PromoCarouselEvent>([
    { type: 'carousel.next' },
    { type: 'carousel.previous' },
    { type: 'carousel.goTo', index: 2 },
  ])('restarts the count after a manual move ($type)', (move) => {
    const actor = startCarousel();
    vi.advanceTimersByTime(PROMO_ROTATION_MS - 1000);
    actor.send(move);
    const moved = indexOf(actor);
    vi.advanceTimersByTime(PROMO_ROTATION_MS - 1);
    expect(indexOf(actor)).toBe(moved);
    vi.advanceTimersByTime(1);
    expect(indexOf(actor)).toBe((moved + 1) % PROMO_SLIDE_COUNT);
  });

  it('does not restart the count for a dot outside the slides', () => {
    const actor = startCarousel();
    vi.advanceTimersByTime(PROMO_ROTATION_MS - 1000);
    actor.send({ type: 'carousel.goTo', index: 7 });
    vi.advanceTimersByTime(1000);
    expect(indexOf(actor)).toBe(1);
  });
});

describe('promo banner pausing (WCAG 2.2.2)', () => {
  it('pauses while the pointer is on the banner and starts a full interval when it leaves', () => {
    const actor = startCarousel();
    vi.advanceTimersByTime(PROMO_ROTATION_MS - 1000);
    actor.send({ type: 'carousel.pointerEntered' });
    expect(actor.getSnapshot().value).toBe('paused');
    vi.advanceTimersByTime(PROMO_ROTATION_MS * 4);
    expect(indexOf(actor)).toBe(0);
    actor.send({ type: 'carousel.pointerLeft' });
    expect(actor.getSnapshot().value).toBe('rotating');
    vi.advanceTimersByTime(PROMO_ROTATION_MS - 1);
    expect(indexOf(actor)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(indexOf(actor)).toBe(1);
  });

  it('pauses while keyboard focus is in the banner', () => {
    const actor = startCarousel();
    actor.send({ type: 'carousel.focusEntered' });
    expect(actor.getSnapshot().value).toBe('paused');
    vi.advanceTimersByTime(PROMO_ROTATION_MS * 2);
    expect(indexOf(actor)).toBe(0);
    actor.send({ type: 'carousel.focusLeft' });
    expect(actor.getSnapshot().value).toBe('rotating');
  });

  it('resumes only once both the pointer and the focus have left', () => {
    const actor = startCarousel();
    actor.send({ type: 'carousel.pointerEntered' });
    actor.send({ type: 'carousel.focusEntered' });
    actor.send({ type: 'carousel.pointerLeft' });
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'carousel.pointerEntered' });
    actor.send({ type: 'carousel.focusLeft' });
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'carousel.pointerLeft' });
    expect(actor.getSnapshot().value).toBe('rotating');
  });

  it('stays paused by the pause button after the pointer and focus leave, until play', () => {
    const actor = startCarousel();
    actor.send({ type: 'carousel.pointerEntered' });
    actor.send({ type: 'carousel.focusEntered' });
    actor.send({ type: 'carousel.pause' });
    actor.send({ type: 'carousel.pointerLeft' });
    actor.send({ type: 'carousel.focusLeft' });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context.userPaused).toBe(true);
    vi.advanceTimersByTime(PROMO_ROTATION_MS * 2);
    expect(indexOf(actor)).toBe(0);
    actor.send({ type: 'carousel.play' });
    expect(actor.getSnapshot().value).toBe('rotating');
    vi.advanceTimersByTime(PROMO_ROTATION_MS);
    expect(indexOf(actor)).toBe(1);
  });

  it('waits for the pointer to leave when play is pressed on the banner', () => {
    const actor = startCarousel();
    actor.send({ type: 'carousel.pause' });
    actor.send({ type: 'carousel.pointerEntered' });
    actor.send({ type: 'carousel.play' });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context.userPaused).toBe(false);
    actor.send({ type: 'carousel.pointerLeft' });
    expect(actor.getSnapshot().value).toBe('rotating');
  });

  it('moves with arrows and dots while paused, without rotating', () => {
    const actor = startCarousel();
    actor.send({ type: 'carousel.pause' });
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.previous' });
    expect(indexOf(actor)).toBe(2);
    actor.send({ type: 'carousel.goTo', index: 1 });
    actor.send({ type: 'carousel.goTo', index: 3 });
    expect(indexOf(actor)).toBe(1);
    vi.advanceTimersByTime(PROMO_ROTATION_MS * 2);
    expect(indexOf(actor)).toBe(1);
    expect(actor.getSnapshot().value).toBe('paused');
  });
});

// ---- Every reachable state, and every event from it, against the product's rules ----

const EVENT_SAMPLES: PromoCarouselEvent[] = [
  { type: 'carousel.next' },
  { type: 'carousel.previous' },
  ...[-1, 0, 1, 2, 3, 0.5].map((index): PromoCarouselEvent => ({ type: 'carousel.goTo', index })),
  { type: 'carousel.pointerEntered' },
  { type: 'carousel.pointerLeft' },
  { type: 'carousel.focusEntered' },
  { type: 'carousel.focusLeft' },
  { type: 'carousel.pause' },
  { type: 'carousel.play' },
];

interface CarouselView {
  state: 'rotating' | 'paused';
  index: number;
  pointerInside: boolean;
  focusInside: boolean;
  userPaused: boolean;
}

function view(snapshot: CarouselSnapshot): CarouselView {
  const { index, pointerInside, focusInside, userPaused } = snapshot.context;
  const state = snapshot.matches('paused') ? 'paused' : 'rotating';
  return { state, index, pointerInside, focusInside, userPaused };
}

function isSlide(index: number): boolean {
  return [0, 1, 2].includes(index);
}

/** The rules written out plainly, as an oracle for the machine (three slides). */
function expectedAfter(before: CarouselView, event: PromoCarouselEvent): CarouselView {
  const after = { ...before };
  switch (event.type) {
    case 'carousel.next':
      after.index = (before.index + 1) % 3;
      break;
    case 'carousel.previous':
      after.index = (before.index + 2) % 3;
      break;
    case 'carousel.goTo':
      after.index = isSlide(event.index) ? event.index : before.index;
      break;
    case 'carousel.pointerEntered':
    case 'carousel.pointerLeft':
      after.pointerInside = event.type === 'carousel.pointerEntered';
      break;
    case 'carousel.focusEntered':
    case 'carousel.focusLeft':
      after.focusInside = event.type === 'carousel.focusEntered';
      break;
    case 'carousel.pause':
    case 'carousel.play':
      after.userPaused = event.type === 'carousel.pause';
      break;
  }
  const held = after.pointerInside || after.focusInside || after.userPaused;
  return { ...after, state: held ? 'paused' : 'rotating' };
}

/** A full interval starts when rotation resumes, or after a manual move while rotating. */
function restartsCount(before: CarouselView, event: PromoCarouselEvent): boolean {
  const manualMove =
    event.type === 'carousel.next' ||
    event.type === 'carousel.previous' ||
    (event.type === 'carousel.goTo' && isSlide(event.index));
  return before.state === 'paused' || manualMove;
}

describe('promo banner paths (@xstate/graph)', () => {
  const paths = getShortestPaths(promoCarouselMachine, {
    input: { slideCount: 3 },
    events: EVENT_SAMPLES,
  });

  it('reaches every slide with every combination of what holds it', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(view(path.state))));
    expect(reached.size).toBe(paths.length);
    expect(paths).toHaveLength(3 * 2 * 2 * 2);
    for (const path of paths) {
      const { state, pointerInside, focusInside, userPaused } = view(path.state);
      expect(state).toBe(pointerInside || focusInside || userPaused ? 'paused' : 'rotating');
    }
  });

  it.each(paths.map((path) => [path.steps.map((s) => JSON.stringify(s.event)).join(' → '), path]))(
    'from %s, every event and the clock do what product.md says',
    (_, path) => {
      // Part of an interval has passed before each event, so a restart shows.
      const elapsed = 2000;
      for (const event of EVENT_SAMPLES) {
        const actor = startCarousel(3);
        // the first step is the graph's own xstate.init; a delayed step is a full interval
        for (const step of path.steps.slice(1)) {
          if (step.event.type.startsWith('xstate.after.')) {
            vi.advanceTimersByTime(PROMO_ROTATION_MS);
          } else {
            actor.send(step.event);
          }
        }
        vi.advanceTimersByTime(elapsed);
        const before = view(actor.getSnapshot());
        expect(before).toEqual(view(path.state));

        actor.send(event);

        const after = expectedAfter(before, event);
        expect(view(actor.getSnapshot())).toEqual(after);
        const untilRotation =
          after.state === 'paused'
            ? Infinity
            : restartsCount(before, event)
              ? PROMO_ROTATION_MS
              : PROMO_ROTATION_MS - elapsed;
        vi.advanceTimersByTime(Math.min(untilRotation, PROMO_ROTATION_MS * 3) - 1);
        expect(indexOf(actor)).toBe(after.index);
        vi.advanceTimersByTime(1);
        expect(indexOf(actor)).toBe(untilRotation === Infinity ? after.index : (after.index + 1) % 3);
        actor.stop();
      }
    },
  );
});
