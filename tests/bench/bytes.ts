import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { root } from '../support/api-process.js';
import { type SectionReport, vs } from './report.js';

/** Issue 8 §2, in kB of 1000 bytes gzipped: the home route's first load of JavaScript. */
export const HOME_INITIAL_JS_TARGET_KB = 120;

interface BundleReport {
  initialJavaScriptGzipBytes: number;
  beforeHydrationGzipBytes: number;
  files: Array<{ file: string; gzipBytes: number }>;
  lazyChunks: Array<{ module: string; gzipBytes: number }>;
  css: Array<{ file: string; gzipBytes: number; initial: boolean }>;
  media: Array<{ file: string; bytes: number }>;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Issue 8 §2: the bytes a visitor downloads, from the build's own report
 * (frontend/build-tools/bundle-report.ts writes frontend/dist/bundle-report.json). No machine
 * speed enters these figures, so one build gives them exactly.
 */
export async function runBytes(): Promise<SectionReport> {
  const report = JSON.parse(
    await readFile(path.join(root, 'frontend/dist/bundle-report.json'), 'utf8'),
  ) as BundleReport;
  const initialMet = report.initialJavaScriptGzipBytes <= HOME_INITIAL_JS_TARGET_KB * 1000;
  const framework = report.files.find((file) => file.file.includes('/framework-'));
  const images = report.media.filter((file) => !file.file.endsWith('.mp4'));
  const videos = report.media.filter((file) => file.file.endsWith('.mp4'));
  const rows: Array<Record<string, string>> = [
    {
      what: "home route's initial JavaScript (gzipped)",
      size: vs(kB(report.initialJavaScriptGzipBytes), `≤ ${HOME_INITIAL_JS_TARGET_KB} kB`, initialMet),
      detail: `${report.files.length} files; the framework chunk (React, router, i18next) ${framework ? kB(framework.gzipBytes) : 'absent'}`,
    },
    {
      what: "home page's JavaScript before it hydrates (gzipped)",
      size: kB(report.beforeHydrationGzipBytes),
      detail:
        'the initial JavaScript and the lazy parts the prerendered page shows (its sections, the footer), which load before hydration',
    },
    {
      what: "home route's initial CSS (gzipped)",
      size: kB(sum(report.css.filter((file) => file.initial).map((file) => file.gzipBytes))),
      detail: report.css
        .filter((file) => file.initial)
        .map((file) => path.basename(file.file))
        .join(', '),
    },
    {
      what: 'all CSS (gzipped)',
      size: kB(sum(report.css.map((file) => file.gzipBytes))),
      detail: `${report.css.length} files, each loaded with the chunk that needs it`,
    },
    ...report.lazyChunks.map((chunk) => ({
      what: `lazy chunk ${chunk.module.replace(/^src\//, '')}`,
      size: kB(chunk.gzipBytes),
      detail: 'gzipped JavaScript it adds when first needed',
    })),
    {
      what: 'images',
      size: kB(sum(images.map((file) => file.bytes))),
      detail: `${images.length} files (WebP, AVIF, SVG); those below the fold load lazily`,
    },
    ...videos.map((file) => ({
      what: `hero video ${path.basename(file.file).replace(/-[\w-]{8}\.mp4$/, '')}`,
      size: kB(file.bytes),
      detail: 'preload="metadata" behind its poster: never before the first paint; the browser fetches one of the two',
    })),
  ];
  return {
    id: 'bytes',
    title: 'Bytes',
    method:
      'From the build (`frontend/dist/bundle-report.json`): gzip level 9 of each JavaScript and CSS file; images and videos at their size as built. ' +
      "The home route's initial JavaScript is the entry chunk, the home screen's chunk and everything they import statically; before it hydrates, the prerendered home page also loads the lazy parts it shows. A lazy chunk's size counts only what it adds to the initial JavaScript.",
    rows,
    missed: initialMet
      ? []
      : [
          `the home route's initial JavaScript is ${kB(report.initialJavaScriptGzipBytes)} gzipped (target ≤ ${HOME_INITIAL_JS_TARGET_KB} kB). ` +
            `The libraries alone (React DOM, react-router, i18next) are ${framework ? kB(framework.gzipBytes) : 'most of it'}; ` +
            "the shell's own code, its texts in both languages, Mantine's theme and contexts and the hero make the rest " +
            '("First load" in docs/architecture.md).',
        ],
  };
}
