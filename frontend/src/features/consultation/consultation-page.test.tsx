import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { MemoryRouter } from 'react-router-dom';
import { renderWithMantine } from '../../testing/render';
import ConsultationPage from './consultation-page';

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());

vi.mock('../../api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client')>();
  return { ...actual, api: actual.createApiClient('http://api.test', (request) => fetchMock(request as Request)) };
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const form = () => within(screen.getByTestId('consultation-form'));
const input = (label: string) => form().getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const type = (label: string, text: string) => fireEvent.change(input(label), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByTestId('consultation-submit'));

function fillRequired() {
  type('First name', ' Kenji ');
  type('Last name', 'Sato');
  type('E-mail', 'kenji@example.com');
  type('Phone number', '+65 8123 4567');
  fireEvent.change(input('Country'), { target: { value: 'Singapore' } });
  type('How can we help', 'Work permits for two people.');
}

describe('the consultation page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    fetchMock.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('offers the seven countries, in the active language, after a prompt that cannot be chosen', async () => {
    await i18n.changeLanguage('id');
    renderWithMantine(
      <MemoryRouter>
        <ConsultationPage />
      </MemoryRouter>,
    );
    const options = within(input('Negara')).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Pilih negara Anda',
      'Indonesia',
      'Malaysia',
      'Singapura',
      'Thailand',
      'Filipina',
      'Vietnam',
      'Lainnya',
    ]);
    expect(options.map((option) => option.value).slice(1)).toEqual([
      'Indonesia',
      'Malaysia',
      'Singapore',
      'Thailand',
      'Philippines',
      'Vietnam',
      'Other',
    ]);
    expect(options[0]?.disabled).toBe(true);
  });

  it('names each missing required field in the active language, leaves the optional ones alone, and sends nothing', async () => {
    renderWithMantine(
      <MemoryRouter>
        <ConsultationPage />
      </MemoryRouter>,
    );
    submit();
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(6);
    expect(document.activeElement).toBe(input('First name'));
    await act(() => i18n.changeLanguage('id'));
    expect(screen.getAllByText('Kolom ini wajib diisi.')).toHaveLength(6);
    type('E-mail', 'kenji');
    type('Nomor telepon', 'call me');
    submit();
    expect(screen.getByText('Masukkan alamat e-mail yang valid.')).toBeInTheDocument();
    expect(screen.getByText(/^Masukkan nomor telepon/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed request without empty optional fields, then empties the form and opens the success modal until OK', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithMantine(
      <MemoryRouter>
        <ConsultationPage />
      </MemoryRouter>,
    );
    fillRequired();
    type('Company', 'Sato Trading');
    submit();
    expect(screen.getByTestId('consultation-submit').textContent).toBe('Sending...');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe('http://api.test/api/consultation-request');
    expect(await request.json()).toEqual({
      firstName: 'Kenji',
      lastName: 'Sato',
      email: 'kenji@example.com',
      phone: '+65 8123 4567',
      company: 'Sato Trading',
      country: 'Singapore',
      message: 'Work permits for two people.',
      // No widget in this test: the contract's required field goes empty, and the API says so.
      altcha: '',
    });
    await act(async () => answer(json(201, { success: true, id: '0b6f3f5e-2f4e-4a53-9d6b-0f5e6a1c2d3e' })));
    const modal = await screen.findByRole('dialog', { name: 'Request Submitted Successfully!' });
    expect(modal.textContent).toContain('within 24 hours to schedule your 20-minute discovery call');
    expect(input('First name').value).toBe('');
    expect(input('Country').value).toBe('');
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the form after a failure, with the message', async () => {
    fetchMock.mockResolvedValue(
      json(500, { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL_ERROR', message: 'x' }),
    );
    renderWithMantine(
      <MemoryRouter>
        <ConsultationPage />
      </MemoryRouter>,
    );
    fillRequired();
    submit();
    expect(await screen.findByTestId('consultation-error')).toBeInTheDocument();
    expect(screen.getByTestId('consultation-error').textContent).toBe('Something went wrong. Please try again later.');
    expect(input('First name').value).toBe(' Kenji ');
    expect(input('Country').value).toBe('Singapore');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("moves to the form's first field with the talk button", () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithMantine(
      <MemoryRouter>
        <ConsultationPage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: "Let's talk" }));
    expect(scroll.mock.contexts).toEqual([screen.getByTestId('consultation-form').closest('section')]);
    expect(document.activeElement).toBe(input('First name'));
  });
});
