// The home page's promo banner (product §2 "Home", §4 "Promo banner", §9): slides that rotate
// every PROMO_ROTATION_MS, moved by arrows, dots and swipes. Rotation pauses while the pointer or the
// keyboard focus is on the banner, and with a visible pause button (WCAG 2.2.2).
import { assign, not, setup } from 'xstate';
import { PROMO_ROTATION_MS } from '@cipta/domain/constants';

export interface PromoCarouselInput {
  slideCount: number;
}

export interface PromoCarouselContext {
  /** The slide shown, from 0 to slideCount - 1. */
  index: number;
  slideCount: number;
  pointerInside: boolean;
  focusInside: boolean;
  /** The visitor pressed the pause button; only the play button undoes it. */
  userPaused: boolean;
}

export type PromoCarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  /** A dot, or a swipe that came to rest on this slide; an index outside the slides is ignored. */
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.pointerEntered' }
  | { type: 'carousel.pointerLeft' }
  /** Focus moved into the banner, or out of it (not between its own controls). */
  | { type: 'carousel.focusEntered' }
  | { type: 'carousel.focusLeft' }
  | { type: 'carousel.pause' }
  | { type: 'carousel.play' };

// Both states keep track of what holds the rotation; their `always` decides which one applies.
const trackHolds = {
  'carousel.pointerEntered': { actions: 'notePointerInside' },
  'carousel.pointerLeft': { actions: 'notePointerOutside' },
  'carousel.focusEntered': { actions: 'noteFocusInside' },
  'carousel.focusLeft': { actions: 'noteFocusOutside' },
  'carousel.pause': { actions: 'notePausedByUser' },
  'carousel.play': { actions: 'notePlayedByUser' },
} as const;

function wrap(index: number, slideCount: number): number {
  return (index + slideCount) % slideCount;
}

function initialContext({ input }: { input: PromoCarouselInput }): PromoCarouselContext {
  const { slideCount } = input;
  if (!Number.isInteger(slideCount) || slideCount < 1) {
    throw new RangeError(`promoCarouselMachine needs at least one slide, got ${slideCount}`);
  }
  return { index: 0, slideCount, pointerInside: false, focusInside: false, userPaused: false };
}

export const promoCarouselMachine = setup({
  types: {
    input: {} as PromoCarouselInput,
    context: {} as PromoCarouselContext,
    events: {} as PromoCarouselEvent,
  },
  delays: {
    rotation: PROMO_ROTATION_MS,
  },
  actions: {
    showNext: assign({ index: ({ context }) => wrap(context.index + 1, context.slideCount) }),
    showPrevious: assign({ index: ({ context }) => wrap(context.index - 1, context.slideCount) }),
    showChosenSlide: assign({
      index: ({ context, event }) => (event.type === 'carousel.goTo' ? event.index : context.index),
    }),
    notePointerInside: assign({ pointerInside: true }),
    notePointerOutside: assign({ pointerInside: false }),
    noteFocusInside: assign({ focusInside: true }),
    noteFocusOutside: assign({ focusInside: false }),
    notePausedByUser: assign({ userPaused: true }),
    notePlayedByUser: assign({ userPaused: false }),
  },
  guards: {
    isHeld: ({ context }) => context.pointerInside || context.focusInside || context.userPaused,
    isSlideInRange: ({ context, event }) =>
      event.type === 'carousel.goTo' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.slideCount,
  },
}).createMachine({
  id: 'promoCarousel',
  context: initialContext,
  initial: 'rotating',
  states: {
    rotating: {
      always: { guard: 'isHeld', target: 'paused' },
      on: {
        ...trackHolds,
        // re-entering `rotating` after a manual move starts the rotation count over
        'carousel.next': { target: 'rotating', reenter: true, actions: 'showNext' },
        'carousel.previous': { target: 'rotating', reenter: true, actions: 'showPrevious' },
        'carousel.goTo': {
          guard: 'isSlideInRange',
          target: 'rotating',
          reenter: true,
          actions: 'showChosenSlide',
        },
      },
      after: {
        rotation: { target: 'rotating', reenter: true, actions: 'showNext' },
      },
    },
    paused: {
      always: { guard: not('isHeld'), target: 'rotating' },
      on: {
        ...trackHolds,
        'carousel.next': { actions: 'showNext' },
        'carousel.previous': { actions: 'showPrevious' },
        'carousel.goTo': { guard: 'isSlideInRange', actions: 'showChosenSlide' },
      },
    },
  },
});
