import { describe, expect, it } from 'vitest';
import { documentLabels, REQUIRED_DOCUMENT_IDS } from './required-documents';

describe('required documents', () => {
  it('labels every document in both languages', () => {
    expect(Object.keys(documentLabels)).toEqual([...REQUIRED_DOCUMENT_IDS]);
    expect(documentLabels['photo-4x6']).toEqual({ en: 'Photo, 4x6 cm', id: 'Pas foto 4x6 cm' });
    for (const label of Object.values(documentLabels)) {
      expect(label.en.trim()).not.toBe('');
      expect(label.id.trim()).not.toBe('');
      expect(label.en).not.toBe(label.id);
    }
  });
});
