import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router-dom';
import { RouteLoadingProvider } from './layout/loaders/route-loading';
import { AppRoutes } from './router';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme}>
      <BrowserRouter>
        <RouteLoadingProvider>
          <AppRoutes />
        </RouteLoadingProvider>
      </BrowserRouter>
    </MantineProvider>
  );
}
