import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import type { AnyActorRef, EventFromLogic, SnapshotFrom } from 'xstate';
import type { ShellActors } from './shell-machines';

type Name = keyof ShellActors;
type EventOf<N extends Name> = EventFromLogic<ShellActors[N]['logic']>;
type SnapshotOf<N extends Name> = SnapshotFrom<ShellActors[N]>;

// Fetched as soon as the app's code runs, in parallel with i18next and the first render.
const loading = import('./shell-machines');

/**
 * Holds the shell's machines once their chunk has arrived. Until then the shell shows each
 * machine's initial state, and events sent meanwhile (a click on the burger in the first
 * moments) wait here and reach the machine in order: nothing a visitor does is lost.
 */
class ShellActorHost {
  private actors: ShellActors | null = null;
  private waiting: Array<{ name: Name; event: unknown }> = [];
  private readonly listeners = new Set<() => void>();
  private readonly subscriptions: Array<{ unsubscribe(): void }> = [];

  attach(actors: ShellActors): void {
    this.actors = actors;
    for (const actor of Object.values(actors) as AnyActorRef[])
      this.subscriptions.push(actor.subscribe(() => this.notify()));
    for (const { name, event } of this.waiting.splice(0)) this.deliver(name, event);
    this.notify();
  }

  detach(): void {
    for (const subscription of this.subscriptions.splice(0)) subscription.unsubscribe();
    for (const actor of Object.values(this.actors ?? {}) as AnyActorRef[]) actor.stop();
    this.actors = null;
  }

  send<N extends Name>(name: N, event: EventOf<N>): void {
    if (this.actors) this.deliver(name, event);
    else this.waiting.push({ name, event });
  }

  snapshot<N extends Name>(name: N): SnapshotOf<N> | undefined {
    return this.actors?.[name].getSnapshot() as SnapshotOf<N> | undefined;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private deliver(name: Name, event: unknown): void {
    (this.actors![name] as AnyActorRef).send(event);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

const ShellActorsContext = createContext<ShellActorHost | null>(null);

/** Starts the shell's machines (navbar, preloader, route loader) for the app, once their code is here. */
export function ShellActorsProvider({ children }: { children: ReactNode }) {
  const [host] = useState(() => new ShellActorHost());
  useEffect(() => {
    let mounted = true;
    void loading.then(({ startShellActors }) => {
      if (mounted) host.attach(startShellActors());
    });
    return () => {
      mounted = false;
      host.detach();
    };
  }, [host]);
  return <ShellActorsContext.Provider value={host}>{children}</ShellActorsContext.Provider>;
}

function useHost(): ShellActorHost {
  const host = useContext(ShellActorsContext);
  if (!host) throw new Error('the shell needs a ShellActorsProvider');
  return host;
}

/**
 * Reads part of a shell machine's state: `select` on its snapshot, or `initial` (what the
 * machine's initial state shows) until the machine is running. `select` returns a plain value.
 */
export function useShellState<N extends Name, T>(name: N, select: (snapshot: SnapshotOf<N>) => T, initial: T): T {
  const host = useHost();
  const subscribe = useCallback((listener: () => void) => host.subscribe(listener), [host]);
  return useSyncExternalStore(
    subscribe,
    () => {
      const snapshot = host.snapshot(name);
      return snapshot ? select(snapshot) : initial;
    },
    // The prerendered HTML (and so the hydrating render) shows the machine's initial state.
    () => initial,
  );
}

/** Sends an event to a shell machine (kept until the machine runs, if it does not yet). */
export function useShellSend<N extends Name>(name: N): (event: EventOf<N>) => void {
  const host = useHost();
  return useCallback((event: EventOf<N>) => host.send(name, event), [host, name]);
}
