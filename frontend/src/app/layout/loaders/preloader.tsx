import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useShellState } from '../shell-actors';
import { ProgressBar } from './progress-bar';
import classes from './loaders.module.css';

/**
 * product §2: the startup preloader, a percentage bar for 2 s that fades out in 500 ms. It
 * never takes a click, and it veils nothing (decision 69): the prerendered page is the first
 * paint, and the preloader joins it once the app is live (after hydration), so it is never
 * in the HTML and never a paint that Lighthouse could take for the page's.
 */
export function Preloader() {
  const { t } = useTranslation();
  const live = useHydrated();
  // The preloader machine (app/layout/shell-machines.ts) starts at 0 %, loading.
  const done = useShellState('preloader', (state) => state.matches('done'), false);
  const fading = useShellState('preloader', (state) => state.matches('fading'), false);
  const progress = useShellState('preloader', (state) => state.context.progress, 0);
  if (done || !live) return null;
  return (
    // A status region: the bar lies outside the page's landmarks (axe region).
    <div className={classes.preloader} role="status" data-fading={fading || undefined} data-testid="preloader">
      <div className={classes.preloaderBox}>
        <ProgressBar
          label={t('loader.preloader')}
          progress={progress}
          className={classes.track}
          barClassName={classes.bar}
        />
        <span className={classes.percent} aria-hidden="true">
          {progress}%
        </span>
      </div>
    </div>
  );
}
