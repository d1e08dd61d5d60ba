import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ContextType, ReactNode } from 'react';
import 'virtual:mantine-theme.css';
import { cssVariablesResolver, theme } from './theme';

/**
 * What MantineProvider gives the components below it (its context and the theme), without what
 * it does at run time: its stylesheets are made at build time from the same theme
 * (build-tools/mantine-theme-css.ts), and the colour scheme is always light (index.html sets
 * `data-mantine-color-scheme`; the site offers no other). That code was a fifth of the first
 * load's own JavaScript, and its colour variables were computed on every hydration (decision 204).
 * mantine-provider.test.tsx renders components under both providers and compares them.
 */
const context: NonNullable<ContextType<typeof MantineContext>> = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesResolver,
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

export function AppMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
