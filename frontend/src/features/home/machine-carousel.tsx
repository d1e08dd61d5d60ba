import '@mantine/carousel/styles.css';
import { Carousel, type CarouselProps } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import {
  Children,
  type ComponentProps,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import classes from './machine-carousel.module.css';

/** What a slide says of itself (its role, its name, a test id). */
export type CarouselSlideAttributes = ComponentProps<typeof Carousel.Slide> & {
  [attribute: `data-${string}`]: string | undefined;
};

interface MachineCarouselProps extends Omit<
  CarouselProps,
  'children' | 'classNames' | 'emblaOptions' | 'getEmblaApi' | 'onSlideChange' | 'withControls' | 'withIndicators'
> {
  /** The slide the machine shows. */
  current: number;
  /** Embla chose another slide itself (a swipe or a drag): the machine is told, and decides. */
  onSwipe: (slide: number) => void;
  /** Each slide's attributes, by its position. */
  slideAttributes?: (position: number) => CarouselSlideAttributes;
  children: ReactNode;
}

// The machines wrap round at both ends, and so does a swipe past the last slide (Embla stops
// there instead when there are too few slides to loop).
const EMBLA_OPTIONS: EmblaOptionsType = { loop: true };

/**
 * Mantine names the carousel an unnamed region and each slide "Carousel slide", in English: the
 * section around it is the named region, and the caller names the slides in the page's language.
 */
const MANTINE_NAMES_REMOVED = {
  root: { role: undefined, 'aria-roledescription': undefined },
  slide: { role: undefined, 'aria-roledescription': undefined, 'aria-label': undefined },
};

/**
 * Mantine's carousel (Embla) under one of the home page's machines: the machine says which slide
 * is current and Embla slides there; Embla does the sliding and the dragging, and a slide it
 * chooses itself goes back to the machine as an event. Arrows, dots and names are the caller's.
 */
export function MachineCarousel({ current, onSwipe, slideAttributes, children, ...others }: MachineCarouselProps) {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const { moving, startMoving } = useMoving(embla);
  const reduceMotion = useReducedMotion();
  // The slide the machine last asked for, read when Embla reports a change.
  const asked = useRef(current);

  // Before the paint, so that the slide leaving never disappears before it starts to move.
  useLayoutEffect(() => {
    asked.current = current;
    if (!embla || embla.selectedScrollSnap() === current) return;
    startMoving();
    embla.scrollTo(current, reduceMotion);
  }, [embla, current, reduceMotion, startMoving]);

  const reportSlide = useCallback(
    (slide: number) => {
      // Embla also reports the moves the machine asked for: only its own go back.
      if (slide !== asked.current) onSwipe(slide);
    },
    [onSwipe],
  );

  return (
    <Carousel
      {...others}
      classNames={{ root: classes.root, viewport: classes.viewport, slide: classes.slide }}
      attributes={MANTINE_NAMES_REMOVED}
      emblaOptions={EMBLA_OPTIONS}
      getEmblaApi={setEmbla}
      onSlideChange={reportSlide}
      withControls={false}
      withKeyboardEvents={false}
    >
      {Children.map(children, (child, position) => (
        <Carousel.Slide
          {...slideAttributes?.(position)}
          aria-hidden={position !== current || undefined}
          data-out-of-view={(position !== current && !moving) || undefined}
        >
          {child}
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

/** Whether Embla is moving: from a drag or a move it was asked for, until it comes to rest. */
function useMoving(embla: EmblaCarouselType | undefined) {
  const [moving, setMoving] = useState(false);
  useEffect(() => {
    if (!embla) return;
    const move = () => setMoving(true);
    const rest = () => setMoving(false);
    embla.on('pointerDown', move).on('scroll', move).on('settle', rest);
    return () => {
      embla.off('pointerDown', move).off('scroll', move).off('settle', rest);
    };
  }, [embla]);
  const startMoving = useCallback(() => setMoving(true), []);
  return { moving, startMoving };
}
