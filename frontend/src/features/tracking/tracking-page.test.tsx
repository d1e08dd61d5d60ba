import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderWithMantine } from '../../testing/render';
import { processingVisa } from './sample-applications';
import TrackingPage from './tracking-page';

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());

vi.mock('../../api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client')>();
  return { ...actual, api: actual.createApiClient('http://api.test', (request) => fetchMock(request as Request)) };
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Address() {
  const location = useLocation();
  return (
    <output data-testid="address" data-navigation={useNavigationType()}>
      {location.pathname + location.search}
    </output>
  );
}

function open(address: string) {
  renderWithMantine(
    <MemoryRouter initialEntries={[address]}>
      <TrackingPage />
      <Address />
    </MemoryRouter>,
  );
}

const idField = () => screen.getByTestId<HTMLInputElement>('tracking-id');
const emailField = () => screen.getByTestId<HTMLInputElement>('tracking-email');
const type = (field: HTMLInputElement, value: string) => fireEvent.change(field, { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('tracking-submit'));

describe('the tracking page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    fetchMock.mockReset();
  });
  afterEach(() => cleanup());

  it('takes the ID from ?id=, asks for both fields in the active language, and sends nothing until they are valid', async () => {
    await i18n.changeLanguage('id');
    open('/tracking?id=VS45678901K3Q9');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lacak permohonan Anda');
    expect(idField().value).toBe('VS45678901K3Q9');
    expect(emailField().type).toBe('email');
    submit();
    expect(screen.getByText('Kolom ini wajib diisi.')).toBeInTheDocument();
    type(emailField(), 'not-an-address');
    submit();
    expect(screen.getByText('Masukkan alamat e-mail yang valid.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the application, reads "Tracking..." meanwhile, and replaces ?id= with the ID found', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    open('/tracking');
    // issue 28: as a person types it: spaces, lower case, O for 0 and I for 1.
    type(idField(), ' vs 4567 89OI k3q9 ');
    type(emailField(), 'ana@example.com');
    submit();
    expect(screen.getByTestId('tracking-submit').textContent).toBe('Tracking...');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe('/api/applications/VS45678901K3Q9');
    await act(async () => answer(json(200, processingVisa)));
    expect(await screen.findByTestId('tracking-result')).toBeInTheDocument();
    expect(screen.getByTestId('tracking-status').textContent).toBe('In process');
    expect(screen.getByTestId('address').textContent).toBe('/tracking?id=VS45678901K3Q9');
    expect(screen.getByTestId('address').dataset.navigation).toBe('REPLACE');
  });

  it('says plainly when no application matches, and keeps the values', async () => {
    fetchMock.mockResolvedValue(
      json(404, { statusCode: 404, error: 'Not Found', code: 'APPLICATION_NOT_FOUND', message: 'x' }),
    );
    open('/tracking?id=VS45678901K3Q9');
    type(emailField(), 'someone@example.com');
    submit();
    expect((await screen.findByTestId('tracking-not-found')).textContent).toBe(
      'No application matches that ID and e-mail. Please check both and try again.',
    );
    expect([idField().value, emailField().value]).toEqual(['VS45678901K3Q9', 'someone@example.com']);
    expect(screen.getByTestId('address').dataset.navigation).toBe('POP');
  });

  it('tells of a failure in Indonesian and keeps the values for another try', async () => {
    await i18n.changeLanguage('id');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    open('/tracking');
    type(idField(), 'VS45678901K3Q9');
    type(emailField(), 'ana@example.com');
    submit();
    expect((await screen.findByTestId('tracking-error')).textContent).toBe(
      'Kami belum dapat mencari permohonan Anda saat ini. Silakan coba lagi sebentar lagi.',
    );
    expect([idField().value, emailField().value]).toEqual(['VS45678901K3Q9', 'ana@example.com']);
    expect(screen.getByTestId('tracking-submit')).toBeEnabled();
  });
});
