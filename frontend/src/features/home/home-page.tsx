import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import classes from './home-page.module.css';
import { Hero } from './hero/hero';

// The hero fills the first screen; everything below it loads after the first paint, in
// space reserved for it so nothing shifts.
const BackendStatus = lazy(() => import('./backend-status'));
const PromoBanner = lazy(() => import('./promo/promo-banner'));
const OurServices = lazy(() => import('./our-services/our-services'));
const WorkingProcess = lazy(() => import('./working-process/working-process'));
const NewsTeaser = lazy(() => import('./news-teaser/news-teaser'));
const Testimonials = lazy(() => import('./testimonials/testimonials'));
const ClientLogos = lazy(() => import('./testimonials/client-logos'));

/** product §2 Home: hero, promo banner, our services (§14.1), working process, news teaser, testimonials, client logos. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <Container size="lg" py="sm" className={classes.status}>
        <Suspense fallback={null}>
          <BackendStatus />
        </Suspense>
      </Container>
      <Suspense fallback={<div className={classes.reserved} />}>
        <PromoBanner />
        <OurServices />
        <WorkingProcess />
        <NewsTeaser />
        <Testimonials />
        <ClientLogos />
      </Suspense>
    </>
  );
}
