import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MachineCarousel } from './machine-carousel';

/** Embla as the carousel sees it: what it was asked, and the events it sends. */
const embla = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  let selected = 0;
  let onSlideChange: ((slide: number) => void) | undefined;
  const api = {
    on: (event: string, listener: () => void) =>
      (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(listener) && api,
    off: (event: string, listener: () => void) => (listeners.get(event)?.delete(listener), api),
    selectedScrollSnap: () => selected,
    scrollTo: vi.fn((slide: number) => {
      selected = slide;
      onSlideChange?.(slide);
    }),
  };
  return {
    api,
    emit: (event: string) => listeners.get(event)?.forEach((listener) => listener()),
    /** A drag that comes to rest on `slide`: Embla selects it itself. */
    swipeTo(slide: number) {
      this.emit('pointerDown');
      selected = slide;
      onSlideChange?.(slide);
    },
    connect(report: (slide: number) => void) {
      onSlideChange = report;
    },
    reset() {
      listeners.clear();
      selected = 0;
      api.scrollTo.mockClear();
    },
  };
});

// Mantine's carousel reduced to what MachineCarousel relies on: it hands over Embla's API and
// reports the slide Embla selects.
vi.mock('@mantine/carousel', () => {
  function Carousel({
    children,
    getEmblaApi,
    onSlideChange,
  }: {
    children: ReactNode;
    getEmblaApi: (api: unknown) => void;
    onSlideChange: (slide: number) => void;
  }) {
    embla.connect(onSlideChange);
    useEffect(() => getEmblaApi(embla.api), [getEmblaApi]);
    return <div>{children}</div>;
  }
  Carousel.Slide = ({ children, ...attributes }: { children: ReactNode }) => <div {...attributes}>{children}</div>;
  return { Carousel };
});

function renderCarousel(current: number, onSwipe = vi.fn()) {
  const ui = (slide: number) => (
    <MachineCarousel
      current={slide}
      onSwipe={onSwipe}
      slideAttributes={(position) => ({ 'data-testid': `slide-${position}` })}
    >
      <p>one</p>
      <p>two</p>
      <p>three</p>
    </MachineCarousel>
  );
  const view = render(ui(current));
  return { onSwipe, show: (slide: number) => view.rerender(ui(slide)) };
}

const outOfView = () =>
  [0, 1, 2].filter((position) => screen.getByTestId(`slide-${position}`).hasAttribute('data-out-of-view'));
const hiddenFromAssistiveTechnology = () =>
  [0, 1, 2].filter((position) => screen.getByTestId(`slide-${position}`).getAttribute('aria-hidden') === 'true');

describe('MachineCarousel: Embla under a machine', () => {
  afterEach(() => {
    cleanup();
    embla.reset();
  });

  it('shows only the current slide, and the machine moves Embla to the next one', () => {
    const { onSwipe, show } = renderCarousel(0);
    expect(outOfView()).toEqual([1, 2]);
    expect(hiddenFromAssistiveTechnology()).toEqual([1, 2]);

    show(1);
    expect(embla.api.scrollTo).toHaveBeenCalledWith(1, false);
    // the move Embla was asked for is not reported back as a swipe
    expect(onSwipe).not.toHaveBeenCalled();
    // the slides show while Embla moves, so the one leaving slides out; assistive technology
    // hears only the new one at once
    expect(outOfView()).toEqual([]);
    expect(hiddenFromAssistiveTechnology()).toEqual([0, 2]);
    act(() => embla.emit('settle'));
    expect(outOfView()).toEqual([0, 2]);
  });

  it("tells the machine of a slide Embla chose under the visitor's finger, and lets the machine decide", () => {
    const { onSwipe, show } = renderCarousel(0);
    act(() => embla.swipeTo(2));
    expect(onSwipe).toHaveBeenCalledExactlyOnceWith(2);
    // while the finger is down every slide can come into view
    expect(outOfView()).toEqual([]);
    // the machine agrees: Embla is already there and is not asked again
    show(2);
    expect(embla.api.scrollTo).not.toHaveBeenCalled();
    act(() => embla.emit('settle'));
    expect(outOfView()).toEqual([0, 1]);
    expect(hiddenFromAssistiveTechnology()).toEqual([0, 1]);
  });
});
