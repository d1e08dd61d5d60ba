import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './loaders.module.css';
import { useRouteLoaderActor } from './route-loading';

/** spec §2: a progress bar that appears on any click on a link and hides 300 ms after 100. */
export function RouteLoader() {
  const { t } = useTranslation();
  const actor = useRouteLoaderActor();
  const idle = useSelector(actor, (state) => state.matches('idle'));
  const progress = useSelector(actor, (state) => state.context.progress);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link && event.button === 0) actor.send({ type: 'route.started' });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [actor]);

  if (idle) return null;
  return (
    <div
      className={classes.routeLoader}
      role="progressbar"
      aria-label={t('loader.route')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      data-testid="route-loader"
    >
      <div className={classes.routeBar} style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
