import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme';

export const MANTINE_THEME_CSS = 'virtual:mantine-theme.css';
const RESOLVED = `\0${MANTINE_THEME_CSS}`;

/**
 * `import 'virtual:mantine-theme.css'`: the stylesheets MantineProvider writes into the page when
 * it renders (the theme's CSS variables, the classes behind `hiddenFrom` and `visibleFrom`), made
 * once at build time by rendering MantineProvider itself with the app's theme, so they are
 * exactly Mantine's. The app's provider (src/app/mantine-provider.tsx) then gives the contexts
 * alone: the browser no longer computes a hundred colour variables while the page hydrates, nor
 * loads the code that does (decision 204).
 */
export function mantineThemeCss(): Plugin {
  return {
    name: 'cipta-mantine-theme-css',
    resolveId: (id) => (id === MANTINE_THEME_CSS ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? themeCss() : undefined),
  };
}

export function themeCss(): string {
  const markup = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver }));
  const styles = [...markup.matchAll(/<style data-mantine-styles="[^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map(
    (match) => match[1] ?? '',
  );
  // Its CSS variables and its classes: if a Mantine release writes them otherwise, say so here
  // rather than ship a page without its colours.
  if (styles.length !== 2 || !styles.every(Boolean))
    throw new Error(`MantineProvider wrote ${styles.length} stylesheets, not its variables and classes: ${markup}`);
  return `${styles.join('\n')}\n`;
}
