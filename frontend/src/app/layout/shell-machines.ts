import { navbarMachine } from '@cipta/machines/navbar';
import { preloaderMachine } from '@cipta/machines/preloader';
import { routeLoaderMachine } from '@cipta/machines/route-loader';
import { createActor } from 'xstate';
import { i18n } from '../../i18n/i18n';
import { inspectOptions } from '../../lib/inspector';

/**
 * The shell's three machines, started together. This module (and XState with it) is a chunk of
 * its own, fetched while the first paint happens: the shell draws their initial states until
 * it arrives (shell-actors.tsx).
 */
export function startShellActors() {
  const actors = {
    navbar: createActor(
      navbarMachine.provide({
        actions: {
          // i18next stores the choice (local storage and cookie, key "language").
          applyLanguage: (_, language) => void i18n.changeLanguage(language),
        },
      }),
      inspectOptions,
    ),
    preloader: createActor(preloaderMachine, { ...inspectOptions, input: {} }),
    routeLoader: createActor(routeLoaderMachine, { ...inspectOptions, input: {} }),
  };
  for (const actor of Object.values(actors)) actor.start();
  return actors;
}

export type ShellActors = ReturnType<typeof startShellActors>;
