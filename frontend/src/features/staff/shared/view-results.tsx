import type { ReactNode } from 'react';
import classes from './view-results.module.css';

/**
 * A list's results (use-view-load.ts): `aria-busy` while its newest load is out, dimmed while what
 * it shows is not the view just asked for (the pages also hold the rows' actions then), so what
 * is on screen is never mistaken for that view.
 */
export function ViewResults({
  stale,
  loading,
  testId,
  children,
}: {
  stale: boolean;
  loading: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.results} aria-busy={loading} data-stale={stale} data-testid={testId}>
      {children}
    </div>
  );
}
