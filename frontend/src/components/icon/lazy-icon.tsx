import { lazy, Suspense } from 'react';
import type { IconName } from '../../lib/icon-names';

const Icon = lazy(() => import('./icon').then((module) => ({ default: module.Icon })));

/**
 * The same icon for what the first paint includes (the navbar's services menu): the drawings
 * arrive in their own chunk, so the home route's first load does not carry them; until then an
 * empty box of the icon's size holds the place.
 */
export function LazyIcon({ name }: { name: IconName }) {
  return (
    <Suspense fallback={<span aria-hidden="true" style={{ display: 'inline-block', width: '1em', height: '1em' }} />}>
      <Icon name={name} />
    </Suspense>
  );
}
