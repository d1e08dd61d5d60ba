// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paintFirst } from './paint-first';

/** The head Vite writes into dist/index.html (its shape as of Vite 8). */
const VITE_INDEX = `<!doctype html>
<html lang="id" data-mantine-color-scheme="light">
  <head>
    <title>Cipta Visa</title>
    <script type="module" crossorigin src="/assets/index-AAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-BBBB.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-CCCC.js">
    <link rel="stylesheet" crossorigin href="/assets/index-DDDD.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** What the boot's PerformanceObserver is given, and how the test reports a paint to it. */
interface FakeObserver {
  callback: (entries: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;
  observed?: unknown;
  disconnected: boolean;
}

/** The boot's source run as the browser would, with its clock, its observers and its import() in the test's hands. */
function runBoot(
  source: string,
  browser: {
    document: object;
    requestAnimationFrame: (callback: () => void) => void;
    setTimeout: (callback: () => void, delay?: number) => void;
    /** Absent: a browser without Paint Timing. */
    observers?: FakeObserver[];
  },
  importModule: (url: string) => void,
) {
  const observers = browser.observers;
  const PerformanceObserver = observers
    ? Object.assign(
        function (this: FakeObserver, callback: FakeObserver['callback']) {
          const observer: FakeObserver = { callback, disconnected: false };
          observers.push(observer);
          return {
            observe: (options: unknown) => (observer.observed = options),
            disconnect: () => (observer.disconnected = true),
          };
        },
        { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
      )
    : undefined;
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'PerformanceObserver',
    'importModule',
    source.replaceAll('import(', 'importModule('),
  );
  run(browser.document, browser.requestAnimationFrame, browser.setTimeout, PerformanceObserver, importModule);
}

/** Reports paint entries to an observer, as the browser does. */
function report(observer: FakeObserver, names: string[]) {
  observer.callback(
    { getEntriesByName: (name) => names.filter((entry) => entry === name) },
    { disconnect: () => (observer.disconnected = true) },
  );
}

describe('paintFirst', () => {
  const { template, boot } = paintFirst(VITE_INDEX);

  it('asks for the boot script instead of the entry and its preloads, and keeps the stylesheet', () => {
    // At a module script's own priority (decision 189 says why not low).
    expect(template).toContain(`<script type="module" src="/${boot.file}"></script>`);
    expect(template).not.toContain('index-AAAA.js');
    expect(template).not.toContain('modulepreload');
    expect(template).toContain('<link rel="stylesheet" crossorigin href="/assets/index-DDDD.css">');
  });

  it('names the boot by its content, so the web server may cache it for good', () => {
    expect(boot.file).toMatch(/^assets\/boot-[0-9a-f]{8}\.js$/);
    expect(paintFirst(VITE_INDEX).boot.file).toBe(boot.file);
    expect(paintFirst(VITE_INDEX.replace('AAAA', 'EEEE')).boot.file).not.toBe(boot.file);
  });

  it('the boot waits for the first contentful paint on screen, then starts; never more than a second after the painting frame', () => {
    const observers: FakeObserver[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<{ callback: () => void; delay?: number }> = [];
    const imported: string[] = [];
    const document = {
      visibilityState: 'visible',
      createElement: () => ({}),
      head: { append: () => undefined },
    };
    runBoot(
      boot.source,
      {
        document,
        requestAnimationFrame: (callback) => frames.push(callback),
        setTimeout: (callback, delay) => timers.push({ callback, delay }),
        observers,
      },
      (url) => imported.push(url),
    );
    expect(observers).toHaveLength(1);
    expect(observers[0]!.observed).toEqual({ type: 'paint', buffered: true });
    frames.shift()!(); // the frame that paints: not yet on screen
    expect(timers).toEqual([{ callback: expect.any(Function), delay: 1000 }]);
    report(observers[0]!, ['first-paint']);
    expect(timers).toHaveLength(1);
    report(observers[0]!, ['first-paint', 'first-contentful-paint']);
    expect(observers[0]!.disconnected).toBe(true);
    expect(timers).toHaveLength(2);
    timers[1]!.callback(); // the start, in a task of its own
    expect(imported).toEqual(['/assets/rolldown-runtime-BBBB.js']);
    timers[0]!.callback(); // the second passes: nothing starts twice
    expect(timers).toHaveLength(2);
  });

  it('without Paint Timing, the boot preloads the modules once the page has painted, then runs them one task at a time, the entry last', async () => {
    const appended: Array<{ rel: string; href: string; crossOrigin: string | null }> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const imported: string[] = [];
    const document = {
      visibilityState: 'visible',
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { append: (link: (typeof appended)[number]) => appended.push(link) },
    };
    runBoot(
      boot.source,
      {
        document,
        requestAnimationFrame: (callback) => frames.push(callback),
        setTimeout: (callback) => timers.push(callback),
      },
      (url) => imported.push(url),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    frames.shift()!(); // the frame that paints
    expect(appended).toEqual([]);
    timers.shift()!(); // after it
    timers.shift()!(); // the start, in a task of its own
    await settle();
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/assets/rolldown-runtime-BBBB.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/framework-CCCC.js', crossOrigin: '' },
    ]);
    expect(imported).toEqual(['/assets/rolldown-runtime-BBBB.js']);
    timers.shift()!(); // a pause: the next module runs in a task of its own
    await settle();
    expect(imported).toEqual(['/assets/rolldown-runtime-BBBB.js', '/assets/framework-CCCC.js']);
    timers.shift()!();
    await settle();
    expect(imported).toEqual([
      '/assets/rolldown-runtime-BBBB.js',
      '/assets/framework-CCCC.js',
      '/assets/index-AAAA.js',
    ]);
    expect(timers).toEqual([]);
  });

  it('a page in a background tab paints nothing until shown: its boot starts at once', () => {
    const imported: string[] = [];
    const document = { visibilityState: 'hidden', createElement: () => ({}), head: { append: () => undefined } };
    const never = () => expect.unreachable('a hidden page waits for no frame');
    runBoot(boot.source, { document, requestAnimationFrame: never, setTimeout: () => undefined }, (url) =>
      imported.push(url),
    );
    expect(imported).toEqual(['/assets/rolldown-runtime-BBBB.js']);
  });

  it('refuses an index.html without the entry script, rather than write pages that never start', () => {
    expect(() => paintFirst(VITE_INDEX.replace(/<script[^>]*><\/script>/, ''))).toThrow(/no <script type="module"/);
  });
});
