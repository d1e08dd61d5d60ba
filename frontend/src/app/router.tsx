import { type ComponentType, type ReactNode, Suspense, useCallback, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor } from '../api/return-path';
import { whenUnauthorized } from '../api/unauthorized';
import { AppLayout } from './layout/app-layout';
import { useShellSend } from './layout/shell-actors';
import { lazyScreen } from './lazy-screen';
import { rememberLoad } from '../lib/lazy-part';
import { ARTICLE_ROUTES, PAGE_ROUTES, REDIRECTS, pageOfPath, type RoutedPage } from './page-routes';
import { paths } from '../lib/paths';
import { ScreenErrorBoundary } from './screen-error';

/** Each page's screen code (product §2): every screen is its own chunk, loaded when first needed. */
const SCREEN_IMPORTS: Record<RoutedPage | 'article' | 'notFound', () => Promise<{ default: ComponentType }>> = {
  home: () => import('../features/home/home-page'),
  about: () => import('../features/about/about-page'),
  contact: () => import('../features/contact/contact-page'),
  consultation: () => import('../features/consultation/consultation-page'),
  permanentResidence: () => import('../features/permits/permanent-residence-page'),
  temporaryStay: () => import('../features/permits/temporary-stay-page'),
  internationalVisa: () => import('../features/permits/international-visa-page'),
  additionalServices: () => import('../features/permits/additional-services-page'),
  tracking: () => import('../features/tracking/tracking-page'),
  visitVisa: () => import('../features/permits/visit-visa-page'),
  news: () => import('../features/news/news-page'),
  visaServices: () => import('../features/visa-services/visa-services-page'),
  article: () => import('../features/news/article-page'),
  notFound: () => import('./not-found-page'),
};
// Remembered: the screen preloaded before hydration renders without suspending (lib/lazy-part.tsx).
const SCREEN_CODE = Object.fromEntries(
  Object.entries(SCREEN_IMPORTS).map(([page, load]) => [page, rememberLoad(load)]),
) as typeof SCREEN_IMPORTS;

/**
 * Starts fetching the screen of the address the app opens at before the shell renders, instead
 * of once it has: the screen's own content paints sooner.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const page = pageOfPath(pathname) ?? 'article';
  // A failure shows when the screen itself loads (screen-error.tsx), not here.
  return page in SCREEN_CODE ? SCREEN_CODE[page as Screen]().catch(() => undefined) : Promise.resolve();
}

/** issue 13: /login and /staff/*, one entry chunk that loads each staff screen on its own. */
const StaffApp = lazyScreen(() => import('../features/staff/staff-app'));

type Screen = keyof typeof SCREEN_CODE;
const SCREENS = {} as Record<Screen, ComponentType>;
for (const page of Object.keys(SCREEN_CODE) as Screen[]) SCREENS[page] = lazyScreen(SCREEN_CODE[page]);

/** The app's routes inside the shared layout. */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const sendRouteLoader = useShellSend('routeLoader');
  // A screen is on the page (its chunk loaded): the route loader completes.
  const onScreenReady = useCallback(() => sendRouteLoader({ type: 'route.finished' }), [sendRouteLoader]);
  // product §8: a 401 sends the visitor to /login without reloading the app; issue 13: the
  // address they were on goes along, so the sign-in leads back there.
  // issue 28: several calls can end at once; the first leads away, the rest find the sign-in page.
  useEffect(
    () =>
      whenUnauthorized((reason) => {
        if (window.location.pathname === '/login') return;
        navigate(loginPathFor(window.location.pathname + window.location.search, reason));
      }),
    [navigate],
  );

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
      {/* issue 13: the staff area and its sign-in, with their own layout, in chunks a visitor never loads. */}
      <Route path={`${paths.login}/*`} element={screen(<StaffApp />)} />
      <Route path={`${paths.staff}/*`} element={screen(<StaffApp />)} />
      <Route element={<AppLayout />}>
        {PAGE_ROUTES.map(({ path, page }) => {
          const Screen = SCREENS[page];
          return <Route key={path} path={path} element={screen(<Screen />)} />;
        })}
        {ARTICLE_ROUTES.map((path) => (
          <Route key={path} path={path} element={screen(<SCREENS.article />)} />
        ))}
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={screen(<SCREENS.notFound />)} />
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
