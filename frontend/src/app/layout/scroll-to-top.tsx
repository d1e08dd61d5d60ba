import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Navigation state asking for a smooth scroll to the top (product §2: the footer's call to action). */
export const SMOOTH_SCROLL = { smoothScroll: true } as const;

/** product §2: the view scrolls to the top whenever the path changes. */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  const smooth = (state as typeof SMOOTH_SCROLL | null)?.smoothScroll === true;
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: smooth ? 'smooth' : 'instant' });
    // only a new path scrolls; `smooth` is read with it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
