import type { Requirement } from '@cipta/domain/catalogue';
import { describe, expect, it } from 'vitest';
import {
  coverRequirements,
  type HeldFile,
  requirementNamedBy,
  requirementsOfFiles,
} from './requirement-checklist-rules';

const requirement = (id: string, en: string, indonesian: string): Requirement => ({
  id,
  label: { en, id: indonesian },
});

const LIST = [
  requirement('passport', 'Passport valid for at least 6 months', 'Paspor berlaku minimal 6 bulan'),
  requirement('photo', 'Recent passport photo', 'Pas foto terbaru'),
  requirement('return-ticket', 'Return ticket', 'Tiket pulang'),
];

const held = (...names: string[]): HeldFile[] => names.map((name) => ({ name }));
const coveredBy = (files: HeldFile[]) => coverRequirements(LIST, files).map((row) => row.file);

describe('coverRequirements (issue 21: the apply modal ticks what was added)', () => {
  it('leaves every requirement open before a file is added', () => {
    expect(coveredBy([])).toEqual([null, null, null]);
  });

  it('gives a file to the requirement its name speaks of', () => {
    expect(coveredBy(held('ticket.pdf', 'my-photo.jpg'))).toEqual([null, 'my-photo.jpg', 'ticket.pdf']);
  });

  it('gives a file with a name that says nothing to the next open requirement, in order', () => {
    expect(coveredBy(held('return-ticket.pdf', 'scan001.pdf', 'scan002.pdf'))).toEqual([
      'scan001.pdf',
      'scan002.pdf',
      'return-ticket.pdf',
    ]);
  });

  it('does not take a word of the extension or a short word as a match', () => {
    // "pdf" and "for" are under four letters; "passport" matches the first open one only
    expect(coveredBy(held('passport.pdf', 'passport-2.pdf'))).toEqual(['passport.pdf', 'passport-2.pdf', null]);
  });

  it('matches names in either language, whatever the page shows, and ignores files beyond the list', () => {
    expect(coveredBy(held('foto.png', 'paspor.pdf', 'tiket.pdf', 'lain.pdf'))).toEqual([
      'paspor.pdf',
      'foto.png',
      'tiket.pdf',
    ]);
  });

  it("gives a document's own picker's file to that document before guessing the others", () => {
    const files = [{ name: 'scan.pdf', answers: 'return-ticket' }, ...held('ticket.pdf', 'x.pdf')];
    expect(coveredBy(files)).toEqual(['ticket.pdf', 'x.pdf', 'scan.pdf']);
  });
});

describe('requirementsOfFiles (issue 29: what the receipt names each file)', () => {
  it('names each file, in its order, by the line it ticks, and a file beyond the list as other', () => {
    expect(requirementsOfFiles(LIST, held('ticket.pdf', 'scan.pdf', 'foto.jpg', 'extra.pdf'))).toEqual([
      'return-ticket',
      'passport',
      'photo',
      'other',
    ]);
  });

  it("keeps what a document's own picker answers, even past its line's first file", () => {
    const files = [
      { name: 'a.pdf', answers: 'passport' },
      { name: 'b.pdf', answers: 'passport' },
    ];
    expect(requirementsOfFiles(LIST, [...files, ...held('c.pdf')])).toEqual(['passport', 'passport', 'photo']);
  });

  it('names every file other when the service asks for nothing', () => {
    expect(requirementsOfFiles([], held('a.pdf'))).toEqual(['other']);
  });
});

describe('requirementNamedBy (issue 28: tracking guesses what a requested file is)', () => {
  it('takes the document a name speaks of, in either language, and any case', () => {
    expect(requirementNamedBy(LIST, 'tiket-pulang.pdf')).toBe('return-ticket');
    expect(requirementNamedBy(LIST, 'PASPOR.jpg')).toBe('passport');
  });

  it('says `other` for a name that speaks of none, never the next on the list', () => {
    expect(requirementNamedBy(LIST, 'scan-001.pdf')).toBe('other');
    expect(requirementNamedBy([], 'passport.pdf')).toBe('other');
  });
});
