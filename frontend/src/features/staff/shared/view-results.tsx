import type { ReactNode } from 'react';
import classes from './view-results.module.css';

/**
 * A list's results (use-view-load.ts): dimmed and `aria-busy` while another view loads, so what
 * is on screen is never mistaken for the view just asked for.
 */
export function ViewResults({
  updating,
  testId,
  children,
}: {
  updating: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.results} aria-busy={updating} data-testid={testId}>
      {children}
    </div>
  );
}
