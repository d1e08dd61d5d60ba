// Issue 21: lists every placeholder still in the built web app (frontend/dist): the company's
// unconfirmed details (@cipta/domain/company) and anything that looks like a placeholder (an
// example.com address or host, a 555 number). `--strict` exits 1 while any remains, so a
// release pipeline can refuse to go live with them (docs/operations.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unconfirmedDetails } from '@cipta/domain/company';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** What looks like a placeholder wherever it appears. `you@example.com` is a form's hint, not a detail. */
const PATTERNS: readonly Readonly<{ what: string; pattern: RegExp }>[] = [
  { what: 'example e-mail address', pattern: /\b(?!you@)[\w.+-]+@example\.(?:com|org|net)\b/g },
  { what: 'example host', pattern: /\bhttps?:\/\/(?:[\w-]+\.)*example\.(?:com|org|net)\b/g },
  { what: '555 number', pattern: /\(?\b555\)?[-. ]?\d{3,4}\b/g },
];

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    return statSync(file).isDirectory() ? files(file) : /\.(?:js|html|css|txt|xml|json)$/.test(name) ? [file] : [];
  });
}

function main(strict: boolean): number {
  let built: string[];
  try {
    built = files(dist);
  } catch {
    console.error(`No build in ${dist}: run \`npm run build\` first.`);
    return 2;
  }
  const text = built.map((file) => readFileSync(file, 'utf8')).join('\n');
  const found = new Map<string, string>();
  for (const { detail, value } of unconfirmedDetails) if (text.includes(value)) found.set(value, detail);
  for (const { what, pattern } of PATTERNS) {
    for (const [match] of text.matchAll(pattern)) if (!found.has(match)) found.set(match, what);
  }
  if (found.size === 0) {
    console.log('launch-check: no placeholder in the build.');
    return 0;
  }
  console.log(`launch-check: ${found.size} placeholder(s) still in the build:`);
  for (const [value, what] of found) console.log(`  - ${what}: ${value}`);
  if (!strict) console.log('(run with --strict to fail on them)');
  return strict ? 1 : 0;
}

process.exitCode = main(process.argv.includes('--strict'));
