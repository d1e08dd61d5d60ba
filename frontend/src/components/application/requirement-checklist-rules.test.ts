import { describe, expect, it } from 'vitest';
import { coverRequirements } from './requirement-checklist-rules';

const LIST = ['Passport valid for at least 6 months', 'Recent passport photo', 'Return ticket'];

describe('coverRequirements (issue 21: the apply modal ticks what was added)', () => {
  it('leaves every requirement open before a file is added', () => {
    expect(coverRequirements(LIST, []).map((row) => row.file)).toEqual([null, null, null]);
  });

  it('gives a file to the requirement its name speaks of', () => {
    expect(coverRequirements(LIST, ['ticket.pdf', 'my-photo.jpg']).map((row) => row.file)).toEqual([
      null,
      'my-photo.jpg',
      'ticket.pdf',
    ]);
  });

  it('gives a file with a name that says nothing to the next open requirement, in order', () => {
    expect(coverRequirements(LIST, ['return-ticket.pdf', 'scan001.pdf', 'scan002.pdf']).map((row) => row.file)).toEqual(
      ['scan001.pdf', 'scan002.pdf', 'return-ticket.pdf'],
    );
  });

  it('does not take a word of the extension or a short word as a match', () => {
    // "pdf" and "for" are under four letters; "passport" matches the first open one only
    expect(coverRequirements(LIST, ['passport.pdf', 'passport-2.pdf']).map((row) => row.file)).toEqual([
      'passport.pdf',
      'passport-2.pdf',
      null,
    ]);
  });

  it('matches Indonesian names too, and ignores files beyond the list', () => {
    const rows = coverRequirements(['Paspor', 'Foto terbaru'], ['foto.png', 'paspor.pdf', 'lain.pdf']);
    expect(rows).toEqual([
      { requirement: 'Paspor', file: 'paspor.pdf' },
      { requirement: 'Foto terbaru', file: 'foto.png' },
    ]);
  });
});
