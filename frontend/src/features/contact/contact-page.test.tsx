// The map is a cross-origin frame: the page may load it, but no test ever leaves for the network.
// @vitest-environment-options {"settings":{"enableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderWithMantine } from '../../testing/render';
import ContactPage from './contact-page';
import { MAP_HEIGHT, mapEmbedUrl } from './head-office-map';

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());

vi.mock('../../api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client')>();
  return { ...actual, api: actual.createApiClient('http://api.test', (request) => fetchMock(request as Request)) };
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const STORED = { success: true, id: '0b6f3f5e-2f4e-4a53-9d6b-0f5e6a1c2d3e' };

function open() {
  renderWithMantine(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );
}

const form = () => within(screen.getByTestId('contact-form'));
const value = (label: string) => form().getByLabelText<HTMLInputElement>(new RegExp(label)).value;
const type = (label: string, text: string) =>
  fireEvent.change(form().getByLabelText(new RegExp(label)), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByTestId('contact-submit'));
const alertText = () => screen.queryByTestId('contact-alert')?.textContent ?? null;

describe('the contact page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    fetchMock.mockReset();
  });
  afterEach(cleanup);

  it('lists the four offices with a maps link and a phone link each', () => {
    open();
    const cards = screen.getAllByTestId('office-card');
    expect(cards.map((card) => card.dataset.office)).toEqual(['jakarta', 'bekasi', 'denpasar', 'canggu']);
    for (const card of cards) {
      const address = within(card).getByTestId('office-address');
      expect(address.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(address).toHaveAttribute('target', '_blank');
      expect(address).toHaveAttribute('rel', 'noopener noreferrer');
      expect(within(card).getByTestId('office-phone').getAttribute('href')).toMatch(/^tel:\+62\d+$/);
    }
    expect(screen.getByTestId('email-card').textContent).toContain('hello@example.com');
    expect(screen.getByTestId('support-card').textContent).toContain('24/7 support');
  });

  it("embeds the head office's map lazily, 400 high, with its title and the address under it", () => {
    open();
    const map = screen.getByTitle(/Map of the area around our head office/);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('height', String(MAP_HEIGHT));
    expect(MAP_HEIGHT).toBe(400);
    expect(map).toHaveAttribute('src', mapEmbedUrl({ latitude: -6.2246, longitude: 106.8094 }));
    expect(screen.getByTestId('map-fallback').textContent).toContain(
      'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
    );
  });

  it('puts the pin on the office, in the middle of the map', () => {
    const url = new URL(mapEmbedUrl({ latitude: -6.2246, longitude: 106.8094 }));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('-6.2246,106.8094');
    expect(url.searchParams.get('bbox')).toBe('106.8034,-6.2286,106.8154,-6.2206');
  });

  it('says "Please fill in all fields." and sends nothing while a field is empty, in Indonesian too', async () => {
    open();
    type('Name', 'Maria');
    submit();
    expect(alertText()).toBe('Please fill in all fields.');
    await act(() => i18n.changeLanguage('id'));
    expect(alertText()).toBe('Silakan lengkapi semua kolom.');
    expect(value('Nama')).toBe('Maria');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says at the field that an e-mail address is malformed', () => {
    open();
    type('Name', 'Maria');
    type('E-mail', 'maria-at-example');
    type('Message', 'Hello');
    submit();
    expect(alertText()).toBeNull();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed message, reads Sending... meanwhile, thanks the visitor and empties the form', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    open();
    type('Name', '  Maria Lopez ');
    type('E-mail', 'maria@example.com');
    type('Message', 'Can you extend my visa?');
    submit();
    expect(screen.getByTestId('contact-submit').textContent).toBe('Sending...');
    expect(screen.getByTestId('contact-submit')).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe('http://api.test/api/contact-message');
    expect(await request.json()).toEqual({
      name: 'Maria Lopez',
      email: 'maria@example.com',
      message: 'Can you extend my visa?',
      // No widget in this test: the contract's required field goes empty, and the API says so.
      altcha: '',
    });
    await act(async () => answer(json(201, STORED)));
    expect(alertText()).toBe('Thank you for your message! We will get back to you soon.');
    expect([value('Name'), value('E-mail'), value('Message')]).toEqual(['', '', '']);
    expect(screen.getByTestId('contact-submit').textContent).toBe('Send message');
  });

  it('keeps everything typed after a failure and says so', async () => {
    fetchMock.mockResolvedValue(
      json(500, { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL_ERROR', message: 'x' }),
    );
    open();
    type('Name', 'Maria');
    type('E-mail', 'maria@example.com');
    type('Message', 'Hello');
    await act(async () => submit());
    expect(alertText()).toBe('Something went wrong. Please try again later.');
    expect([value('Name'), value('E-mail'), value('Message')]).toEqual(['Maria', 'maria@example.com', 'Hello']);
  });
});
