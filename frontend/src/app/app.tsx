import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router-dom';
import { ShellActorsProvider } from './layout/shell-actors';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <BrowserRouter>
        <ShellActorsProvider>
          <AppRoutes />
        </ShellActorsProvider>
      </BrowserRouter>
    </MantineProvider>
  );
}
