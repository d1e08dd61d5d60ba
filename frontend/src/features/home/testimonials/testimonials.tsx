import { testimonialsMachine } from '@cipta/machines/testimonials';
import { Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useCallback } from 'react';
import { inspectOptions } from '../../../lib/inspector';
import { type Testimonial, testimonials } from '../../../content/home';
import { useLocalized } from '../../../hooks/use-localized';
import classes from './testimonials.module.css';
import { useHomeTranslation } from '../home-translations';
import { CarouselArrow } from '../carousel-arrow';
import { MachineCarousel } from '../machine-carousel';

/**
 * product §4: three per view; next wraps to the start after the last group, previous from the
 * start to the last; a swipe moves a group too. Each group is one slide of the carousel.
 */
export default function Testimonials() {
  const { t } = useHomeTranslation();
  const [state, send] = useMachine(testimonialsMachine, { ...inspectOptions, input: { count: testimonials.length } });
  const { start, perView } = state.context;
  const groups = Array.from({ length: Math.ceil(testimonials.length / perView) }, (_, group) =>
    testimonials.slice(group * perView, (group + 1) * perView),
  );
  const shown = groups[start / perView] ?? [];
  const showSwiped = useCallback((group: number) => send({ type: 'testimonials.goTo', group }), [send]);
  return (
    <section className={classes.section} aria-labelledby="testimonials-heading">
      <Container size="lg">
        <Group justify="space-between" align="flex-end" mb="xl">
          <Title order={2} id="testimonials-heading">
            {t('testimonials.heading')}
          </Title>
          <Group gap="xs">
            <CarouselArrow
              direction="previous"
              label={t('testimonials.previous')}
              onClick={() => send({ type: 'testimonials.previous' })}
            />
            <CarouselArrow
              direction="next"
              label={t('testimonials.next')}
              onClick={() => send({ type: 'testimonials.next' })}
            />
          </Group>
        </Group>
        <MachineCarousel
          className={classes.carousel}
          current={start / perView}
          onSwipe={showSwiped}
          aria-live="polite"
          aria-label={t('testimonials.group', {
            from: start + 1,
            to: start + shown.length,
            count: testimonials.length,
          })}
          role="group"
          data-testid="testimonials"
          data-start={start}
        >
          {groups.map((group) => (
            <SimpleGrid key={group[0]!.id} cols={{ base: 1, sm: perView }} spacing="lg" className={classes.group}>
              {group.map((testimonial) => (
                <TestimonialCard key={testimonial.id} testimonial={testimonial} />
              ))}
            </SimpleGrid>
          ))}
        </MachineCarousel>
      </Container>
    </section>
  );
}

/** One client's words, their name and their handle. */
function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const localized = useLocalized();
  return (
    <figure className={classes.card}>
      <blockquote className={classes.quote}>
        <Text>“{localized(testimonial.text)}”</Text>
      </blockquote>
      <figcaption className={classes.author}>
        <span className={classes.avatar} aria-hidden="true">
          {testimonial.name
            .split(' ')
            .map((part) => part[0])
            .slice(0, 2)
            .join('')}
        </span>
        <span>
          <Text fw={700}>{testimonial.name}</Text>
          <Text size="sm" c="dimmed">
            {testimonial.username}
          </Text>
        </span>
      </figcaption>
    </figure>
  );
}
