import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderWithMantine } from '../../../testing/render';
import '../staff-translations';
import { type SessionInfo, SessionList } from './session-list';

const session = (item: Partial<SessionInfo>): SessionInfo => ({
  id: 's-1',
  createdAt: '2026-11-29T01:00:00.000Z',
  lastSeenAt: '2026-11-29T02:00:00.000Z',
  expiresAt: '2026-11-29T13:00:00.000Z',
  current: false,
  ...item,
});

describe('SessionList (issue 29)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows each session with its device and address, marks this device, and offers End for the others', () => {
    const onEnd = vi.fn();
    const phone = session({ id: 'phone', device: 'Safari · iOS', address: '203.0.113.7' });
    renderWithMantine(
      <SessionList
        label="Your sessions"
        onEnd={onEnd}
        sessions={[session({ id: 'here', device: 'Chrome · Windows', address: '198.51.100.1', current: true }), phone]}
      />,
    );
    const [here, other] = within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem');
    expect(within(here!).getByText('This device')).toBeVisible();
    expect(within(here!).getByText('From 198.51.100.1')).toBeVisible();
    expect(within(here!).queryByRole('button')).toBeNull();
    expect(within(other!).queryByText('This device')).toBeNull();
    const end = within(other!).getByRole('button');
    expect(end).toHaveAccessibleName('End the session on Safari · iOS');
    fireEvent.click(end);
    expect(onEnd).toHaveBeenCalledWith(phone);
  });

  it('says so when a session has no device or address, and offers nothing without onEnd', async () => {
    await i18n.changeLanguage('id');
    renderWithMantine(<SessionList label="Sesi" sessions={[session({})]} />);
    expect(screen.getByText('Peramban tidak dikenal')).toBeVisible();
    expect(screen.getByText('Alamat tidak diketahui')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
