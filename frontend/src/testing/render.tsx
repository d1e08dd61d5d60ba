import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../app/theme';

/**
 * Renders a component as the app does: inside MantineProvider with the app's theme. `env: 'test'`
 * turns off Mantine's transitions and portals, for menus and popovers (jsdom never ends a
 * transition, so an opened dropdown stayed `display: none`).
 */
export function renderWithMantine(ui: ReactElement, options: { env?: 'default' | 'test' } = {}) {
  return render(
    <MantineProvider theme={theme} env={options.env ?? 'default'}>
      {ui}
    </MantineProvider>,
  );
}
