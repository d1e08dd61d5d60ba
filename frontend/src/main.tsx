import './app/mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import { currentLanguage, i18nReady } from './i18n/i18n';

preloadScreen(window.location.pathname);
await i18nReady;
document.documentElement.lang = currentLanguage();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
