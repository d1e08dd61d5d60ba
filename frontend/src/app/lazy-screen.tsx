import { CHUNK_LOAD_TIMEOUT_MS } from '@cipta/domain/constants';
import { type ComponentType, lazy } from 'react';

/** Thrown when a screen's code has not arrived within the product's time-out (product §9: 120 s). */
export class ScreenLoadTimeout extends Error {}

/**
 * A screen loaded from its own chunk. A chunk that fails, or takes longer than the time-out,
 * raises an error that the screen error boundary shows with a reload button.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => {
    const loading = load();
    // Already loaded (lib/lazy-part.tsx rememberLoad): React takes it without suspending.
    if (!(loading instanceof Promise)) return loading;
    return withTimeout(loading);
  });
}

async function withTimeout(loading: Promise<{ default: ComponentType }>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScreenLoadTimeout('screen load timed out')), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([loading, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
