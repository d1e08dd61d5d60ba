import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** One section's findings: a table whose cells carry each figure with its target beside it. */
export interface SectionReport {
  id: string;
  title: string;
  /** What was measured and how, in a sentence or two (for docs/performance.md). */
  method: string;
  rows: Array<Record<string, string>>;
  /** Each target not met: the figure, and what limits it. */
  missed: string[];
  /** Anything else the reader of the table should know. */
  notes?: string[];
}

/** A figure and its target in one cell, with a mark when the target is missed: "96 (≥ 95)". */
export function vs(measured: string, target: string, met: boolean): string {
  return `${measured} (target ${target})${met ? '' : ' ✗'}`;
}

export function printSection(report: SectionReport): void {
  console.log(`\n${report.title}`);
  console.table(report.rows);
  for (const line of report.missed) console.log(`  target missed: ${line}`);
  for (const line of report.notes ?? []) console.log(`  note: ${line}`);
}

function markdownTable(rows: Array<Record<string, string>>): string {
  if (!rows.length) return '_no rows_';
  const columns = Object.keys(rows[0]!);
  const cell = (value: string | undefined) => (value ?? '').replaceAll('|', '\\|');
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row[column])).join(' | ')} |`),
  ].join('\n');
}

export function sectionMarkdown(report: SectionReport, at: Date): string {
  const lines = [
    `## ${report.title}`,
    '',
    `_Measured ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}._`,
    '',
    report.method,
    '',
    markdownTable(report.rows),
    '',
  ];
  if (report.missed.length) lines.push('Targets not met:', '', ...report.missed.map((line) => `- ${line}`), '');
  else lines.push('Every target of this section is met.', '');
  if (report.notes?.length) lines.push('Notes:', '', ...report.notes.map((line) => `- ${line}`), '');
  return lines.join('\n');
}

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

const begin = (id: string) => `<!-- bench:${id} -->`;
const end = (id: string) => `<!-- /bench:${id} -->`;

/**
 * Writes each section that ran between its markers in docs/performance.md and keeps the
 * others as the last full run left them, so `--only=api` does not erase the page's table.
 */
export function writePerformanceDoc(
  file: string,
  header: string,
  order: string[],
  reports: SectionReport[],
  at: Date,
): void {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const kept = (id: string) => {
    const from = previous.indexOf(begin(id));
    const to = previous.indexOf(end(id));
    return from >= 0 && to > from
      ? previous.slice(from + begin(id).length, to).trim()
      : `## ${id}\n\n_Not measured yet: \`npm run bench -- --only=${id}\`._`;
  };
  const body = order.map((id) => {
    const report = reports.find((candidate) => candidate.id === id);
    return `${begin(id)}\n${report ? sectionMarkdown(report, at).trim() : kept(id)}\n${end(id)}`;
  });
  writeFileSync(file, `${header.trim()}\n\n${body.join('\n\n')}\n`);
}
