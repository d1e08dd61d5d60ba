import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TESTIMONIALS_PER_VIEW } from '@cipta/domain/constants';
import { testimonialsMachine, type TestimonialsInput } from './testimonials.machine.js';

function startTestimonials(input: TestimonialsInput) {
  return createActor(testimonialsMachine, { input }).start();
}

function walk(input: TestimonialsInput, moves: ('next' | 'previous')[]): number[] {
  const actor = startTestimonials(input);
  return moves.map((move) => {
    actor.send({ type: `testimonials.${move}` });
    return actor.getSnapshot().context.start;
  });
}

describe('testimonials slider (product §4 "Testimonials", §9: three per view)', () => {
  it('shows the first group, three per view unless told otherwise', () => {
    const actor = startTestimonials({ count: 5 });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context).toEqual({
      start: 0,
      count: 5,
      perView: TESTIMONIALS_PER_VIEW,
    });
  });

  it('with 5 testimonials, moves between the groups at 0 and 3, wrapping both ways', () => {
    expect(walk({ count: 5 }, ['next', 'next', 'next'])).toEqual([3, 0, 3]);
    expect(walk({ count: 5 }, ['previous', 'previous', 'previous'])).toEqual([3, 0, 3]);
  });

  it('with a whole number of groups, the last group starts at count - perView', () => {
    expect(walk({ count: 6 }, ['next', 'next'])).toEqual([3, 0]);
    expect(walk({ count: 9 }, ['previous', 'previous', 'previous', 'next'])).toEqual([6, 3, 0, 3]);
  });

  it('moves by the perView it was given', () => {
    expect(walk({ count: 5, perView: 2 }, ['next', 'next', 'next'])).toEqual([2, 4, 0]);
    expect(walk({ count: 5, perView: 2 }, ['previous', 'previous'])).toEqual([4, 2]);
  });

  it('goes to the group a swipe chose, and ignores a group outside them', () => {
    const actor = startTestimonials({ count: 5 });
    actor.send({ type: 'testimonials.goTo', group: 1 });
    expect(actor.getSnapshot().context.start).toBe(3);
    for (const group of [-1, 2, 0.5, Number.NaN]) {
      actor.send({ type: 'testimonials.goTo', group });
      expect(actor.getSnapshot().context.start).toBe(3);
    }
    actor.send({ type: 'testimonials.goTo', group: 0 });
    expect(actor.getSnapshot().context.start).toBe(0);
    // the arrows go on from where the swipe left it
    actor.send({ type: 'testimonials.goTo', group: 1 });
    actor.send({ type: 'testimonials.next' });
    expect(actor.getSnapshot().context.start).toBe(0);
  });

  it('stays on its only group when all testimonials fit, and with none', () => {
    expect(walk({ count: 3 }, ['next', 'previous'])).toEqual([0, 0]);
    expect(walk({ count: 1 }, ['next', 'previous'])).toEqual([0, 0]);
    expect(walk({ count: 0 }, ['next', 'previous'])).toEqual([0, 0]);
    const actor = startTestimonials({ count: 0 });
    actor.send({ type: 'testimonials.goTo', group: 0 });
    expect(actor.getSnapshot().context.start).toBe(0);
  });

  it.each<TestimonialsInput>([{ count: -1 }, { count: 2.5 }, { count: 5, perView: 0 }, { count: 5, perView: 1.5 }])(
    'refuses $count testimonials at $perView per view',
    (input) => {
      const error = vi.fn();
      const actor = createActor(testimonialsMachine, { input });
      actor.subscribe({ error });
      actor.start();
      expect(actor.getSnapshot().status).toBe('error');
      expect(error).toHaveBeenCalledWith(expect.any(RangeError));
    },
  );
});

describe('testimonials paths (@xstate/graph)', () => {
  const inputs: Required<TestimonialsInput>[] = [
    { count: 5, perView: 3 },
    { count: 6, perView: 3 },
    { count: 10, perView: 3 },
    { count: 7, perView: 1 },
    { count: 2, perView: 3 },
  ];

  it.each(inputs)('$count at $perView per view: every group, and both arrows and every swipe from it', (input) => {
    // the groups written out plainly: one per perView testimonials, the last one maybe short
    const groupCount = Math.ceil(input.count / input.perView);
    const groups = Array.from({ length: groupCount }, (_, group) => group * input.perView);
    const paths = getShortestPaths(testimonialsMachine, {
      input,
      events: [{ type: 'testimonials.next' }, { type: 'testimonials.previous' }],
    });
    expect(paths.map((path) => path.state.context.start).sort((a, b) => a - b)).toEqual(groups);

    for (const path of paths) {
      const moves = path.steps.slice(1).map((step) => step.event);
      const position = groups.indexOf(path.state.context.start);
      for (const [move, step] of [
        ['testimonials.next', 1],
        ['testimonials.previous', -1],
      ] as const) {
        const actor = startTestimonials(input);
        moves.forEach((event) => actor.send(event));
        actor.send({ type: move });
        const expected = groups[(position + step + groups.length) % groups.length];
        expect(actor.getSnapshot().context.start).toBe(expected);
        expect(actor.getSnapshot().value).toBe('showing');
      }
      groups.forEach((start, group) => {
        const actor = startTestimonials(input);
        moves.forEach((event) => actor.send(event));
        actor.send({ type: 'testimonials.goTo', group });
        expect(actor.getSnapshot().context.start).toBe(start);
      });
    }
  });
});
