import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvLine } from './csv.js';

describe('the staff CSV export (product §10.3)', () => {
  it.each(['=HYPERLINK("http://evil.example")', '+62 812', '-1+1', '@SUM(A1)', '\t=1', '\r=1'])(
    'neutralises the formula cell %j',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );

  it('quotes every cell and doubles quotes inside', () => {
    expect(csvCell('Ana "Ani" Putri')).toBe('"Ana ""Ani"" Putri"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });

  it('starts with a byte-order mark and ends lines with CRLF', () => {
    const text = csvDocument(['name'], [['Siti Rahmawati'], ['Nguyễn Thị Hà']]);
    expect(text).toBe('\uFEFF"name"\r\n"Siti Rahmawati"\r\n"Nguyễn Thị Hà"\r\n');
  });

  it('separates cells with a semicolon for Excel with Indonesian regional settings (issue 27)', () => {
    expect(csvLine(['Siti; Dewi', '+62 812', 3], 'semicolon')).toBe('"Siti; Dewi";"\'+62 812";"3"\r\n');
    expect(csvDocument(['a', 'b'], [['1', '2']], 'semicolon')).toBe('\uFEFF"a";"b"\r\n"1";"2"\r\n');
  });
});
