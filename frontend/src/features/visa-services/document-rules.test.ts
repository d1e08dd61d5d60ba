import { MAX_FILES_PER_SUBMISSION, MAX_UPLOAD_BYTES } from '@cipta/machines/constants';
import { describe, expect, it } from 'vitest';
import { addDocuments, formatFileSize, removeDocument, VISA_DOCUMENT_ACCEPT } from './document-rules';

const file = (name: string, size = 1000, lastModified = 1) => ({ name, size, lastModified });

describe('the visa application document rules', () => {
  it('accept exactly the spec §5 types in the file input', () => {
    expect(VISA_DOCUMENT_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png,.doc,.docx');
  });

  it('keep files of every accepted type, in any letter case, after the ones already kept', () => {
    const names = ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.doc', 'f.DOCX'];
    const { kept, refused } = addDocuments([file('first.pdf')], names.map((name) => file(name)));
    expect(kept.map(({ name }) => name)).toEqual(['first.pdf', ...names]);
    expect(refused).toEqual([]);
  });

  it('refuse another type, naming the file', () => {
    const { kept, refused } = addDocuments([], [file('setup.exe'), file('notes'), file('scan.pdf.zip')]);
    expect(kept).toEqual([]);
    expect(refused).toEqual([
      { name: 'setup.exe', reason: 'wrongType' },
      { name: 'notes', reason: 'wrongType' },
      { name: 'scan.pdf.zip', reason: 'wrongType' },
    ]);
  });

  it('accept a file of exactly 5 MB and refuse one byte more', () => {
    const { kept, refused } = addDocuments([], [file('ok.pdf', MAX_UPLOAD_BYTES), file('big.pdf', MAX_UPLOAD_BYTES + 1)]);
    expect(kept.map(({ name }) => name)).toEqual(['ok.pdf']);
    expect(refused).toEqual([{ name: 'big.pdf', reason: 'tooLarge' }]);
  });

  it('refuse the same file picked twice, but keep two files that only share a name', () => {
    const { kept, refused } = addDocuments([file('passport.pdf', 10)], [file('passport.pdf', 10), file('passport.pdf', 20)]);
    expect(kept).toHaveLength(2);
    expect(refused).toEqual([{ name: 'passport.pdf', reason: 'duplicate' }]);
  });

  it('refuse files beyond the per-submission cap', () => {
    const full = Array.from({ length: MAX_FILES_PER_SUBMISSION }, (_, i) => file(`f${i}.pdf`));
    expect(addDocuments(full, [file('one-more.pdf')]).refused).toEqual([{ name: 'one-more.pdf', reason: 'tooMany' }]);
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
