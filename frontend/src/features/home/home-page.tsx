import { Suspense } from 'react';
import { Container } from '../../components/shell/primitives';
import { lazyPart } from '../../lib/lazy-part';
import classes from './home-page.module.css';
import { Hero } from './hero/hero';

// The hero fills the first screen; everything below it loads after the first paint, in
// space reserved for it so nothing shifts.
const BackendStatus = lazyPart('home.backendStatus', () => import('./backend-status'));
const PromoBanner = lazyPart('home.promoBanner', () => import('./promo/promo-banner'));
const OurServices = lazyPart('home.ourServices', () => import('./our-services/our-services'));
const WorkingProcess = lazyPart('home.workingProcess', () => import('./working-process/working-process'));
const NewsTeaser = lazyPart('home.newsTeaser', () => import('./news-teaser/news-teaser'));
const Testimonials = lazyPart('home.testimonials', () => import('./testimonials/testimonials'));
const ClientLogos = lazyPart('home.clientLogos', () => import('./testimonials/client-logos'));

/** Each in its own Suspense boundary, so each hydrates and commits on its own (decision 100). */
const SECTIONS = [
  { key: 'ourServices', Section: OurServices },
  { key: 'workingProcess', Section: WorkingProcess },
  { key: 'newsTeaser', Section: NewsTeaser },
  { key: 'testimonials', Section: Testimonials },
  { key: 'clientLogos', Section: ClientLogos },
];

/** product §2 Home: hero, promo banner, our services (§14.1), working process, news teaser, testimonials, client logos. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <Container size="lg" className={classes.status}>
        <Suspense fallback={null}>
          <BackendStatus />
        </Suspense>
      </Container>
      <div className={classes.belowHero}>
        <Suspense fallback={<div className={classes.reserved} />}>
          <PromoBanner />
        </Suspense>
        {SECTIONS.map(({ key, Section }) => (
          <Suspense key={key} fallback={null}>
            <Section />
          </Suspense>
        ))}
      </div>
    </>
  );
}
