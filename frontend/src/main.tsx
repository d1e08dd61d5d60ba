import './app/mantine-styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
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
    // The screen's chunk is here before hydration starts, so React hydrates its HTML at once
    // instead of leaving it dehydrated behind a suspended boundary.
    await screenLoaded;
    hydrateRoot(container, app, {
      // In production React reports a mismatch only here; the journeys fail on this line (tests/e2e/fixtures.ts).
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
  } else {
    document.documentElement.lang = currentLanguage();
    createRoot(container).render(app);
  }
}
