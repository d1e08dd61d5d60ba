import { useTranslation } from 'react-i18next';
import { Footer } from './footer/footer';
import { Outlet } from 'react-router-dom';
import classes from './layout.module.css';
import { Preloader } from './loaders/preloader';
import { RouteLoader } from './loaders/route-loader';
import { Navbar } from './navbar/navbar';
import { ScrollToTop } from './scroll-to-top';

/** The frame every screen lives in (spec §2 "Global behaviour", Navbar, Footer). */
export function AppLayout() {
  const { t } = useTranslation();
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
      <Footer />
      <Preloader />
    </div>
  );
}
