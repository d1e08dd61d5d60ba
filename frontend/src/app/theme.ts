import { createTheme } from '@mantine/core';

// The look of the whole app, set once (STYLE: Mantine vite-template).
export const theme = createTheme({
  primaryColor: 'brand',
  colors: {
    brand: ['#e8effb', '#cddcf4', '#9db9e8', '#6a94dc', '#4276d2', '#2a63cc', '#1c58c9', '#0f48b2', '#0b3d91', '#032f7a'],
  },
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  components: {
    // A plain object, not Button.extend(): importing Button here would put it (and its loader)
    // on every page's first load.
    Button: { defaultProps: { radius: 'xl' } },
  },
});
