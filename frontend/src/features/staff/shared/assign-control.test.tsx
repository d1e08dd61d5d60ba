import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderWithMantine } from '../../../testing/render';
import type { StaffSession } from '../staff-api';
import '../staff-translations';
import { AssignControl } from './assign-control';
import type { Colleague } from './colleagues';

const admin: StaffSession = {
  stage: 'signed-in',
  csrfToken: 'csrf',
  expiresAt: '2026-11-29T20:00:00.000Z',
  idleExpiresAt: '2026-11-29T08:30:00.000Z',
  idleSeconds: 1800,
  user: { id: 'dewi', email: 'dewi@example.com', name: 'Dewi', role: 'admin' },
};

const colleagues: Colleague[] = Array.from({ length: 40 }, (_, index) => ({
  id: `staff-${index}`,
  name: `Colleague ${index}`,
  email: `colleague${index}@example.com`,
  role: 'staff' as const,
}));

describe('AssignControl (issue 27)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('lists every colleague in a labelled group a keyboard can reach and scroll, and assigns the one picked', async () => {
    const onAssign = vi.fn(() => Promise.resolve());
    renderWithMantine(
      <AssignControl item="application VS1" session={admin} colleagues={colleagues} onAssign={onAssign} />,
      { env: 'test' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Assign application VS1' }));
    // A long staff list scrolls inside its own box (with ~100 accounts the page scrolled and the
    // menu moved under the pointer), so the box is in the tab order for keyboard scrolling.
    const group = await screen.findByRole('group', { name: 'Assign to' });
    expect(group).toHaveAttribute('tabindex', '0');
    expect(await within(group).findAllByRole('menuitem')).toHaveLength(40);
    fireEvent.click(within(group).getByRole('menuitem', { name: 'Colleague 31' }));
    expect(onAssign).toHaveBeenCalledWith('staff-31');
  });

  it('is held while its row belongs to a list view being left, for an admin and for staff', () => {
    const onAssign = vi.fn(() => Promise.resolve());
    const member: StaffSession = { ...admin, user: { ...admin.user, id: 'budi', role: 'staff' } };
    renderWithMantine(
      <>
        <AssignControl item="application VS1" session={admin} colleagues={colleagues} onAssign={onAssign} disabled />
        <AssignControl item="application VS2" session={member} colleagues={colleagues} onAssign={onAssign} disabled />
      </>,
      { env: 'test' },
    );
    expect(screen.getByRole('button', { name: 'Assign application VS1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /application VS2/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /application VS2/ }));
    expect(onAssign).not.toHaveBeenCalled();
  });
});
