import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Marks the history entry a modal added; the page's own entries lack it. */
type ModalHistoryState = Readonly<{ historyModal?: true }> | null;

/**
 * Whether the browser's current entry is a modal's. Read from `window.history`, not from the
 * router's location: React Router applies a location change in a transition, and a transition
 * can be held back. Under load the modal's push and a quick Back were applied together, the
 * location the page rendered never changed, no effect saw the Back, and the modal stayed open
 * over the page it should have closed on (issue 32). The browser's entry is always current.
 */
function onModalEntry(): boolean {
  const entry = window.history.state as Readonly<{ usr?: ModalHistoryState }> | null;
  return entry?.usr?.historyModal === true;
}

/**
 * issue 21, product §14.3: a modal that is not a card's (the team member, the consultation's
 * success) adds one history entry while it is open, on the same address, so browser Back
 * closes it and stays on the page. Closed by the page (X, Escape, the overlay), it takes its
 * entry back, so the history holds no dead step. Card modals do the same through their
 * address (`use-card-address.ts`); these have no address of their own to share.
 */
export function useModalHistory(opened: boolean, close: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const pushed = useRef(false);
  const latestClose = useRef(close);
  latestClose.current = close;

  useEffect(() => {
    if (opened && !pushed.current) {
      pushed.current = true;
      const state = { ...((location.state as object | null) ?? {}), historyModal: true };
      navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { state });
    } else if (!opened && pushed.current) {
      pushed.current = false;
      if (onModalEntry()) navigate(-1);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only opening and closing move the history
  }, [opened]);

  // Back (or any step) left the modal's entry while it was open: close it. The browser tells
  // every step through history at once, whatever the router has rendered yet.
  useEffect(() => {
    const onStep = () => {
      if (pushed.current && !onModalEntry()) {
        pushed.current = false;
        latestClose.current();
      }
    };
    window.addEventListener('popstate', onStep);
    return () => window.removeEventListener('popstate', onStep);
  }, []);
}
