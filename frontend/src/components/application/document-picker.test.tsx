import { MAX_UPLOAD_BYTES } from '@cipta/domain/constants';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { type ComponentProps, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderWithMantine } from '../../testing/render';
import { DocumentPicker } from './document-picker';

function Picker(props: Partial<ComponentProps<typeof DocumentPicker>>) {
  const [files, setFiles] = useState<File[]>([]);
  return <DocumentPicker kind="visa" value={files} onChange={setFiles} {...props} />;
}

function pick(...files: File[]) {
  fireEvent.change(screen.getByTestId('document-input'), { target: { files } });
}

const pdf = (name: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type: 'application/pdf' });
const listed = () => screen.queryAllByTestId('document-item').map((item) => item.textContent);

describe('the document picker', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('offers exactly the accepted types and several files at once', () => {
    renderWithMantine(<Picker />);
    const input = screen.getByTestId('document-input');
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.doc,.docx');
    expect(input).toHaveAttribute('multiple');
  });

  it('lets files accumulate over several picks, each with its name and size', () => {
    renderWithMantine(<Picker />);
    pick(pdf('passport.pdf', 2048));
    pick(new File(['img'], 'photo.JPG', { type: 'image/jpeg' }));
    expect(listed()).toEqual([expect.stringContaining('passport.pdf'), expect.stringContaining('photo.JPG')]);
    expect(listed()[0]).toContain('2 KB');
    expect(screen.queryByTestId('document-refusal')).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB and one of another type, naming each, and keeps the rest', () => {
    renderWithMantine(<Picker />);
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    pick(pdf('passport.pdf'), big, new File(['MZ'], 'setup.exe'));
    expect(listed()).toEqual([expect.stringContaining('passport.pdf')]);
    const refusal = screen.getByTestId('document-refusal').textContent;
    expect(refusal).toContain('“big.pdf” is larger than 5 MB');
    expect(refusal).toContain('“setup.exe” is not a PDF, JPG, JPEG, PNG, DOC or DOCX file');
  });

  it('says so in Indonesian when the page is in Indonesian', async () => {
    await i18n.changeLanguage('id');
    renderWithMantine(<Picker />);
    pick(new File(['MZ'], 'setup.exe'));
    expect(screen.getByTestId('document-refusal').textContent).toContain('“setup.exe” bukan file PDF');
  });

  it('removes one file at a time with its own button', () => {
    renderWithMantine(<Picker />);
    pick(pdf('passport.pdf'), pdf('photo.pdf'), pdf('ticket.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo.pdf' }));
    expect(listed()).toEqual([expect.stringContaining('passport.pdf'), expect.stringContaining('ticket.pdf')]);
  });

  it('names its input by its label and describes the accepted types', () => {
    renderWithMantine(<Picker kind="permit" label="Marriage certificate" single />);
    const input = screen.getByLabelText(/Marriage certificate/);
    expect(input).toBe(screen.getByTestId('document-input'));
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    expect(input).not.toHaveAttribute('multiple');
    const description = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('PDF, JPG, JPEG or PNG, at most 5 MB. One file.');
  });

  it('refuses the types the permit forms do not take, in the permit wording', () => {
    renderWithMantine(<Picker kind="permit" />);
    pick(new File(['doc'], 'letter.docx'));
    expect(screen.getByTestId('document-refusal').textContent).toBe(
      '“letter.docx” is not a PDF, JPG, JPEG or PNG file and was not added.',
    );
    expect(listed()).toEqual([]);
  });

  it('replaces the file of a single-file field with a new pick', () => {
    renderWithMantine(<Picker kind="permit" single />);
    pick(pdf('first.pdf'));
    pick(pdf('second.pdf'));
    expect(listed()).toEqual([expect.stringContaining('second.pdf')]);
  });
});
