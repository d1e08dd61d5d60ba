import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { main, root } from '../support/api-process.js';
import { type SectionReport, vs } from './report.js';
import { median, portInUse, startServer } from './servers.js';

const thisFile = fileURLToPath(import.meta.url);
/** The lock every build and Playwright run takes: this section needs ports 3000 and 8080 and an unchanging build. */
export const E2E_LOCK = '/tmp/cipta-e2e.lock';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export const TARGETS = {
  performance: 95,
  homePerformance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  lcpMs: 1800,
  tbtMs: 100,
  /** Issue 31, the home page against the limit measured in the same run: TBT at most this much above the limit's median… */
  homeTbtOverLimitMs: 100,
  /** …and no single run more than this above it… */
  homeTbtRunOverLimitMs: 200,
  /** …and LCP at most this many times the limit's. */
  homeLcpTimesLimit: 1.25,
} as const;

/**
 * The limit a page can reach (the team's rule for page figures): the home page as prerendered
 * in English, with every script and module preload taken out, served by the same web server
 * (compressed, same headers) from the built app's folder while the bench runs. Lighthouse
 * scores vary from machine to machine; the ratio to this page, measured in the same run, does
 * far less.
 */
export const REFERENCE_ROUTE = '/bench-reference.html';
const REFERENCE_FILE = path.join(root, 'frontend/dist', REFERENCE_ROUTE.slice(1));

/** The prerendered page without its scripts: the same hero, text and CSS, nothing to run. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

interface PageRun {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the three 100-target categories that did not pass, for the note. */
  failing: string[];
  /** Lighthouse's own failure (a page that never painted, say), when it could not measure. */
  error?: string;
}

/**
 * The routes to measure: every page the sitemap lists (the build writes them to
 * build-info.json from frontend/src/app/page-routes.ts), with one article for the article
 * screen, each in both languages (issue 15: the prerendered page of each, `?lng=` as the
 * sitemap lists them).
 */
export function routesToMeasure(): string[] {
  const info = JSON.parse(readFileSync(path.join(root, 'frontend/dist/build-info.json'), 'utf8')) as {
    routes: { pages: string[]; articles: string[] };
  };
  const article = info.routes.articles[0];
  const all = [...info.routes.pages, ...(article ? [article] : [])].flatMap((route) => [
    `${route}?lng=id`,
    `${route}?lng=en`,
  ]);
  // BENCH_ROUTES=/,/about measures those routes only (both languages; the limit always), for a
  // quick look while working on a page. The figures written to docs/performance.md then cover
  // only those routes: run without it before committing them.
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  return only ? all.filter((route) => only.includes(route.split('?')[0]!)) : all;
}

/**
 * Issue 8 §1: Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) in Debian's
 * Chromium against the production web server and the built API, as `npm start` serves them.
 * The built app calls the API at http://localhost:3000 and the API allows the origin
 * http://localhost:8080, so both run on those ports; the measuring runs in a child process that
 * holds the journeys' lock (flock) only while they do.
 */
export async function runPageQuality({ runs = 3 } = {}): Promise<SectionReport> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-bench-pages-'));
  try {
    const out = path.join(dir, 'runs.json');
    const loadBefore = os.loadavg();
    const child = spawn('flock', [E2E_LOCK, process.execPath, '--import', 'tsx', thisFile, out, String(runs), dir], {
      stdio: 'inherit',
      cwd: path.join(root, 'tests'),
    });
    const [code] = await once(child, 'exit');
    if (code !== 0) throw new Error(`the Lighthouse runs failed (exit ${code})`);
    const report = summarise(JSON.parse(await readFile(out, 'utf8')) as PageRun[], runs);
    // Lighthouse's simulated figures scale the CPU time it observed: on a shared machine its load
    // moves TBT most (the limit's too), so each run says what it was.
    const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');
    const only = process.env.BENCH_ROUTES;
    report.notes = [
      ...(report.notes ?? []),
      ...(only ? [`Only these routes were measured in this run (\`BENCH_ROUTES=${only}\`), with the limit.`] : []),
      `Machine load (1, 5, 15 minutes, as \`uptime\` shows it): ${load(loadBefore)} at the start, ${load(os.loadavg())} at the end.`,
    ];
    return report;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The home page's targets in a run whose limit measured these medians (issue 31). */
export function homeTargets(limit: { lcp: number; tbt: number }): { lcpMs: number; tbtMs: number; tbtRunMs: number } {
  return {
    lcpMs: limit.lcp * TARGETS.homeLcpTimesLimit,
    tbtMs: limit.tbt + TARGETS.homeTbtOverLimitMs,
    tbtRunMs: limit.tbt + TARGETS.homeTbtRunOverLimitMs,
  };
}

function summarise(all: PageRun[], runs: number): SectionReport {
  const routes = [...new Set(all.map((run) => run.route))];
  const reference = all.filter((run) => run.route === REFERENCE_ROUTE && !run.error);
  const limit = reference.length
    ? {
        performance: median(reference.map((run) => run.performance)),
        lcp: median(reference.map((run) => run.lcpMs)),
        tbt: median(reference.map((run) => run.tbtMs)),
      }
    : undefined;
  const rows: Array<Record<string, string>> = [];
  const missed: string[] = [];
  for (const route of routes) {
    const list = all.filter((run) => run.route === route && !run.error);
    if (!list.length) {
      const errors = [...new Set(all.filter((run) => run.route === route).map((run) => run.error))].join(', ');
      rows.push({
        route,
        Performance: `not measured: ${errors} ✗`,
        Accessibility: '',
        'Best Practices': '',
        SEO: '',
        FCP: '',
        LCP: '',
        TBT: '',
        CLS: '',
        'P ÷ limit': '',
        'LCP ÷ limit': '',
      });
      missed.push(`${route}: Lighthouse could not measure it (${errors}).`);
      continue;
    }
    const m = (pick: (run: PageRun) => number) => median(list.map(pick));
    const isReference = route === REFERENCE_ROUTE;
    const isHome = route.split('?')[0] === '/';
    const performanceTarget = isHome ? TARGETS.homePerformance : TARGETS.performance;
    const figures = {
      performance: m((r) => r.performance),
      accessibility: m((r) => r.accessibility),
      bestPractices: m((r) => r.bestPractices),
      seo: m((r) => r.seo),
      fcp: m((r) => r.fcpMs),
      lcp: m((r) => r.lcpMs),
      tbt: m((r) => r.tbtMs),
      cls: m((r) => r.cls),
    };
    // Issue 31: the home page's TBT and LCP are held to the limit measured in the same run (the
    // machine's load moves both alike), besides the absolute LCP target every page has.
    const home = isHome && limit ? homeTargets(limit) : undefined;
    const worstTbt = Math.max(...list.map((run) => run.tbtMs));
    const met = {
      performance: figures.performance >= performanceTarget,
      accessibility: figures.accessibility >= TARGETS.accessibility,
      bestPractices: figures.bestPractices >= TARGETS.bestPractices,
      seo: figures.seo >= TARGETS.seo,
      cls: figures.cls <= TARGETS.cls,
      lcp: figures.lcp <= TARGETS.lcpMs && (!home || figures.lcp <= home.lcpMs),
      tbt: home ? figures.tbt <= home.tbtMs && worstTbt <= home.tbtRunMs : figures.tbt <= TARGETS.tbtMs,
    };
    const lcpTarget = home
      ? `≤ ${TARGETS.lcpMs / 1000} s and ≤ ${TARGETS.homeLcpTimesLimit} × the limit, ${(home.lcpMs / 1000).toFixed(2)} s`
      : `≤ ${TARGETS.lcpMs / 1000} s`;
    const tbtTarget = home
      ? `≤ the limit + ${TARGETS.homeTbtOverLimitMs} ms, ${Math.round(home.tbtMs)} ms; each run ≤ ${Math.round(home.tbtRunMs)} ms, worst ${Math.round(worstTbt)} ms`
      : `≤ ${TARGETS.tbtMs} ms`;
    rows.push({
      route: isReference ? `${route} (the limit: the home page, no script)` : route,
      Performance: vs(String(figures.performance), `≥ ${performanceTarget}`, met.performance),
      Accessibility: vs(String(figures.accessibility), String(TARGETS.accessibility), met.accessibility),
      'Best Practices': vs(String(figures.bestPractices), String(TARGETS.bestPractices), met.bestPractices),
      SEO: vs(String(figures.seo), String(TARGETS.seo), met.seo),
      FCP: `${(figures.fcp / 1000).toFixed(2)} s`,
      LCP: vs(`${(figures.lcp / 1000).toFixed(2)} s`, lcpTarget, met.lcp),
      TBT: vs(`${Math.round(figures.tbt)} ms`, tbtTarget, met.tbt),
      CLS: vs(figures.cls.toFixed(3), `≤ ${TARGETS.cls}`, met.cls),
      // How close to the script-free page: 1.00 is the limit.
      'P ÷ limit': limit ? (figures.performance / limit.performance).toFixed(2) : 'no limit measured',
      'LCP ÷ limit': limit ? (figures.lcp / limit.lcp).toFixed(2) : 'no limit measured',
    });
    const failing = [...new Set(list.flatMap((run) => run.failing))];
    // The limit's own figures are the yardstick, not a target of ours.
    for (const [key, ok] of Object.entries(met)) {
      if (ok || isReference) continue;
      const figure = figures[key as keyof typeof figures];
      const shown =
        key === 'cls'
          ? figure.toFixed(3)
          : key === 'lcp'
            ? `${Math.round(figure)} ms (target ${lcpTarget})`
            : key === 'tbt'
              ? `${Math.round(figure)} ms (target ${tbtTarget})`
              : figure;
      const audits = failing.length && !['performance', 'cls', 'lcp', 'tbt'].includes(key);
      missed.push(`${route}: ${key} ${shown}${audits ? ` (failing audits: ${failing.join(', ')})` : ''}.`);
    }
  }
  const measured = all.filter((run) => !run.error);
  const notes = [
    'Every page is prerendered at build time in both languages (docs/architecture.md "Prerendered pages"); the 2-second start-up preloader is not in the HTML and joins once the app is live, veiling nothing (decision 69): Lighthouse paints, LCP included, are the page\'s own.',
  ];
  const limitRuns = measured.filter((run) => run.route === REFERENCE_ROUTE);
  if (limitRuns.length) {
    const pages = measured.filter((run) => run.route !== REFERENCE_ROUTE);
    const fcp = (runs: PageRun[]) => (median(runs.map((run) => run.fcpMs)) / 1000).toFixed(2);
    notes.push(
      `The limit (${REFERENCE_ROUTE}: the English home page as prerendered, its one script taken out, served by the same server) paints first at ${fcp(limitRuns)} s; our routes at ${fcp(pages)} s (median). ` +
        'A prerendered page asks for its app only once it has painted (decision 100), so what the JavaScript costs shows after the first paint: in TBT, while the page hydrates on the 4× slower CPU.',
    );
  }
  notes.push(
    'Long tasks removed from hydration (decision 103): Select dropdowns rendered only when opened (Mantine kept them mounted, rendered and placed in one synchronous task), ' +
      "amounts and long dates written without constructing an Intl formatter (the first one loads the locale's data), the anti-bot widget of the contact and consultation forms started when the form is first touched.",
  );
  if (missed.some((line) => line.includes(': performance '))) {
    notes.push(
      `Across the routes the median FCP is ${(median(measured.map((run) => run.fcpMs)) / 1000).toFixed(1)} s ` +
        `and LCP ${(median(measured.map((run) => run.lcpMs)) / 1000).toFixed(1)} s with prerendered HTML; what remains is the JavaScript (the Bytes section) ` +
        'that hydrates the page on the 4× slower CPU (TBT), and on the home page the HTML and CSS bytes of a long page over the simulated slow 4G (Speed Index).',
    );
  }
  return {
    id: 'pages',
    title: 'Page quality (Lighthouse)',
    method:
      `Lighthouse 12 (mobile preset: simulated slow 4G, 4× CPU slowdown, Moto G Power screen) in Debian's Chromium, headless, against the production web server (\`frontend/dist-server/web-server.js\` on :8080) and the built API (:3000). ` +
      `Median of ${runs} runs per route; scores 0 to 100; LCP, TBT and CLS are Lighthouse's (simulated) values.`,
    rows,
    missed,
    notes,
  };
}

// ---- The child process that holds the lock ----

async function measure(out: string, runs: number, dir: string): Promise<void> {
  for (const port of [3000, 8080]) {
    if (await portInUse(port))
      throw new Error(`port ${port} is in use: stop what listens there (npm start?) and run the benchmark again`);
  }
  const api = await startServer({
    name: 'the API',
    args: [main],
    port: 3000,
    env: {
      PORT: '3000',
      SQLITE_PATH: path.join(dir, 'app.sqlite'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      RATE_LIMIT: 'off',
      PROMO_MAX_PER_ADDRESS: '0',
      BOT_CHALLENGE: 'off',
      LOG_LEVEL: 'warn',
      METRICS_PORT: 'off',
    },
  });
  const web = await startServer({
    name: 'the web server',
    args: [path.join(root, 'frontend/dist-server/web-server.js')],
    port: 8080,
    env: { WEB_PORT: '8080' },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: PageRun[] = [];
  const home = await readFile(path.join(root, 'frontend/dist/prerendered/en/index.html'), 'utf8');
  await writeFile(REFERENCE_FILE, withoutScripts(home));
  try {
    const routes = [REFERENCE_ROUTE, ...routesToMeasure()];
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        // A run that Lighthouse itself reports as failed (its runtimeError) is tried again twice.
        let result: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 1; ; attempt++) {
          result = await lighthouse(`http://localhost:8080${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          });
          if (!result?.lhr.runtimeError || attempt === 3) break;
          console.log(`  ${route}: ${result.lhr.runtimeError.code}, measuring again`);
        }
        if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
        if (result.lhr.runtimeError) {
          console.log(
            `  run ${run}/${runs} ${route}: not measured (${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message})`,
          );
          results.push({
            route,
            performance: 0,
            accessibility: 0,
            bestPractices: 0,
            seo: 0,
            fcpMs: 0,
            lcpMs: 0,
            tbtMs: 0,
            cls: 0,
            failing: [],
            error: result.lhr.runtimeError.code,
          });
          continue;
        }
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
        const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
          (categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        );
        const page: PageRun = {
          route,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: numeric('first-contentful-paint'),
          lcpMs: numeric('largest-contentful-paint'),
          tbtMs: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          failing,
        };
        results.push(page);
        console.log(
          `  run ${run}/${runs} ${route.padEnd(34)} P ${page.performance} A ${page.accessibility} BP ${page.bestPractices} SEO ${page.seo} ` +
            `FCP ${Math.round(page.fcpMs)} ms LCP ${Math.round(page.lcpMs)} ms TBT ${Math.round(page.tbtMs)} ms CLS ${page.cls.toFixed(3)}${failing.length ? ` failing: ${failing.join(', ')}` : ''}`,
        );
      }
    }
  } finally {
    await rm(REFERENCE_FILE, { force: true });
    chrome.kill();
    await web.stop();
    await api.stop();
  }
  await writeFile(out, JSON.stringify(results));
}

if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  const [out, runs, dir] = process.argv.slice(2);
  await measure(out!, Number(runs), dir!);
}
