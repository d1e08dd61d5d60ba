import { type ComponentProps, type ComponentType, lazy } from 'react';

/** Every part's loader by name, as the modules that declare them are evaluated. */
const loaders = new Map<string, () => Promise<unknown>>();
/** At build time: the parts the page being rendered shows. */
const rendered = new Set<string>();

/**
 * A part of a screen whose code loads on its own (React.lazy) under a name, so the
 * prerendered page can say which parts it holds (data-parts, build-tools/prerender.ts) and the
 * browser loads them all before hydrating (src/main.tsx). Without that, a part still loading
 * stays dehydrated: a click on it is lost, and a language change meanwhile makes React render
 * it in the other language over the prerendered text (a mismatch).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props kept
export function lazyPart<T extends ComponentType<any>>(name: string, load: () => Promise<{ default: T }>) {
  const remembered = rememberLoad(load);
  loaders.set(name, remembered);
  const Lazy = lazy(remembered);
  function Part(props: ComponentProps<T>) {
    if (import.meta.env.SSR) rendered.add(name);
    return <Lazy {...props} />;
  }
  return Part;
}

/** Build time: the parts rendered since the last call, and starts afresh. */
export function takeRenderedParts(): string[] {
  const names = [...rendered].sort();
  rendered.clear();
  return names;
}

/**
 * Loads the named parts; a part declared inside another one is known once that one's code
 * has run, so this goes round until every name is loaded or no loader is left to find.
 */
export async function loadParts(names: readonly string[]): Promise<void> {
  const pending = new Set(names);
  for (;;) {
    const ready = [...pending].filter((name) => loaders.has(name));
    if (ready.length === 0) return;
    for (const name of ready) pending.delete(name);
    // A failure shows when the part itself renders (its error boundary), not here.
    await Promise.all(ready.map((name) => loaders.get(name)!().catch(() => undefined)));
  }
}

/**
 * The loader, remembering what it loaded: asked again afterwards it answers with a thenable
 * that resolves at once, which React.lazy takes without suspending. So a part (or screen)
 * loaded before hydrateRoot hydrates in the same pass as the rest of the page.
 */
export function rememberLoad<M>(load: () => Promise<M>): () => Promise<M> {
  let loaded: { module: M } | undefined;
  let loading: Promise<M> | undefined;
  return () => {
    if (loaded) {
      const module = loaded.module;
      return { then: (resolve: (value: M) => unknown) => resolve(module) } as Promise<M>;
    }
    loading ??= load().then(
      (module) => ((loaded = { module }), module),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    );
    return loading;
  };
}
