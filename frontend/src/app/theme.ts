import { type CSSVariablesResolver, createTheme } from '@mantine/core';

// The look of the whole app, set once (STYLE: Mantine vite-template).
export const theme = createTheme({
  primaryColor: 'brand',
  colors: {
    brand: [
      '#e8effb',
      '#cddcf4',
      '#9db9e8',
      '#6a94dc',
      '#4276d2',
      '#2a63cc',
      '#1c58c9',
      '#0f48b2',
      '#0b3d91',
      '#032f7a',
    ],
  },
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  components: {
    // A plain object, not Button.extend(): importing Button here would put it (and its loader)
    // on every page's first load.
    Button: { defaultProps: { radius: 'xl' } },
    // Mantine draws a modal's title bar as <header>, which axe counts as a second page banner.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    // A Select's options are rendered when its dropdown opens, not kept mounted (hidden) from the
    // start: three kept dropdowns made the visa search's hydration render every country and
    // purpose, and place each dropdown, in one synchronous task (issue 15: 50-70 ms on a phone).
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/** WCAG 1.4.3: Mantine's dimmed (gray.6) and error (red.6) texts have 3.3:1 on white; these 8:1 and 5.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
