import { describe, expect, it } from 'vitest';
import { PERMIT_DOCUMENT_EXTENSIONS, VISA_DOCUMENT_EXTENSIONS } from '@cipta/domain/constants';
import { doc, docx, elf, jpeg, pdf, plainZip, png, SAMPLE_DOCUMENTS } from '../testing/files.js';
import { ContentSniffer, extensionOf, recogniseDocument } from './document-types.js';

describe('extensionOf', () => {
  it.each([
    ['cv.pdf', 'pdf'],
    ['SCAN.JPEG', 'jpeg'],
    ['cv.pdf.exe', 'exe'],
    ['archive.tar.gz', 'gz'],
    ['passport', ''],
    ['.pdf', ''],
    ['name.', ''],
    ['', ''],
  ])('%s → "%s"', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});

describe('recogniseDocument', () => {
  /** Recognises these bytes under this name, as the receiver does: fed in chunks as they arrive. */
  async function recognise(content: Buffer, name: string, accepted: readonly string[] = VISA_DOCUMENT_EXTENSIONS) {
    const sniffer = new ContentSniffer();
    for (let at = 0; at < content.length; at += 100) await sniffer.feed(content.subarray(at, at + 100));
    return recogniseDocument(await sniffer.end(), name, accepted as typeof VISA_DOCUMENT_EXTENSIONS);
  }

  it.each([
    ['pdf', 'application/pdf'],
    ['jpg', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['doc', 'application/msword'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ] as const)('recognises a .%s as %s', async (extension, mediaType) => {
    expect(await recognise(SAMPLE_DOCUMENTS[extension](), `scan.${extension}`)).toEqual({ extension, mediaType });
  });

  it('reads the extension whatever its letter case', async () => {
    expect(await recognise(pdf(), 'SCAN.PDF')).toEqual({ extension: 'pdf', mediaType: 'application/pdf' });
  });

  it.each([
    ['an executable named .pdf', elf(), 'cv.pdf'],
    ['a PNG named .pdf', png(), 'cv.pdf'],
    ['a PDF named .png', pdf(), 'photo.png'],
    ['a JPEG named .png', jpeg(), 'photo.png'],
    ['a Word 97 file named .docx', doc(), 'cv.docx'],
    ['a .docx named .doc', docx(), 'cv.doc'],
    ['a zip without [Content_Types].xml named .docx', plainZip(), 'cv.docx'],
    ['text named .pdf', Buffer.from('just some text, not a PDF'), 'notes.pdf'],
    ['a PDF named .exe', pdf(), 'cv.pdf.exe'],
  ])('refuses %s', async (_case, content, name) => {
    expect(await recognise(content, name)).toBeUndefined();
  });

  it('refuses a file with no extension, whatever its content', async () => {
    expect(await recognise(pdf(), 'passport')).toBeUndefined();
  });

  it('refuses a type the call does not accept, even when content and name agree', async () => {
    expect(await recognise(doc(), 'cv.doc', PERMIT_DOCUMENT_EXTENSIONS)).toBeUndefined();
    expect(await recognise(docx(), 'cv.docx', PERMIT_DOCUMENT_EXTENSIONS)).toBeUndefined();
    expect(await recognise(pdf(), 'cv.pdf', PERMIT_DOCUMENT_EXTENSIONS)).toEqual({
      extension: 'pdf',
      mediaType: 'application/pdf',
    });
  });
});
