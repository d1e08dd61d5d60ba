import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

export type CardView = 'info' | 'apply';
export type OpenCard = Readonly<{ view: CardView; id: string }>;

/** How many card modals this page pushed onto the history; Back pops them one by one. */
type CardHistoryState = Readonly<{ cardModals?: number }> | null;

const CARD_PARAM = 'card';
const VIEW_PARAM = 'view';

/**
 * product §14.1, §14.3: a card's modal lives in the address (`?card={id}`, `&view=apply` for the
 * apply modal), so a link to one offer can be shared, opening a modal adds one history entry, and
 * Back closes the top modal and stays on the page. The address leads: the modals follow it.
 */
export function useCardAddress({
  ids,
  current,
  open,
  close,
}: {
  /** The cards of this page; an unknown id in the address opens nothing. */
  ids: readonly string[];
  /** The modal the screen shows now, or null. */
  current: OpenCard | null;
  open: (card: OpenCard) => void;
  close: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = params.get(CARD_PARAM);
  const view: CardView = params.get(VIEW_PARAM) === 'apply' ? 'apply' : 'info';
  const wanted = id !== null && ids.includes(id) ? { id, view } : null;

  // The screen's state is read when the address changes, not followed itself.
  const shown = useRef(current);
  shown.current = current;
  useEffect(() => {
    const now = shown.current;
    if (wanted === null) {
      if (now !== null) close();
      return;
    }
    if (now?.id === wanted.id && now.view === wanted.view) return;
    if (now !== null) close();
    open(wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the address opens or closes
  }, [wanted?.id, wanted?.view]);

  const depth = (location.state as CardHistoryState)?.cardModals ?? 0;

  /** Opens a card's modal as a new history entry. */
  const show = useCallback(
    (card: OpenCard) =>
      setParams(
        (next) => {
          next.set(CARD_PARAM, card.id);
          if (card.view === 'apply') next.set(VIEW_PARAM, 'apply');
          else next.delete(VIEW_PARAM);
          return next;
        },
        { state: { cardModals: depth + 1 } satisfies CardHistoryState },
      ),
    [setParams, depth],
  );

  /** Closes every card modal: back over the entries they added, or, for a shared address, out of it. */
  const dismiss = useCallback(() => {
    if (depth > 0) {
      navigate(-depth);
      return;
    }
    setParams(
      (next) => {
        next.delete(CARD_PARAM);
        next.delete(VIEW_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [depth, navigate, setParams]);

  return { show, dismiss } as const;
}

/** The open card as the card modals machine's state says it (`closed`, `info` or `apply`). */
export function openCard(state: unknown, selectedId: string | null): OpenCard | null {
  if (selectedId === null || (state !== 'info' && state !== 'apply')) return null;
  return { view: state, id: selectedId };
}

/** The address of a card on its page (product §14.1), for links from other pages. */
export function cardAddress(path: string, id: string): string {
  return `${path}?${CARD_PARAM}=${encodeURIComponent(id)}`;
}
