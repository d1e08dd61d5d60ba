// The home page's testimonials slider (product §2 "Home", §4 "Testimonials", §9): it shows
// perView testimonials from `start`, moves by a whole group (an arrow, or a swipe to a group),
// and wraps at both ends.
import { assign, setup } from 'xstate';
import { TESTIMONIALS_PER_VIEW } from '@cipta/domain/constants';

export interface TestimonialsInput {
  count: number;
  perView?: number;
}

export interface TestimonialsContext {
  /** The index of the first testimonial shown; always a multiple of perView. */
  start: number;
  count: number;
  perView: number;
}

export type TestimonialsEvent =
  | { type: 'testimonials.next' }
  | { type: 'testimonials.previous' }
  /** A swipe to the group at this position (0 for the first); one outside the groups is ignored. */
  | { type: 'testimonials.goTo'; group: number };

/** The start of the last group, which may hold fewer than perView testimonials. */
function lastGroupStart({ count, perView }: TestimonialsContext): number {
  return Math.max(0, Math.floor((count - 1) / perView) * perView);
}

function initialContext({ input }: { input: TestimonialsInput }): TestimonialsContext {
  const { count, perView = TESTIMONIALS_PER_VIEW } = input;
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`testimonialsMachine needs a whole count, got ${count}`);
  }
  if (!Number.isInteger(perView) || perView < 1) {
    throw new RangeError(`testimonialsMachine needs at least one per view, got ${perView}`);
  }
  return { start: 0, count, perView };
}

export const testimonialsMachine = setup({
  types: {
    input: {} as TestimonialsInput,
    context: {} as TestimonialsContext,
    events: {} as TestimonialsEvent,
  },
  actions: {
    // product §4: after the last group it wraps to the start
    showNextGroup: assign({
      start: ({ context }) => (context.start + context.perView < context.count ? context.start + context.perView : 0),
    }),
    // product §4: the previous arrow from the start goes to the last group; starts are multiples
    // of perView, so one group back from a later start is never below 0
    showPreviousGroup: assign({
      start: ({ context }) => (context.start === 0 ? lastGroupStart(context) : context.start - context.perView),
    }),
    showChosenGroup: assign({
      start: ({ context, event }) =>
        event.type === 'testimonials.goTo' ? event.group * context.perView : context.start,
    }),
  },
  guards: {
    isGroupInRange: ({ context, event }) =>
      event.type === 'testimonials.goTo' &&
      Number.isInteger(event.group) &&
      event.group >= 0 &&
      event.group * context.perView <= lastGroupStart(context),
  },
}).createMachine({
  id: 'testimonials',
  context: initialContext,
  initial: 'showing',
  states: {
    showing: {
      on: {
        'testimonials.next': { actions: 'showNextGroup' },
        'testimonials.previous': { actions: 'showPreviousGroup' },
        'testimonials.goTo': { guard: 'isGroupInRange', actions: 'showChosenGroup' },
      },
    },
  },
});
