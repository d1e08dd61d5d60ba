import { preloaderMachine } from '@cipta/machines/preloader';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { inspectOptions } from '../../inspector';
import classes from './loaders.module.css';

/**
 * spec §2: the startup preloader, a percentage bar over the page for 2 s that fades out in
 * 500 ms. The page renders underneath, and the overlay never takes a click.
 */
export function Preloader() {
  const { t } = useTranslation();
  const [state] = useMachine(preloaderMachine, { ...inspectOptions, input: {} });
  if (state.matches('done')) return null;
  const { progress } = state.context;
  return (
    // A status region: the bar lies outside the page's landmarks (axe region).
    <div className={classes.preloader} role="status" data-fading={state.matches('fading') || undefined} data-testid="preloader">
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
