import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visaServices } from '../../../content/visa-catalogue';
import { i18n } from '../../../i18n/i18n';
import { FakeXhr } from '../../../testing/fake-xhr';
import { renderWithMantine } from '../../../testing/render';
import ApplyModal from './apply-modal';

const transit = visaServices.find((service) => service.title.en === 'Transit Visa')!;

function openModal(onClose = vi.fn()) {
  renderWithMantine(
    <MemoryRouter>
      <ApplyModal service={transit} onClose={onClose} />
    </MemoryRouter>,
  );
  return onClose;
}

function fillIn() {
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Jane Doe' } });
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'jane@example.com' } });
  fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '+62 812 0000 1111' } });
  fireEvent.change(screen.getByTestId('document-input'), { target: { files: [new File(['%PDF'], 'passport.pdf')] } });
}

const submit = () => fireEvent.click(screen.getByTestId('apply-submit'));
const sentIds = () =>
  FakeXhr.sent.map((request) => request.body instanceof FormData && request.body.get('submissionId'));

describe('the apply modal', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the title with the price and sends nothing until the fields and a document are there', () => {
    openModal();
    expect(screen.getByText('Apply Transit Visa')).toBeTruthy();
    expect(screen.getByTestId('apply-price').textContent).toBe('Our service fee: USD 25');
    submit();
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(3);
    expect(screen.getByText('Please add at least one document.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('reads Sending... while sending, keeps the form after a failure, and retries with the same submissionId', async () => {
    openModal();
    fillIn();
    submit();
    expect(screen.getByTestId('apply-submit').textContent).toBe('Sending...');
    expect(screen.getByTestId('apply-submit').hasAttribute('disabled')).toBe(true);
    await act(async () => FakeXhr.sent[0]!.respond(500, { code: 'INTERNAL_ERROR', message: 'x', details: [] }));
    expect(screen.getByTestId('apply-error').textContent).toBe('Sending the application failed. Please try again.');
    expect(screen.getByLabelText<HTMLInputElement>(/Full name/).value).toBe('Jane Doe');
    expect(screen.getByTestId('apply-submit').hasAttribute('disabled')).toBe(false);
    submit();
    await act(async () => FakeXhr.sent[1]!.fail());
    expect(screen.getByTestId('apply-error').textContent).toBe('Something went wrong while sending the application.');
    expect(sentIds()[0]).toMatch(/^VS\d{8}[A-Z0-9]{4}$/);
    expect(sentIds()[1]).toBe(sentIds()[0]);
  });

  it('shows the receipt after a success, and closing it closes the apply modal', async () => {
    const onClose = openModal();
    fillIn();
    submit();
    const id = sentIds()[0];
    await act(async () =>
      FakeXhr.sent[0]!.respond(201, {
        success: true,
        data: { submissionId: id, status: 'Sedang Diproses', receivedAt: '2026-11-21T09:30:00.000Z' },
      }),
    );
    expect(screen.getByTestId('application-id').textContent).toBe(id);
    expect(screen.getByTestId('application-status').textContent).toBe('Sedang Diproses (in process)');
    expect(screen.getByText('3-5 working days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track this application' }).getAttribute('href')).toBe(
      `/tracking?id=${id}`,
    );
    // the X and the Close button both close it
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
