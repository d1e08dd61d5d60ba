import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Marks the history entry a modal added; the page's own entries lack it. */
type ModalHistoryState = Readonly<{ historyModal?: true }> | null;

const marked = (state: unknown) => (state as ModalHistoryState)?.historyModal === true;

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
      if (marked(location.state)) navigate(-1);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only opening and closing move the history
  }, [opened]);

  // Back (or any step) left the modal's entry while it was open: close it.
  useEffect(() => {
    if (pushed.current && !marked(location.state)) {
      pushed.current = false;
      latestClose.current();
    }
  }, [location.key, location.state]);
}
