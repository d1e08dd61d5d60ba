import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
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

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/about', element: <Page /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/', '/about'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useModalHistory (issue 21: Back closes a modal and stays on the page)', () => {
  afterEach(cleanup);

  it('adds one entry when the modal opens; Back closes the modal on the same page', async () => {
    const router = renderPage();
    fireEvent.click(screen.getByText('open'));
    expect(router.state.location.state).toEqual({ historyModal: true });
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('opened')).toHaveTextContent('false');
    expect(router.state.location.pathname).toBe('/about');
    // a second Back leaves the page, as the visitor expects
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes its entry back when the page closes the modal', async () => {
    const router = renderPage();
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(screen.getByText('close'));
    await act(async () => {});
    expect(router.state.location.state).toBeNull();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });
});
