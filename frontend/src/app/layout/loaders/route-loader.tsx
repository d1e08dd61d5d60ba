import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellSend, useShellState } from '../shell-actors';
import classes from './loaders.module.css';
import { ProgressBar } from './progress-bar';

/** product §2: a progress bar that appears on any click on a link and hides 300 ms after 100. */
export function RouteLoader() {
  const { t } = useTranslation();
  // The route-loader machine (app/layout/shell-machines.ts), idle at first.
  const send = useShellSend('routeLoader');
  const idle = useShellState('routeLoader', (state) => state.matches('idle'), true);
  const progress = useShellState('routeLoader', (state) => state.context.progress, 0);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link && event.button === 0) send({ type: 'route.started' });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [send]);

  if (idle) return null;
  return (
    <ProgressBar
      label={t('loader.route')}
      progress={progress}
      className={classes.routeLoader}
      barClassName={classes.routeBar}
      data-testid="route-loader"
    />
  );
}
