import { MAX_FILES_PER_SUBMISSION, MAX_UPLOAD_BYTES } from '@cipta/domain/constants';
import { describe, expect, it } from 'vitest';
import { addDocuments, type DocumentLimits, documentAccept, formatFileSize, removeDocument } from './document-rules';

const file = (name: string, size = 1000, lastModified = 1) => ({ name, size, lastModified });
const VISA: DocumentLimits = { kind: 'visa' };
const PERMIT: DocumentLimits = { kind: 'permit' };

describe('the document rules of the visa application', () => {
  it('accept exactly the product §5 types in the file input', () => {
    expect(documentAccept('visa')).toBe('.pdf,.jpg,.jpeg,.png,.doc,.docx');
  });

  it('keep files of every accepted type, in any letter case, after the ones already kept', () => {
    const names = ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.doc', 'f.DOCX'];
    const { kept, refused } = addDocuments(
      [file('first.pdf')],
      names.map((name) => file(name)),
      VISA,
    );
    expect(kept.map(({ name }) => name)).toEqual(['first.pdf', ...names]);
    expect(refused).toEqual([]);
  });

  it('refuse another type, naming the file', () => {
    const { kept, refused } = addDocuments([], [file('setup.exe'), file('notes'), file('scan.pdf.zip')], VISA);
    expect(kept).toEqual([]);
    expect(refused).toEqual([
      { name: 'setup.exe', reason: 'wrongType' },
      { name: 'notes', reason: 'wrongType' },
      { name: 'scan.pdf.zip', reason: 'wrongType' },
    ]);
  });

  it('accept a file of exactly 5 MB and refuse one byte more', () => {
    const { kept, refused } = addDocuments(
      [],
      [file('ok.pdf', MAX_UPLOAD_BYTES), file('big.pdf', MAX_UPLOAD_BYTES + 1)],
      VISA,
    );
    expect(kept.map(({ name }) => name)).toEqual(['ok.pdf']);
    expect(refused).toEqual([{ name: 'big.pdf', reason: 'tooLarge' }]);
  });

  it('refuse the same file picked twice, but keep two files that only share a name', () => {
    const { kept, refused } = addDocuments(
      [file('passport.pdf', 10)],
      [file('passport.pdf', 10), file('passport.pdf', 20)],
      VISA,
    );
    expect(kept).toHaveLength(2);
    expect(refused).toEqual([{ name: 'passport.pdf', reason: 'duplicate' }]);
  });

  it('refuse files beyond the per-submission cap', () => {
    const full = Array.from({ length: MAX_FILES_PER_SUBMISSION }, (_, i) => file(`f${i}.pdf`));
    expect(addDocuments(full, [file('one-more.pdf')], VISA).refused).toEqual([
      { name: 'one-more.pdf', reason: 'tooMany' },
    ]);
  });

  it('remove exactly the file at the index', () => {
    const kept = [file('a.pdf'), file('b.pdf'), file('c.pdf')];
    expect(removeDocument(kept, 1).map(({ name }) => name)).toEqual(['a.pdf', 'c.pdf']);
    expect(removeDocument(kept, 7)).toEqual(kept);
  });

  it('print sizes in B, KB and MB in the language of the page', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(4.75 * 1024 * 1024, 'id')).toBe('4,8 MB');
  });
});

describe('the document rules of the permit forms (product §5: pdf, jpg, jpeg, png; DESIGN 4: 5 MB)', () => {
  it('accept exactly the permit types in the file input', () => {
    expect(documentAccept('permit')).toBe('.pdf,.jpg,.jpeg,.png');
  });

  it('keep pdf, jpg, jpeg and png files and refuse doc, docx and other types', () => {
    const names = ['a.pdf', 'b.jpg', 'c.JPEG', 'd.png', 'e.doc', 'f.docx', 'g.gif'];
    const { kept, refused } = addDocuments(
      [],
      names.map((name) => file(name)),
      PERMIT,
    );
    expect(kept.map(({ name }) => name)).toEqual(['a.pdf', 'b.jpg', 'c.JPEG', 'd.png']);
    expect(refused).toEqual(['e.doc', 'f.docx', 'g.gif'].map((name) => ({ name, reason: 'wrongType' })));
  });

  it('accept a file of exactly 5 MB and refuse one byte more', () => {
    const { kept, refused } = addDocuments(
      [],
      [file('ok.png', MAX_UPLOAD_BYTES), file('big.png', MAX_UPLOAD_BYTES + 1)],
      PERMIT,
    );
    expect(kept.map(({ name }) => name)).toEqual(['ok.png']);
    expect(refused).toEqual([{ name: 'big.png', reason: 'tooLarge' }]);
  });

  it('let a single-file field hold one file: a new pick replaces it, extra files of the same pick are refused', () => {
    const single: DocumentLimits = { kind: 'permit', single: true };
    const first = addDocuments([], [file('certificate.pdf')], single);
    expect(first.kept.map(({ name }) => name)).toEqual(['certificate.pdf']);
    const second = addDocuments(
      first.kept,
      [file('big.pdf', MAX_UPLOAD_BYTES + 1), file('scan.png'), file('other.pdf')],
      single,
    );
    expect(second.kept.map(({ name }) => name)).toEqual(['scan.png']);
    expect(second.refused).toEqual([
      { name: 'big.pdf', reason: 'tooLarge' },
      { name: 'other.pdf', reason: 'onlyOne' },
    ]);
  });

  it('leave a single-file field as it was when the pick holds nothing good', () => {
    const single: DocumentLimits = { kind: 'permit', single: true };
    const { kept, refused } = addDocuments([file('certificate.pdf')], [file('notes.txt')], single);
    expect(kept.map(({ name }) => name)).toEqual(['certificate.pdf']);
    expect(refused).toEqual([{ name: 'notes.txt', reason: 'wrongType' }]);
  });

  it('hold a picker to the share of the per-submission cap the form gives it', () => {
    const { kept, refused } = addDocuments([file('a.pdf')], [file('b.pdf'), file('c.pdf')], {
      kind: 'permit',
      maxFiles: 2,
    });
    expect(kept.map(({ name }) => name)).toEqual(['a.pdf', 'b.pdf']);
    expect(refused).toEqual([{ name: 'c.pdf', reason: 'tooMany' }]);
  });
});
