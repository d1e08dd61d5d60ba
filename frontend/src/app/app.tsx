import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router-dom';
import { RouteLoadingProvider } from './layout/loaders/route-loading';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <BrowserRouter>
        <RouteLoadingProvider>
          <AppRoutes />
        </RouteLoadingProvider>
      </BrowserRouter>
    </MantineProvider>
  );
}
