import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import heroAv1 from '../../../assets/media/hero-av1.mp4';
import heroH264 from '../../../assets/media/hero-h264.mp4';
import heroPosterAvif from '../../../assets/media/hero-poster.avif';
import heroPosterWebp from '../../../assets/media/hero-poster.webp';
import { LinkButton } from '../../../components/link-button';
import { Container, PageTitle, Paragraph, PlainButton } from '../../../components/shell/primitives';
import { heroDescription, heroTitleLines } from '../../../content/hero';
import { useLocalized } from '../../../hooks/use-localized';
import { paths } from '../../../lib/paths';
import classes from './hero.module.css';

/**
 * product §2: a looping, muted, autoplaying background video behind a four-line title and a
 * description, and a scroll indicator that moves down one viewport. With reduced motion the
 * poster stands still instead.
 *
 * The poster is a picture of its own, in the page's HTML: the browser's preload scanner finds
 * it, fetches it first (4 kB of AVIF, one round trip; WebP where AVIF is unknown) and paints it
 * with the text. The video is not in the HTML: added once the app runs, over the poster (its
 * first frame is the poster, decision 189), it never shares the network with the first paint
 * (autoplay made the browser fetch it at once, whatever `preload` said), and a page without
 * its script shows the still picture.
 */
export function Hero() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const reduceMotion = useReducedMotion();
  // False in the prerendered HTML and at hydration, so both render the same markup.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <picture>
        <source srcSet={heroPosterAvif} type="image/avif" />
        <img
          className={classes.media}
          src={heroPosterWebp}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          data-testid="hero-poster"
        />
      </picture>
      {running && !reduceMotion && (
        <video className={classes.media} autoPlay muted loop playsInline aria-hidden="true" data-testid="hero-video">
          <source src={heroAv1} type='video/mp4; codecs="av01.0.05M.10"' />
          <source src={heroH264} type='video/mp4; codecs="avc1.640028"' />
        </video>
      )}
      <div className={classes.shade} />
      <Container size="lg" className={classes.content}>
        <PageTitle id="hero-title" className={classes.title}>
          {heroTitleLines.map((line, index) => (
            // The space keeps the lines apart as words for screen readers and search engines.
            <span key={line.en} className={classes.line}>
              {index > 0 && ' '}
              {localized(line)}
            </span>
          ))}
        </PageTitle>
        <Paragraph className={classes.description}>{localized(heroDescription)}</Paragraph>
        {/* Issue 21: the hero's call to action, the first thing a phone's header does not offer. */}
        <div className={classes.actions}>
          <LinkButton to={paths.consultation} size="lg" variant="accent">
            {t('home.hero.consult')}
          </LinkButton>
          <LinkButton to={paths.visaServices} size="lg" variant="light">
            {t('home.hero.findVisa')}
          </LinkButton>
        </div>
      </Container>
      <PlainButton
        className={classes.scroll}
        aria-label={t('home.hero.scroll')}
        onClick={() => window.scrollBy({ top: window.innerHeight, behavior: reduceMotion ? 'auto' : 'smooth' })}
        data-testid="scroll-indicator"
      >
        <span className={classes.chevron} aria-hidden="true" />
      </PlainButton>
    </section>
  );
}
