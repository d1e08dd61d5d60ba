import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { lazyPart } from '../../lib/lazy-part';
import classes from './layout.module.css';
import { Preloader } from './loaders/preloader';
import { RouteLoader } from './loaders/route-loader';
import { Navbar } from './navbar/navbar';
import { useRouteMeta } from './route-meta';
import { ScrollToTop } from './scroll-to-top';

// The footer starts below the fold (the main area is at least a screen high): its code loads
// with the first paint, not before it.
const Footer = lazyPart('footer', () => import('./footer/footer').then((module) => ({ default: module.Footer })));

/** The frame every screen lives in (product §2 "Global behaviour", Navbar, Footer). */
export function AppLayout() {
  const { t } = useTranslation();
  useRouteMeta();
  return (
    <div id="top" className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipLink')}
      </a>
      <ScrollToTop />
      <RouteLoader />
      <Navbar />
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Preloader />
    </div>
  );
}
