// CSV for spreadsheets (product §10.3): UTF-8 with a byte-order mark, so Excel reads Indonesian
// names right; every cell quoted; a cell that a spreadsheet would run as a formula (it begins
// with =, +, -, @, a tab or a carriage return) is prefixed with ' (OWASP "CSV Injection").
// issue 27: cells separated by a comma, or by a semicolon for Excel with Indonesian regional
// settings (its list separator); written a line at a time, so an export streams.

const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_SEPARATORS = { comma: ',', semicolon: ';' } as const;
export type CsvSeparator = keyof typeof CSV_SEPARATORS;

/** What starts the file: the byte-order mark. */
export const CSV_START = '\uFEFF';

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line of cells, ended with CRLF. */
export function csvLine(cells: ReadonlyArray<string | number | null>, separator: CsvSeparator = 'comma'): string {
  return `${cells.map(csvCell).join(CSV_SEPARATORS[separator])}\r\n`;
}

export function csvDocument(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
  separator: CsvSeparator = 'comma',
): string {
  return CSV_START + [header, ...rows].map((row) => csvLine(row, separator)).join('');
}
