import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { FakeXhr } from '../../testing/fake-xhr';
import { renderWithMantine } from '../../testing/render';
import { DocumentRequest } from './document-request';
import type { TrackedApplication } from './use-tracking';

const NOTE = 'Please send a scan of your passport with both pages visible.';

const requested: TrackedApplication = {
  id: 'VS45678901K3Q9',
  kind: 'visa',
  service: { title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' },
  status: 'documents-requested',
  submittedAt: '2026-11-21T09:30:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  note: NOTE,
  documentRequest: { note: NOTE, requestedAt: '2026-11-22T10:00:00.000Z', missing: [] },
  documents: [{ name: 'passport.pdf', receivedAt: '2026-11-21T09:30:00.000Z' }],
  history: [
    { status: 'processing', at: '2026-11-21T09:30:00.000Z' },
    { status: 'documents-requested', at: '2026-11-22T10:00:00.000Z', note: NOTE },
  ],
};

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

async function show(language: 'en' | 'id', onUploaded = vi.fn(), application = requested) {
  await i18n.changeLanguage(language);
  renderWithMantine(<DocumentRequest application={application} email="ana@example.com" onUploaded={onUploaded} />);
  return { region: screen.getByTestId('document-request'), onUploaded };
}

const choose = (region: HTMLElement, files: File[]) =>
  fireEvent.change(within(region).getByTestId('document-input'), { target: { files } });

describe('the request for documents on /tracking', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the agency's note and sends nothing until a file is chosen", async () => {
    const { region } = await show('en');
    expect(within(region).getByTestId('document-request-note').textContent).toBe(NOTE);
    fireEvent.click(within(region).getByRole('button', { name: 'Send documents' }));
    expect(await within(region).findByText('Please add at least one document.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads the files with the e-mail and one upload id for every retry, then tells the page', async () => {
    const { region, onUploaded } = await show('id');
    choose(region, [pdf('paspor.pdf')]);
    fireEvent.click(within(region).getByRole('button', { name: 'Kirim dokumen' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const first = FakeXhr.sent[0]!;
    expect(first.url).toMatch(/\/api\/applications\/VS45678901K3Q9\/documents$/);
    const parts = first.body as FormData;
    expect(parts.get('email')).toBe('ana@example.com');
    expect(String(parts.get('uploadId'))).toMatch(/^[0-9a-f]{32}$/);
    expect((parts.getAll('documents') as File[]).map((file) => file.name)).toEqual(['paspor.pdf']);
    // Nothing of the service is missing: no file is named (the note may ask for anything).
    expect(parts.get('documentRequirements')).toBeNull();
    act(() => first.progress(50, 100));
    expect(within(region).getByTestId('document-request-progress')).toBeInTheDocument();

    // The connection drops: told so in Indonesian; the retry carries the same upload id.
    act(() => first.fail());
    expect(await within(region).findByTestId('document-request-error')).toHaveTextContent(
      'Dokumen tidak dapat dikirim',
    );
    fireEvent.click(within(region).getByRole('button', { name: 'Kirim dokumen' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect((FakeXhr.sent[1]!.body as FormData).get('uploadId')).toBe(parts.get('uploadId'));
    act(() =>
      FakeXhr.sent[1]!.respond(201, {
        success: true,
        id: requested.id,
        status: 'processing',
        receivedAt: '2026-11-23T08:00:00.000Z',
        documents: [{ name: 'paspor.pdf', size: 15 }],
      }),
    );
    await waitFor(() => expect(onUploaded).toHaveBeenCalledOnce());
  });

  it("names the file the server refused, in the apply form's words", async () => {
    const { region } = await show('en');
    choose(region, [pdf('scan.pdf')]);
    fireEvent.click(within(region).getByRole('button', { name: 'Send documents' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]!.respond(415, {
        statusCode: 415,
        error: 'Unsupported Media Type',
        code: 'UNSUPPORTED_FILE_TYPE',
        message: 'The file "scan.pdf" is not an accepted document.',
        details: [{ field: 'documents', message: 'The file "scan.pdf" is not an accepted document.' }],
      }),
    );
    expect(await within(region).findByTestId('document-request-error')).toHaveTextContent(
      '“scan.pdf” was not accepted',
    );
  });

  it('lists what the service still misses, asks what each file is (guessed from its name), and sends the answers', async () => {
    const stillMissing = {
      ...requested,
      documentRequest: {
        ...requested.documentRequest!,
        missing: [
          { id: 'sponsor-letter', label: { en: 'A sponsor letter', id: 'Surat sponsor' } },
          { id: 'return-ticket', label: { en: 'A return ticket', id: 'Tiket pulang' } },
        ],
      },
    };
    const { region } = await show('id', vi.fn(), stillMissing);
    const list = within(region).getByRole('list', { name: 'Dokumen layanan Anda yang belum kami terima:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Surat sponsor', 'Tiket pulang']);
    choose(region, [pdf('surat-sponsor.pdf'), pdf('scan-001.pdf'), pdf('rekening.pdf')]);
    const sponsor = within(region).getByLabelText('Dokumen apakah “surat-sponsor.pdf”?');
    expect(sponsor).toHaveValue('sponsor-letter');
    const scan = within(region).getByLabelText('Dokumen apakah “scan-001.pdf”?');
    expect(scan).toHaveValue('other');
    expect(
      within(scan)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Surat sponsor', 'Tiket pulang', 'Dokumen lain yang diminta tim kami']);
    fireEvent.change(scan, { target: { value: 'return-ticket' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Kirim dokumen' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect((FakeXhr.sent[0]!.body as FormData).get('documentRequirements')).toBe('sponsor-letter,return-ticket,other');
  });
});
