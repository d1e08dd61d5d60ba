import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellActorsProvider, useShellSend, useShellState } from './shell-actors';

function MenuProbe() {
  const send = useShellSend('navbar');
  const open = useShellState('navbar', (state) => state.matches({ mobileMenu: 'open' }), false);
  const routeIdle = useShellState('routeLoader', (state) => state.matches('idle'), true);
  return (
    <>
      <button type="button" onClick={() => send({ type: 'menu.toggle' })}>
        toggle
      </button>
      <output data-testid="menu">{open ? 'open' : 'closed'}</output>
      <output data-testid="route">{routeIdle ? 'idle' : 'busy'}</output>
    </>
  );
}

/** Waits (the machines' chunk is a dynamic import) until the probe shows `expected`. */
const menuBecomes = (expected: string) =>
  act(() => vi.waitFor(() => expect(screen.getByTestId('menu').textContent).toBe(expected), { timeout: 10_000 }));

afterEach(cleanup);

describe('the shell machines, started after the first paint', () => {
  it('shows the initial state first, and a click made before the machines run still counts, in order', async () => {
    render(
      <ShellActorsProvider>
        <MenuProbe />
      </ShellActorsProvider>,
    );
    expect(screen.getByTestId('menu').textContent).toBe('closed');
    expect(screen.getByTestId('route').textContent).toBe('idle');
    // Two clicks before the machines' code is here: open, then closed again, then open.
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByTestId('menu').textContent).toBe('closed');

    await menuBecomes('open');
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByTestId('menu').textContent).toBe('closed');
  });

  it('gives a new app machines of its own, in their initial states', async () => {
    const first = render(
      <ShellActorsProvider>
        <MenuProbe />
      </ShellActorsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await menuBecomes('open');
    first.unmount();

    render(
      <ShellActorsProvider>
        <MenuProbe />
      </ShellActorsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    // A fresh machine: one toggle opens it (the first app's, left open, would close).
    await menuBecomes('open');
  });
});
