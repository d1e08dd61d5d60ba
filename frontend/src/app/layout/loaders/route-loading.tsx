import { routeLoaderMachine } from '@cipta/machines/route-loader';
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { inspectOptions } from '../../inspector';

type RouteLoaderActor = ActorRefFrom<typeof routeLoaderMachine>;

const RouteLoadingContext = createContext<RouteLoaderActor | null>(null);

/** One route-loader machine for the app: links start it, a screen on the page finishes it. */
export function RouteLoadingProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(routeLoaderMachine, { ...inspectOptions, input: {} });
  return <RouteLoadingContext.Provider value={actor}>{children}</RouteLoadingContext.Provider>;
}

export function useRouteLoaderActor(): RouteLoaderActor {
  const actor = useContext(RouteLoadingContext);
  if (!actor) throw new Error('useRouteLoaderActor needs a RouteLoadingProvider');
  return actor;
}
