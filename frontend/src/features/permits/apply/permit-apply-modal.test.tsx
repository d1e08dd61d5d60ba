import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { internationalVisaScreen } from '../../../content/international-visas';
import { kitapScreen } from '../../../content/kitap';
import type { PermitFormType } from '@cipta/domain/permit-forms';
import type { PermitProduct } from '../../../content/permit-products';
import { i18n } from '../../../i18n/i18n';
import { FakeXhr } from '../../../testing/fake-xhr';
import { renderWithMantine } from '../../../testing/render';
import PermitApplyModal from './permit-apply-modal';

const card = (id: string) => kitapScreen.products.find((product) => product.id === id)!;

function openModal(product: PermitProduct, formType: PermitFormType = 'kitap', onClose = vi.fn()) {
  renderWithMantine(
    <MemoryRouter>
      <PermitApplyModal formType={formType} product={product} onClose={onClose} />
    </MemoryRouter>,
  );
  return onClose;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pick = (label: RegExp, ...files: File[]) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input[type=file]' }), { target: { files } });
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const submit = () => fireEvent.click(screen.getByTestId('apply-submit'));
const sentIds = () =>
  FakeXhr.sent.map((request) => request.body instanceof FormData && request.body.get('submissionId'));

function fillPerson() {
  type(/Full name/, 'Ana Souza');
  type(/E-mail/, 'ana@example.com');
  type(/Phone number/, '+62 812 0000 1111');
  type(/Nationality/, 'Brazilian');
  type(/Passport number/, 'FT123456');
}

/** Each card's own field and file (product §4), by their labels. */
const CARD_LABELS = {
  spouse: [/Spouse’s full name/, /Marriage certificate/],
  working: [/Company name/, /Work contract/],
  investor: [/Investment amount \(USD\)/, /Proof of investment/],
  retirement: [/Your age/, /Bank statement or pension proof/],
} as const;

describe('the KITAP apply modal (product §4: extra fields by card)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(Object.entries(CARD_LABELS))(
    'shows the %s card its own field and file, and no other card’s',
    (id, [field, file]) => {
      openModal(card(id));
      expect(screen.getByText(`Apply ${card(id).title.en}`)).toBeTruthy();
      expect(screen.getByLabelText(field)).toBeTruthy();
      expect(screen.getByLabelText(file, { selector: 'input[type=file]' })).toBeTruthy();
      expect(screen.getByLabelText(/Additional documents \(optional\)/, { selector: 'input[type=file]' })).toBeTruthy();
      expect(screen.getByLabelText(/Your current status in Indonesia/)).toBeTruthy();
      for (const [other, labels] of Object.entries(CARD_LABELS)) {
        if (other !== id) for (const label of labels) expect(screen.queryByLabelText(label), label.source).toBeNull();
      }
      expect(screen.queryByLabelText(/Purpose/)).toBeNull();
    },
  );

  it('shows each problem next to its field and sends nothing', () => {
    openModal(card('spouse'));
    expect(screen.getByTestId('apply-price').textContent).toBe('Our service fee: USD 2,500');
    submit();
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(6);
    expect(
      within(screen.getByTestId('documents-marriageCertificate')).getByText('Please add this document.'),
    ).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses an investment under 350,000 USD in the browser, then sends the corrected one with every proof', async () => {
    openModal(card('investor'));
    fillPerson();
    type(/Investment amount/, '349999');
    pick(/Proof of investment/, pdf('shares.pdf'), pdf('transfer.pdf'));
    submit();
    expect(screen.getByText('The investment must be at least 350,000 USD.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
    type(/Investment amount/, '350000');
    submit();
    const body = FakeXhr.sent[0]!.body as FormData;
    expect(body.get('investmentAmount')).toBe('350000');
    expect(body.getAll('investmentProof').map((file) => (file as File).name)).toEqual(['shares.pdf', 'transfer.pdf']);
  });

  it('refuses a retiree under 55, in Indonesian when the page is in Indonesian', async () => {
    await i18n.changeLanguage('id');
    openModal(card('retirement'));
    type(/Usia Anda/, '54');
    submit();
    expect(screen.getByText('Usia minimal untuk KITAP lansia adalah 55 tahun.')).toBeTruthy();
    expect(screen.getAllByText('Kolom ini wajib diisi.')).toHaveLength(5);
    expect(within(screen.getByTestId('documents-bankStatement')).getByText('Tambahkan dokumen ini.')).toBeTruthy();
  });

  it('keeps everything after a failure (product §8), retries with the same PA submissionId, then shows the stored ID, with the estimate and a way to track it', async () => {
    const onClose = openModal(card('spouse'));
    const id = screen.getByTestId('apply-form').getAttribute('data-submission-id');
    expect(id).toMatch(/^PA\d{8}[A-Z0-9]{4}$/);
    fillPerson();
    type(/Spouse’s full name/, 'Budi Santoso');
    pick(/Marriage certificate/, pdf('marriage.pdf'));
    pick(/Additional documents/, pdf('kk.pdf'), pdf('ktp.pdf'));
    submit();
    expect(screen.getByTestId('apply-submit').textContent).toBe('Sending...');
    await act(async () => FakeXhr.sent[0]!.respond(500, { code: 'INTERNAL_ERROR', message: 'x', details: [] }));
    expect(screen.getByTestId('apply-error').textContent).toBe('Sending the application failed. Please try again.');
    expect(screen.getByLabelText<HTMLInputElement>(/Spouse’s full name/).value).toBe('Budi Santoso');
    expect(screen.getAllByTestId('document-item').map((item) => item.firstChild?.textContent)).toEqual([
      'marriage.pdf',
      'kk.pdf',
      'ktp.pdf',
    ]);

    submit();
    await act(async () => FakeXhr.sent[1]!.fail());
    expect(screen.getByTestId('apply-error').textContent).toBe('Something went wrong while sending the application.');
    submit();
    // DESIGN 5: every try carries the ID made when the modal opened, so the server stores one
    expect(sentIds()).toEqual([id, id, id]);
    await act(async () => FakeXhr.sent[2]!.respond(201, { success: true, applicationId: id }));
    expect(screen.getByTestId('application-id').textContent).toBe(id);
    expect(screen.getByTestId('application-status').textContent).toBe('Sedang Diproses (in process)');
    expect(screen.getByTestId('application-estimate').textContent).toBe('3-6 months');
    expect(screen.getByRole('link', { name: 'Track this application' }).getAttribute('href')).toBe(
      `/tracking?id=${id}`,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    // the card screen unmounts the closed modal; the next opening is a new application
    cleanup();
    openModal(card('spouse'));
    const next = screen.getByTestId('apply-form').getAttribute('data-submission-id');
    expect(next).toMatch(/^PA\d{8}[A-Z0-9]{4}$/);
    expect(next).not.toBe(id);
    fillPerson();
    type(/Spouse’s full name/, 'Budi Santoso');
    pick(/Marriage certificate/, pdf('marriage.pdf'));
    submit();
    expect(sentIds().at(-1)).toBe(next);
  });
});

describe('the international visa apply modal (product §5: a single document)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('asks for the purpose, optionally, and one file that a new pick replaces', () => {
    openModal(internationalVisaScreen.products[1]!, 'international-visa');
    expect(screen.getByLabelText(/Purpose of your application/)).toBeTruthy();
    const input = screen.getByLabelText(/^Documents/, { selector: 'input[type=file]' });
    expect(input.hasAttribute('multiple')).toBe(false);
    expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
      'PDF, JPG, JPEG or PNG, at most 5 MB. One file. Put all your documents into one PDF file.',
    );
    pick(/^Documents/, pdf('first.pdf'));
    pick(/^Documents/, pdf('all-in-one.pdf'));
    expect(screen.getAllByTestId('document-item').map((item) => item.firstChild?.textContent)).toEqual([
      'all-in-one.pdf',
    ]);
    expect(screen.queryByLabelText(/current status/)).toBeNull();
  });
});
