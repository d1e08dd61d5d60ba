import { MAX_UPLOAD_BYTES } from '@cipta/machines/constants';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderWithMantine } from '../../../testing/render';
import { DocumentPicker } from './document-picker';

function Picker() {
  const [files, setFiles] = useState<File[]>([]);
  return <DocumentPicker value={files} onChange={setFiles} />;
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
    expect(input.getAttribute('accept')).toBe('.pdf,.jpg,.jpeg,.png,.doc,.docx');
    expect(input.hasAttribute('multiple')).toBe(true);
  });

  it('lets files accumulate over several picks, each with its name and size', () => {
    renderWithMantine(<Picker />);
    pick(pdf('passport.pdf', 2048));
    pick(new File(['img'], 'photo.JPG', { type: 'image/jpeg' }));
    expect(listed()).toEqual([expect.stringContaining('passport.pdf'), expect.stringContaining('photo.JPG')]);
    expect(listed()[0]).toContain('2 KB');
    expect(screen.queryByTestId('document-refusal')).toBeNull();
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
});
