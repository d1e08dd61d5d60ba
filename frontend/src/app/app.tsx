import { type ReactNode, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ShellActorsProvider } from './layout/shell-actors';
import { AppMantineProvider } from './mantine-provider';
import { AppRoutes } from './router';

/**
 * The app inside a router: the browser's (BrowserRouter) by default, or the one the build-time
 * renderer (entry-server.tsx) gives for the route it renders. Both render the same tree, so the
 * browser hydrates the prerendered HTML without a mismatch.
 */
export function App({ router = (children) => <BrowserRouter>{children}</BrowserRouter> }: AppProps = {}) {
  // The page takes clicks from here on (hydrated or rendered): <html data-live>, which the
  // journeys wait for before they act, as a visitor's first click waits for the app.
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return (
    <AppMantineProvider>
      {router(
        <ShellActorsProvider>
          <AppRoutes />
        </ShellActorsProvider>,
      )}
    </AppMantineProvider>
  );
}

interface AppProps {
  router?: (children: ReactNode) => ReactNode;
}
