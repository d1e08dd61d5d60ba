import '@mantine/core/styles/Badge.css';
import { PROMO_DISCOUNT_PERCENT } from '@cipta/domain/constants';
import { promoCarouselMachine } from '@cipta/machines/promo-carousel';
import {
  ActionIcon,
  Badge,
  Button,
  Container,
  Group,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { inspectOptions } from '../../../lib/inspector';
import { paths } from '../../../lib/paths';
import baliTour from '../../../assets/media/bali-tour.svg';
import expressVisa from '../../../assets/media/express-visa.svg';
import familyVisa from '../../../assets/media/family-visa.svg';
import { type PromoSlide, type PromoSlideId, promoSlides } from '../../../content/home';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useModalHistory } from '../../../hooks/use-modal-history';
import { useLocalized } from '../../../hooks/use-localized';
import classes from './promo-banner.module.css';
import { usePromoClaim } from './use-promo-claim';
import { useHomeTranslation } from '../home-translations';
import { CarouselArrow } from '../carousel-arrow';
import { MachineCarousel } from '../machine-carousel';

const IMAGES: Record<PromoSlideId, string> = {
  'express-visa': expressVisa,
  'bali-tour': baliTour,
  'family-visa': familyVisa,
};

const PromoClaimModals = lazy(() => import('./promo-claim-modals'));
const PromoNotificationsHost = lazy(() => import('./promo-notifications'));
const notify = (message: string, closeLabel: string, color?: 'green' | 'red' | 'blue') =>
  void import('./promo-notifications').then(({ showNotice }) => showNotice(message, closeLabel, color));

/** The states in which one of the claim's dialogs is on screen. */
const DIALOG_STATES = [
  'formOpen',
  'submitting',
  'failed',
  'claimed',
  'confirmingReset',
  'enteringSecret',
  'resetting',
] as const;

/**
 * product §2/§4: three promotion slides rotating every 5 s (paused while pointed at or focused,
 * or by the pause button), arrows, dots and a swipe, Learn More to /services, and the claim of
 * one of the limited spots.
 */
export default function PromoBanner() {
  const { t } = useHomeTranslation();
  const localized = useLocalized();
  const [carousel, sendCarousel] = useMachine(promoCarouselMachine, {
    ...inspectOptions,
    input: { slideCount: promoSlides.length },
  });
  const [noticesWanted, setNoticesWanted] = useState(false);
  const notice = useCallback(
    (message: string, color?: 'green' | 'red' | 'blue') => {
      setNoticesWanted(true);
      notify(message, t('claim.close'), color);
    },
    [t],
  );
  const [claim, sendClaim] = usePromoClaim({
    claimed: (number) => notice(t('claim.notifyClaimed', { number }), 'green'),
    expired: (limit) => notice(t('claim.notifyExpired', { limit }), 'blue'),
    resetDone: () => notice(t('reset.done'), 'green'),
    resetFailed: () => notice(t('reset.failed'), 'red'),
  });
  // product §4: the hidden reset, Ctrl+Shift+R (also a visually hidden button below).
  useHotkeys([['ctrl+shift+R', () => sendClaim({ type: 'reset.request' })]]);
  // product §14.3: an open claim dialog is a history entry; Back closes it as its X would. While
  // a call is under way (submitting, resetting) it stays, as its X does nothing then either.
  const dialogOpen = DIALOG_STATES.some((name) => claim.matches(name));
  useModalHistory(dialogOpen, () => {
    if (claim.matches('formOpen') || claim.matches('failed')) sendClaim({ type: 'claim.cancel' });
    else if (claim.matches('claimed')) sendClaim({ type: 'claim.dismiss' });
    else if (claim.matches('confirmingReset') || claim.matches('enteringSecret')) sendClaim({ type: 'reset.cancel' });
  });

  const { index } = carousel.context;
  const slide = promoSlides[index] ?? promoSlides[0]!;
  const { limit } = claim.context;
  // The prerendered page cannot know the count this browser stored: it appears once hydrated.
  const claimed = useHydrated() ? claim.context.claimed : 0;
  // While the server is asked, a count mirrored at the limit already means Offer Expired.
  const expired = claim.matches('expired') || claimed >= limit;
  const paused = carousel.matches('paused');
  const showSwiped = useCallback(
    (swiped: number) => sendCarousel({ type: 'carousel.goTo', index: swiped }),
    [sendCarousel],
  );

  return (
    <section
      className={classes.banner}
      aria-roledescription="carousel"
      aria-labelledby="promo-heading"
      onPointerEnter={() => sendCarousel({ type: 'carousel.pointerEntered' })}
      onPointerLeave={() => sendCarousel({ type: 'carousel.pointerLeft' })}
      onFocus={() => sendCarousel({ type: 'carousel.focusEntered' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          sendCarousel({ type: 'carousel.focusLeft' });
      }}
      data-testid="promo-banner"
      data-state={paused ? 'paused' : 'rotating'}
    >
      <Container size="lg">
        <Title order={2} id="promo-heading" className={classes.heading}>
          {t('promo.heading')}
        </Title>
        <MachineCarousel
          className={classes.viewport}
          aria-live={paused ? 'polite' : 'off'}
          current={index}
          onSwipe={showSwiped}
          slideAttributes={(position) => ({
            role: 'group',
            'aria-roledescription': 'slide',
            'aria-label': t('promo.slideOf', { number: position + 1, count: promoSlides.length }),
            'data-testid': 'promo-slide',
          })}
        >
          {promoSlides.map((item) => (
            <PromoSlideContent key={item.id} item={item} />
          ))}
        </MachineCarousel>

        <Group justify="space-between" mt="lg" wrap="wrap" gap="md">
          <Group gap="xs">
            <CarouselArrow
              direction="previous"
              label={t('promo.previous')}
              onClick={() => sendCarousel({ type: 'carousel.previous' })}
            />
            <div className={classes.dots}>
              {promoSlides.map((item, position) => (
                <UnstyledButton
                  key={item.id}
                  className={classes.dot}
                  aria-label={t('promo.goTo', { number: position + 1, title: localized(item.title) })}
                  aria-current={position === index || undefined}
                  onClick={() => sendCarousel({ type: 'carousel.goTo', index: position })}
                />
              ))}
            </div>
            <CarouselArrow
              direction="next"
              label={t('promo.next')}
              onClick={() => sendCarousel({ type: 'carousel.next' })}
            />
            <ActionIcon
              variant="subtle"
              radius="xl"
              size="lg"
              aria-label={carousel.context.userPaused ? t('promo.play') : t('promo.pause')}
              aria-pressed={carousel.context.userPaused}
              onClick={() => sendCarousel({ type: carousel.context.userPaused ? 'carousel.play' : 'carousel.pause' })}
            >
              <span aria-hidden="true">{carousel.context.userPaused ? '▶' : '❚❚'}</span>
            </ActionIcon>
          </Group>

          <Group gap="sm">
            <Text size="sm" fw={600} data-testid="promo-spots" aria-live="polite">
              {t('promo.spotsLeft', { remaining: Math.max(0, limit - claimed), limit })}
            </Text>
            <Button component={Link} to={paths.services} variant="default">
              {t('promo.learnMore')}
              {/* A link's words must say where it leads (WCAG 2.4.4; Lighthouse's link-text). */}
              <VisuallyHidden>{` ${t('promo.learnMoreAbout')}`}</VisuallyHidden>
            </Button>
            <Button
              color="red.8"
              disabled={expired || claim.matches('loading')}
              onClick={() => sendClaim({ type: 'claim.open', promo: slide.title.en })}
              data-testid="claim-button"
            >
              {expired ? t('promo.expired') : t('promo.claim')}
            </Button>
          </Group>
        </Group>
        {/* issue 21: a sold-out promotion is said here, where the visitor looks for it, not in a notice. */}
        {expired && (
          <Text mt="md" fw={600} c="red.8" ta="center" data-testid="promo-sold-out">
            {t('claim.notifyExpired', { limit })}
          </Text>
        )}
        <button type="button" className={classes.operator} onClick={() => sendClaim({ type: 'reset.request' })}>
          {t('reset.openButton')}
        </button>
      </Container>

      {dialogOpen && (
        <Suspense fallback={null}>
          <PromoClaimModals state={claim} send={sendClaim} />
        </Suspense>
      )}
      {noticesWanted && (
        <Suspense fallback={null}>
          <PromoNotificationsHost />
        </Suspense>
      )}
    </section>
  );
}

/** One promotion: its picture, its discount, what it offers and until when. */
function PromoSlideContent({ item }: { item: PromoSlide }) {
  const { t } = useHomeTranslation();
  const localized = useLocalized();
  return (
    <div className={classes.slide}>
      {/* Below the hero, so never needed for the first paint: lazy, and so not preloaded ahead of the poster (decision 189). */}
      <img
        className={classes.image}
        src={IMAGES[item.id]}
        alt={localized(item.imageAlt)}
        width={600}
        height={400}
        loading="lazy"
      />
      <div className={classes.text}>
        <Badge size="xl" color="red.8" variant="filled" className={classes.off}>
          {t('promo.off', { percent: PROMO_DISCOUNT_PERCENT })}
        </Badge>
        <Title order={3} className={classes.title}>
          {localized(item.title)}
        </Title>
        <Text fw={600} c="brand.8">
          {localized(item.subtitle)}
        </Text>
        <Text c="dimmed">{localized(item.description)}</Text>
        <Text size="sm" fw={600}>
          {localized(item.validUntil)}
        </Text>
      </div>
    </div>
  );
}
