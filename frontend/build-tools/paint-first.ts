/**
 * Prerendered pages paint before the app loads (decision 100). Vite's index.html asks for the
 * entry script and its module preloads in the head: on a slow network they share the link with
 * the stylesheet and the hero image, and Chromium runs them before it first paints when they
 * arrive in time, so the visitor waits for the JavaScript to see HTML that needs none. A
 * prerendered page instead loads one small script (the boot) that starts the app's requests
 * once the page has painted.
 */
import { createHash } from 'node:crypto';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export interface PaintFirst {
  /** index.html with the boot script in place of the entry script and its preloads. */
  template: string;
  /** The boot script's path under the build folder (assets/boot-<hash>.js) and its source. */
  boot: { file: string; source: string };
}

export function paintFirst(template: string): PaintFirst {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry)
    throw new Error('dist/index.html has no <script type="module" crossorigin src>: has Vite changed its output?');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const source = bootSource(entry, preloads);
  const file = `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  const withBoot = template
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, `<script type="module" src="/${file}"></script>\n    `);
  return { template: withBoot, boot: { file, source } };
}

/**
 * The boot: once the browser reports the page's first contentful paint (the `paint` entry of
 * Paint Timing, recorded when the painted frame reaches the screen), it asks for the entry and
 * the modules it imports, as the preload links did, then runs them one module at a time with a
 * pause between: the libraries' and the app's first run (a fifth of a second on a slow phone, one
 * task when the entry imports them) become tasks of their own, which keep the page answering
 * meanwhile (TBT). Waiting for the frame alone (a callback queued from requestAnimationFrame)
 * sometimes started the app's downloads a few milliseconds before that frame was on screen, and
 * a slow network then delayed the paint behind them (Lighthouse's FCP 0.95 or 1.4 s on the same
 * page, decision 100). A browser without Paint Timing starts after the painting frame, and none
 * waits more than a second after it. A hidden page (a background tab) paints nothing until shown, so
 * it starts at once. At a module script's own priority: asked for at low priority (decision 189),
 * Lighthouse's simulation painted the page sooner than the same page without any script, an
 * artifact that moved the app's first tasks into the blocking time it counts. A module script, like the entry it replaces: the page's
 * Content-Security-Policy allows scripts from its own origin only, so the boot cannot be inline.
 */
function bootSource(entry: string, preloads: string[]): string {
  return `// Written by frontend/build-tools/paint-first.ts: the page paints first, then the app loads (decision 100).
const modules = ${JSON.stringify(preloads)};
async function start() {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const href of modules) {
    await import(href);
    await new Promise((resolve) => setTimeout(resolve));
  }
  await import(${JSON.stringify(entry)});
}
let started = false;
function startOnce() {
  if (started) return;
  started = true;
  setTimeout(start);
}
if (document.visibilityState === 'hidden') {
  started = true;
  start();
} else {
  const paintTiming = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (paintTiming) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
  }
  requestAnimationFrame(() => setTimeout(startOnce, paintTiming ? 1000 : 0));
}
`;
}
