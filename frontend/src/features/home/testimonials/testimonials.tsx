import { testimonialsMachine } from '@cipta/machines/testimonials';
import { ActionIcon, Container, Group, Text, Title } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { inspectOptions } from '../../../lib/inspector';
import { testimonials } from '../../../content/home';
import { useLocalized } from '../../../hooks/use-localized';
import classes from './testimonials.module.css';
import { useHomeTranslation } from '../home-translations';

/** product §4: three per view; next wraps to the start after the last group, previous from the start to the last. */
export default function Testimonials() {
  const { t } = useHomeTranslation();
  const localized = useLocalized();
  const [state, send] = useMachine(testimonialsMachine, { ...inspectOptions, input: { count: testimonials.length } });
  const { start, perView } = state.context;
  const shown = testimonials.slice(start, start + perView);
  return (
    <section className={classes.section} aria-labelledby="testimonials-heading">
      <Container size="lg">
        <Group justify="space-between" align="flex-end" mb="xl">
          <Title order={2} id="testimonials-heading">
            {t('testimonials.heading')}
          </Title>
          <Group gap="xs">
            <ActionIcon
              size="lg"
              radius="xl"
              variant="default"
              aria-label={t('testimonials.previous')}
              onClick={() => send({ type: 'testimonials.previous' })}
            >
              <span aria-hidden="true">←</span>
            </ActionIcon>
            <ActionIcon
              size="lg"
              radius="xl"
              variant="default"
              aria-label={t('testimonials.next')}
              onClick={() => send({ type: 'testimonials.next' })}
            >
              <span aria-hidden="true">→</span>
            </ActionIcon>
          </Group>
        </Group>
        <div
          className={classes.grid}
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
          {shown.map((testimonial) => (
            <figure key={testimonial.id} className={classes.card}>
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
          ))}
        </div>
      </Container>
    </section>
  );
}
