import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { MemoryRouter } from 'react-router-dom';
import { renderWithMantine } from '../../testing/render';
import AboutPage from './about-page';

const card = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('the About page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows the mission, the office pictures, the vision and five team cards with their experience', () => {
    renderWithMantine(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About us');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our mission',
      'Our offices',
      'Our vision',
      'Meet our team',
    ]);
    for (const image of screen.getAllByRole('img')) {
      expect(image.getAttribute('width')).toBeTruthy();
      expect(image.getAttribute('height')).toBeTruthy();
    }
    const cards = screen.getAllByTestId('team-member-card');
    expect(cards.map((element) => element.textContent?.match(/\d\+ years/)?.[0])).toEqual([
      '8+ years',
      '6+ years',
      '5+ years',
      '7+ years',
      '6+ years',
    ]);
  });

  it("opens a member's modal with position, experience, bio, skills and a dash for missing education", async () => {
    renderWithMantine(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    fireEvent.click(card('Maya Kusuma'));
    const dialog = await screen.findByRole('dialog', { name: 'Maya Kusuma' });
    expect(within(dialog).getByTestId('member-position').textContent).toBe('KITAS and KITAP Specialist');
    expect(within(dialog).getByTestId('member-experience').textContent).toBe('5+ years');
    expect(within(dialog).getByTestId('member-education').textContent).toBe('—not stated');
    expect(within(dialog).getByTestId('member-bio').textContent).toMatch(/stay permits for families/);
    expect(within(within(dialog).getByTestId('member-skills')).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the education where it is known, in Indonesian too', async () => {
    await i18n.changeLanguage('id');
    renderWithMantine(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    fireEvent.click(card('Rina Wulandari'));
    const dialog = await screen.findByRole('dialog', { name: 'Rina Wulandari' });
    expect(within(dialog).getByTestId('member-education').textContent).toBe('Magister Hukum, Universitas Indonesia');
    expect(within(dialog).getByTestId('member-experience').textContent).toBe('8+ tahun');
    expect(within(dialog).getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  });
});
