import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface ViewLoad<T> {
  /** The last view that arrived (the one on screen), undefined until the first. */
  data: T | undefined;
  /** The newest load failed (or an action said so through `setFailed`). */
  failed: boolean;
  /** The view on screen is not the one the address asks for (the staff member left it). */
  stale: boolean;
  /** The newest load has not answered yet. */
  loading: boolean;
  /** Loads the view the address asks for now (after an action changed it), whenever it is called. */
  reload: () => Promise<void>;
  setFailed: (failed: boolean) => void;
}

/**
 * A staff list as its address describes it (filters, sort, page: `key`; null while there is
 * nothing to load, e.g. for someone not allowed to see it), loaded by `fetchView` (a function of
 * the key alone, defined once: undefined when the API refused). Only the newest load's answer is
 * shown: on a slow connection an older one (before a sort, a filter or an assignment) can arrive
 * last, and showed the list as it was (issue 32: a journey saw an assignment undone under load).
 * While another view loads, or after it failed, the one shown stays, `stale`, so the page can dim
 * it and hold its actions: nobody, a person or a journey, should act on rows of the view they left
 * (CI once read a card's place in the whole queue before "mine" had arrived).
 */
export function useViewLoad<T>(key: string | null, fetchView: (key: string) => Promise<T | undefined>): ViewLoad<T> {
  const [shown, setShown] = useState<{ key: string; data: T }>();
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const newest = useRef(0);
  // The key the address holds now: an action's reload, begun before the staff member moved on,
  // loads where they are, not where they were (its answer would otherwise be the newest, and the
  // view they asked for would never show).
  const current = useRef(key);
  useLayoutEffect(() => {
    current.current = key;
  }, [key]);

  const load = useCallback(
    async (wanted: string | null) => {
      // A ticket even for nothing: an answer still on its way for an earlier key is not shown.
      const ticket = (newest.current += 1);
      if (wanted === null) {
        setLoading(false);
        return;
      }
      setFailed(false);
      setLoading(true);
      let data: T | undefined;
      try {
        data = await fetchView(wanted);
      } catch {
        data = undefined;
      }
      if (ticket !== newest.current) return;
      setLoading(false);
      if (data === undefined) setFailed(true);
      else setShown({ key: wanted, data });
    },
    [fetchView],
  );

  useEffect(() => {
    void load(key);
  }, [key, load]);

  const reload = useCallback(() => load(current.current), [load]);

  return {
    data: shown?.data,
    failed,
    stale: shown !== undefined && shown.key !== key,
    loading,
    reload,
    setFailed,
  };
}
