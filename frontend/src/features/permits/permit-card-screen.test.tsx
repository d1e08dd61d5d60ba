import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { additionalServicesScreen } from '../../content/additional-services';
import { kitapScreen } from '../../content/kitap';
import { i18n } from '../../i18n/i18n';
import { renderWithMantine } from '../../testing/render';
import { PermitCardScreen } from './permit-card-screen';

function renderScreen(ui: Parameters<typeof PermitCardScreen>[0]) {
  renderWithMantine(
    <MemoryRouter>
      <PermitCardScreen {...ui} />
    </MemoryRouter>,
  );
}

const cards = () => screen.getAllByTestId('permit-card');

describe('a permit card screen (product §2 "Permit and visa card screens")', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows the KITAP heading and its four cards with price, processing time and validity', () => {
    renderScreen({ page: 'permanentResidence', screen: kitapScreen });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Permanent residence permit (KITAP)');
    expect(cards().map((card) => card.getAttribute('data-product-id'))).toEqual([
      'spouse',
      'working',
      'investor',
      'retirement',
    ]);
    const investor = within(cards()[2]!);
    expect(investor.getByRole('heading', { level: 2 }).textContent).toBe('Investor KITAP');
    expect(investor.getByTestId('permit-card-price').textContent).toBe('USD 5,000');
    expect(investor.getByText('6-12 months')).toBeTruthy();
    expect(investor.getByText('10 years')).toBeTruthy();
  });

  it('prints the prices the Indonesian way in Indonesian, and no validity for the additional services', async () => {
    await i18n.changeLanguage('id');
    renderScreen({ page: 'additionalServices', screen: additionalServicesScreen });
    expect(cards().map((card) => within(card).getByTestId('permit-card-price').textContent)).toEqual([
      'USD 69',
      'USD 79',
      'USD 99',
      'USD 89',
      'USD 49',
      'USD 59',
    ]);
    expect(screen.queryByText('Masa berlaku')).toBeNull();
    expect(screen.getByRole('button', { name: 'Detail: Pembatalan Izin' })).toBeTruthy();
  });

  it('opens the Info of a card with its requirements, and goes on to the apply form of the same card', async () => {
    renderScreen({ page: 'permanentResidence', screen: kitapScreen });
    fireEvent.click(screen.getByRole('button', { name: 'Info: Retirement KITAP' }));
    const info = await screen.findByTestId('permit-info-modal');
    expect(within(info).getByTestId('permit-info-price').textContent).toBe('USD 1,800');
    expect(within(info).getByTestId('permit-info-validity').textContent).toBe('Lifetime, with annual reporting');
    expect(
      within(info).getByText('A bank statement or pension proof showing an income of at least 1,500 USD a month'),
    ).toBeTruthy();
    fireEvent.click(within(info).getByTestId('permit-info-apply'));
    expect(await screen.findByText('Apply Retirement KITAP', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByLabelText(/Your age/)).toBeTruthy();
    expect(screen.queryByTestId('permit-info-modal')).toBeNull();
  }, 15_000);

  it('gives each opening of the apply form its own PA submissionId (docs/decisions.md 12)', async () => {
    renderScreen({ page: 'permanentResidence', screen: kitapScreen });
    const openedId = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply: Spouse KITAP' }));
      return (await screen.findByTestId('apply-form', {}, { timeout: 5_000 })).getAttribute('data-submission-id');
    };
    const first = await openedId();
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByTestId('apply-form')).toBeNull());
    const second = await openedId();
    expect([first, second]).toEqual([
      expect.stringMatching(/^PA\d{8}[A-Z0-9]{4}$/),
      expect.stringMatching(/^PA\d{8}[A-Z0-9]{4}$/),
    ]);
    expect(second).not.toBe(first);
  }, 15_000); // two lazy modal loads and two history steps (the card's address) on a shared machine
});
