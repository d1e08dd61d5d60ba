import { useTranslation } from 'react-i18next';
import { useShellState } from '../shell-actors';
import classes from './loaders.module.css';

/**
 * product §2: the startup preloader, a percentage bar over the page for 2 s that fades out in
 * 500 ms. The page renders underneath, and the overlay never takes a click.
 */
export function Preloader() {
  const { t } = useTranslation();
  // The preloader machine (app/layout/shell-machines.ts) starts at 0 %, loading.
  const done = useShellState('preloader', (state) => state.matches('done'), false);
  const fading = useShellState('preloader', (state) => state.matches('fading'), false);
  const progress = useShellState('preloader', (state) => state.context.progress, 0);
  if (done) return null;
  return (
    // A status region: the bar lies outside the page's landmarks (axe region).
    <div className={classes.preloader} role="status" data-fading={fading || undefined} data-testid="preloader">
      <div className={classes.preloaderBox}>
        <div
          className={classes.track}
          role="progressbar"
          aria-label={t('loader.preloader')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className={classes.bar} style={{ transform: `scaleX(${progress / 100})` }} />
        </div>
        <span className={classes.percent} aria-hidden="true">
          {progress}%
        </span>
      </div>
    </div>
  );
}
