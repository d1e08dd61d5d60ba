import { type ComponentType, type ReactNode, Suspense, useCallback, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { whenUnauthorized } from '../api/unauthorized';
import { AppLayout } from './layout/app-layout';
import { useRouteLoaderActor } from './layout/loaders/route-loading';
import { lazyScreen } from './lazy-screen';
import { NotFoundPage } from './not-found-page';
import { paths } from './paths';
import { ScreenErrorBoundary } from './screen-error';

const HomePage = lazyScreen(() => import('../features/home/home-page'));
const AboutPage = lazyScreen(() => import('../features/about/about-page'));
const ContactPage = lazyScreen(() => import('../features/contact/contact-page'));
const ConsultationPage = lazyScreen(() => import('../features/consultation/consultation-page'));
const PermanentResidencePage = lazyScreen(() => import('../features/permits/permanent-residence-page'));
const TemporaryStayPage = lazyScreen(() => import('../features/permits/temporary-stay-page'));
const InternationalVisaPage = lazyScreen(() => import('../features/permits/international-visa-page'));
const AdditionalServicesPage = lazyScreen(() => import('../features/permits/additional-services-page'));
const TrackingPage = lazyScreen(() => import('../features/tracking/tracking-page'));
const VisitVisaPage = lazyScreen(() => import('../features/permits/visit-visa-page'));
const NewsPage = lazyScreen(() => import('../features/news/news-page'));
const VisaServicesPage = lazyScreen(() => import('../features/visa-services/visa-services-page'));
const ArticlePage = lazyScreen(() => import('../features/news/article-page'));

/** spec §2: every route; each screen is its own chunk, loaded when first visited. */
const ROUTES: Array<[path: string, Screen: ComponentType]> = [
  [paths.home, HomePage],
  [paths.about, AboutPage],
  [paths.contact, ContactPage],
  [paths.consultation, ConsultationPage],
  [paths.permanentResidence, PermanentResidencePage],
  [paths.temporaryStay, TemporaryStayPage],
  [paths.internationalVisa, InternationalVisaPage],
  [paths.additionalServices, AdditionalServicesPage],
  [paths.tracking, TrackingPage],
  [paths.visitVisa, VisitVisaPage],
  [paths.news, NewsPage],
  [paths.visaServices, VisaServicesPage],
  [paths.visaService, VisaServicesPage],
  ['/article/:id', ArticlePage],
  ['/news/:slug', ArticlePage],
];

/** The app's routes inside the shared layout. */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const routeLoader = useRouteLoaderActor();
  // A screen is on the page (its chunk loaded): the route loader completes.
  const onScreenReady = useCallback(() => routeLoader.send({ type: 'route.finished' }), [routeLoader]);
  // spec §8: a 401 sends the visitor to /login without reloading the app.
  useEffect(() => whenUnauthorized(() => navigate(paths.login)), [navigate]);

  const screen = (node: ReactNode) => (
    // A new path gets a fresh boundary: one failed screen does not stick to the next.
    <ScreenErrorBoundary key={location.pathname}>
      <Suspense fallback={null}>
        {node}
        <ScreenReady onReady={onScreenReady} />
      </Suspense>
    </ScreenErrorBoundary>
  );

  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTES.map(([path, Screen]) => (
          <Route key={path} path={path} element={screen(<Screen />)} />
        ))}
        <Route path={paths.services} element={<Navigate to={paths.visaServices} replace />} />
        <Route path="*" element={screen(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}

/** Renders nothing; its effect runs when the Suspense boundary around the screen has resolved. */
function ScreenReady({ onReady }: { onReady: () => void }) {
  const { key } = useLocation();
  useEffect(onReady, [key, onReady]);
  return null;
}
