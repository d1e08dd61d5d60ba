import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the prerendered HTML (and at build time), true otherwise: what
 * only the browser knows (local storage, say) shows right after hydration, so the hydrating
 * render matches the HTML the build wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
