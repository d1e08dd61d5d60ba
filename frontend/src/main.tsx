import './app/mantine-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadParts } from './lib/lazy-part';
import { preloadScreen } from './app/router';
import { currentLanguage, i18nReady } from './i18n/i18n';

const screenLoaded = preloadScreen(window.location.pathname);
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Not awaited at the top level: the screen's chunk imports this one, and would wait for its
// evaluation to end while this waited for the chunk.
void start();

async function start() {
  await i18nReady;
  // The web server sent a prerendered page (build-tools/prerender.ts) in the language it chose
  // (server/language.ts). Hydrated only when the app detected the same language: a choice kept
  // in local storage alone (no cookie) is rendered afresh rather than mismatched.
  const prerendered = container.dataset.prerendered !== undefined && container.hasChildNodes();
  if (prerendered && document.documentElement.lang === currentLanguage()) {
    // The screen's chunk and those of the parts the page shows (the footer, the home page's
    // sections) are here before hydration starts, so React hydrates the whole page at once
    // instead of leaving parts dehydrated behind suspended boundaries (lib/lazy-part.tsx).
    await screenLoaded;
    await loadParts(container.dataset.parts?.split(' ').filter(Boolean) ?? []);
    // In a transition React hydrates in slices of a few milliseconds and lets the browser paint
    // and take input between them, rather than holding the main thread for the whole page (decision 100).
    startTransition(() => {
      hydrateRoot(container, app, {
        // In production React reports a mismatch only here; the journeys fail on this line (tests/e2e/fixtures.ts).
        onRecoverableError: (error) => console.error('Hydration error:', error),
      });
    });
  } else {
    document.documentElement.lang = currentLanguage();
    createRoot(container).render(app);
  }
}
