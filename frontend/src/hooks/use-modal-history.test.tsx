import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalHistory } from './use-modal-history';

function Page() {
  const [opened, setOpened] = useState(false);
  useModalHistory(opened, () => setOpened(false));
  return (
    <>
      <button onClick={() => setOpened(true)}>open</button>
      {opened && <button onClick={() => setOpened(false)}>close</button>}
      <output data-testid="opened">{String(opened)}</output>
    </>
  );
}

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Never settles: what a render stuck behind a slow machine looks like to React. */
const never = new Promise<never>(() => {});

/**
 * Holds back the router's rendering of the modal's entry: React Router applies a location in a
 * transition, and a transition that suspends keeps the page as it was, as a slow render does
 * when the next step (Back) arrives before it is done.
 */
function HoldModalEntry() {
  const state = useLocation().state as { historyModal?: true } | null;
  if (state?.historyModal) use(never);
  return null;
}

/** The browser's history (jsdom's), as the site runs it: BrowserRouter, `/` then `/about`. */
function renderPage({ holdModalEntry = false } = {}) {
  window.history.replaceState(null, '', '/');
  window.history.pushState(null, '', '/about');
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/about" element={<Page />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
      <Where />
      <Suspense fallback={null}>{holdModalEntry && <HoldModalEntry />}</Suspense>
    </BrowserRouter>,
  );
}

/** Browser Back, and the popstate it fires (asynchronously, as in a browser). */
async function back() {
  await act(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true });
        window.history.back();
      }),
  );
}

const modalEntry = () => (window.history.state as { usr?: { historyModal?: true } } | null)?.usr?.historyModal;

describe('useModalHistory (issue 21: Back closes a modal and stays on the page)', () => {
  afterEach(cleanup);

  it('adds one entry when the modal opens; Back closes the modal on the same page', async () => {
    renderPage();
    fireEvent.click(screen.getByText('open'));
    expect(modalEntry()).toBe(true);
    await back();
    expect(screen.getByTestId('opened')).toHaveTextContent('false');
    expect(screen.getByTestId('path')).toHaveTextContent('/about');
    // a second Back leaves the page, as the visitor expects
    await back();
    expect(screen.getByTestId('path')).toHaveTextContent('/');
  });

  it('takes its entry back when the page closes the modal', async () => {
    renderPage();
    fireEvent.click(screen.getByText('open'));
    await act(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true });
          fireEvent.click(screen.getByText('close'));
        }),
    );
    expect(modalEntry()).toBeUndefined();
    await back();
    expect(screen.getByTestId('path')).toHaveTextContent('/');
  });

  // issue 32: the router applies a location change in a transition that load can hold back; a
  // Back arriving before the push was rendered still closes the modal.
  it('closes on a Back that comes before the router has rendered the modal entry', async () => {
    renderPage({ holdModalEntry: true });
    await act(async () => {
      fireEvent.click(screen.getByText('open'));
    });
    expect(modalEntry()).toBe(true);
    await act(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('popstate', () => resolve(), { once: true });
          window.history.back();
        }),
    );
    expect(screen.getByTestId('opened')).toHaveTextContent('false');
    expect(screen.getByTestId('path')).toHaveTextContent('/about');
  });
});
