import { useCallback, useEffect, useRef, useState } from 'react';

export interface ViewLoad<T> {
  /** The last view that arrived (the one on screen), undefined until the first. */
  data: T | undefined;
  /** The newest load failed (or an action said so through `setFailed`). */
  failed: boolean;
  /** A view other than the one shown is loading: the shown one is what the staff member left. */
  updating: boolean;
  /** Loads the current view again (after an action changed it). */
  reload: () => Promise<void>;
  setFailed: (failed: boolean) => void;
}

/**
 * A staff list as its address describes it (filters, sort, page: `key`; null while there is
 * nothing to load, e.g. for someone not allowed to see it), loaded by `fetchView`
 * (a function of the key alone, defined once: undefined when the API refused). Only the newest
 * load's answer is shown: on a slow connection an older one (before a sort, a filter or an
 * assignment) can arrive last, and showed the list as it was (issue 32: a journey saw an
 * assignment undone under load). While another view loads, the one shown stays, `updating`, so
 * the page can dim it and mark it busy: nobody, a person or a journey, should act on rows of the
 * view they left (CI once read a card's place in the whole queue before "mine" had arrived).
 */
export function useViewLoad<T>(key: string | null, fetchView: (key: string) => Promise<T | undefined>): ViewLoad<T> {
  const [shown, setShown] = useState<{ key: string; data: T }>();
  const [failed, setFailed] = useState(false);
  const newest = useRef(0);

  const reload = useCallback(async () => {
    if (key === null) return;
    const ticket = (newest.current += 1);
    setFailed(false);
    try {
      const data = await fetchView(key);
      if (ticket !== newest.current) return;
      if (data === undefined) setFailed(true);
      else setShown({ key, data });
    } catch {
      if (ticket === newest.current) setFailed(true);
    }
  }, [key, fetchView]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return {
    data: shown?.data,
    failed,
    updating: shown !== undefined && shown.key !== key && !failed,
    reload,
    setFailed,
  };
}
