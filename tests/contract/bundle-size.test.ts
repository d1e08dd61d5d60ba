import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The home route's first load, in gzipped bytes (kB = 1000 bytes). Issue 8 asks for 120 kB; the
 * floor with React DOM, the router, i18next and Mantine's provider is about 124 kB (the build
 * measures 124.9 kB), so this holds the line a little above it: see "First load" in
 * docs/architecture.md and docs/performance.md. 132 kB since the visitor journeys of issue 21: the
 * router's history hooks the screens now use (Back closes a modal, card addresses) land in the
 * shared framework chunk, 131.4 kB in all. Issue 15's hydration (hydrateRoot, the parts loaded
 * before it, the server snapshots) added 0.7 kB and the footer's texts moved into the footer's
 * own chunk took 1.2 kB off (both languages): 131.6 kB; the prerendered first paint waits for
 * none of it (docs/performance.md). Issue 31 asks again for 120 kB: react-i18next's <Trans> out of
 * the framework chunk (decision 190) made it 127.9 kB; the shell without Mantine's components,
 * Mantine's stylesheets made at build time and React Router's production build (decision 204)
 * made it 118.5 kB: the issue's 120 kB is the line now.
 */
const HOME_INITIAL_JS_BUDGET = 120_000;

describe('the web app build', () => {
  it(`keeps the home route's initial JavaScript under ${HOME_INITIAL_JS_BUDGET / 1000} kB gzipped`, async () => {
    // Written by the build (frontend/build-tools/bundle-report.ts); `npm test` builds first.
    const report = JSON.parse(await readFile(path.join(root, 'frontend/dist/bundle-report.json'), 'utf8'));
    expect(report.route).toBe('/');
    expect(report.files.length).toBeGreaterThan(1);
    expect(report.initialJavaScriptGzipBytes).toBeGreaterThan(10_000);
    expect(report.initialJavaScriptGzipBytes, JSON.stringify(report.files, null, 1)).toBeLessThan(
      HOME_INITIAL_JS_BUDGET,
    );
  });
});
