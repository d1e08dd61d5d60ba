import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 28, decision 164: the Indonesian texts this project writes call an application "permohonan",
// on the site, in the staff area, in tracking and in every e-mail. "Pengajuan" and "aplikasi" named
// the same thing in places; this test fails when either comes back. Two uses of "aplikasi" stay:
// the original site's own messages ("Gagal mengirim aplikasi…", "Terjadi kesalahan saat mengirim
// aplikasi."), kept word for word, and "aplikasi autentikator", the phone app (another thing).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['frontend/src', 'frontend/index.html', 'backend/src', 'domain/src', 'machines/src'];
const SKIPPED = /\.(test|spec|e2e\.spec)\.tsx?$|\/contract\/schema\.ts$/;
const TEXT = /\.(tsx?|json|html)$/;

const OTHER_WORDS: { word: RegExp; allowed: (line: string, at: number) => boolean; why: string }[] = [
  { word: /\bpengajuan\w*/gi, allowed: () => false, why: 'write "permohonan"' },
  {
    word: /\baplikasi\w*/gi,
    allowed: (line, at) =>
      /^aplikasi autentikator/i.test(line.slice(at)) || /mengirim $/i.test(line.slice(Math.max(0, at - 9), at)),
    why: 'write "permohonan" (only the original\'s "mengirim aplikasi" and "aplikasi autentikator" stay)',
  },
];

function files(relative: string): string[] {
  const full = path.join(root, relative);
  if (TEXT.test(full)) return [relative];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : files(child);
    return TEXT.test(entry.name) && !SKIPPED.test(child) ? [child] : [];
  });
}

function offences(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { word, allowed, why } of OTHER_WORDS)
      for (const match of line.matchAll(word))
        if (!allowed(line, match.index)) found.push(`${index + 1}: "${match[0]}", ${why}`);
  });
  return found;
}

describe('one Indonesian word for an application (decision 164)', () => {
  it('finds the other words in a sample, and allows the two kept uses', () => {
    expect(offences('Pengajuan Anda telah kami terima\nID Aplikasi')).toHaveLength(2);
    expect(offences('Gagal mengirim aplikasi. Silakan coba lagi.\nKode dari aplikasi autentikator')).toEqual([]);
  });

  it('finds no other word in the texts of the site, the staff area, the machines and the e-mails', () => {
    const sources = SOURCES.flatMap(files);
    expect(sources.length).toBeGreaterThan(100);
    const found = sources.flatMap((file) =>
      offences(readFileSync(path.join(root, file), 'utf8')).map((offence) => `${file}:${offence}`),
    );
    expect(found).toEqual([]);
  });
});
