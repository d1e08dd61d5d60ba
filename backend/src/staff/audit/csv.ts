// CSV for spreadsheets (product §10.3): UTF-8 with a byte-order mark, so Excel reads Indonesian
// names right; every cell quoted; a cell that a spreadsheet would run as a formula (it begins
// with =, +, -, @, a tab or a carriage return) is prefixed with ' (OWASP "CSV Injection").

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvDocument(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
