import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { HOME_HEADING, makePageTall, scrollPageTo, scrollY } from './page-helpers.js';

interface LoaderEntry {
  /** performance.now() in the page */
  t: number;
  loader: 'preloader' | 'route-loader';
  /** aria-valuenow, or null once the loader has left the page */
  progress: number | null;
  /** the preloader's fade-out has begun */
  fading: boolean;
}

interface HeadingEntry {
  t: number;
  heading: string | null;
}

/**
 * Runs in the page before the app: writes down every value each loader shows and when the
 * page's heading changes, so a test can read the timeline afterwards instead of racing it.
 */
function recordLoaderTimeline() {
  const loaders: LoaderEntry[] = [];
  const headings: HeadingEntry[] = [];
  Object.assign(window, { loaderTimeline: { loaders, headings } });
  const last = new Map<string, number | null | string>();
  const note = () => {
    const t = performance.now();
    for (const loader of ['preloader', 'route-loader'] as const) {
      const root = document.querySelector(`[data-testid="${loader}"]`);
      const bar = root?.getAttribute('role') === 'progressbar' ? root : root?.querySelector('[role="progressbar"]');
      const progress = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
      const fading = root?.hasAttribute('data-fading') ?? false;
      if (last.has(loader) ? last.get(loader) !== progress : progress !== null)
        loaders.push({ t, loader, progress, fading });
      last.set(loader, progress);
    }
    const heading = document.querySelector('h1')?.textContent ?? null;
    if (heading !== null && last.get('h1') !== heading) headings.push({ t, heading });
    last.set('h1', heading);
  };
  new MutationObserver(note).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

function timeline(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { loaderTimeline: { loaders: LoaderEntry[]; headings: HeadingEntry[] } }).loaderTimeline,
  );
}

/** product §2: both loaders advance by 5 to 19 points a step, until they jump to 100 at the end. */
function expectStepsOf5To19(values: number[]) {
  const climbing = values.slice(0, values.indexOf(100));
  for (let i = 1; i < climbing.length; i += 1) {
    const step = climbing[i]! - climbing[i - 1]!;
    // the preloader holds at 99 until its 2 s are up
    if (climbing[i] !== 99) expect(step, `step ${i} of ${values.join(', ')}`).toBeGreaterThanOrEqual(5);
    expect(step, `step ${i} of ${values.join(', ')}`).toBeLessThanOrEqual(19);
  }
}

const pills = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordLoaderTimeline);
});

// issue 32: these journeys assert what a person sees, in order (the loader appears, counts up,
// the page is there, the loader fills and leaves), with waits tied to those events. How long
// each step lasts (2 s and a 500 ms fade; 300 ms after 100) is the machines' rule, tested with a
// fake clock in machines/src/preloader.machine.test.ts and route-loader.machine.test.ts: a
// wall-clock window read through a MutationObserver failed on a busy 2-core machine.

test('a visitor arriving sees the preloader count up over a page that already works, and then fade away', async ({
  page,
}) => {
  // axe reads colours as they are painted: at full speed the preloader can reach 100 and begin
  // its 500 ms fade during the pass, and a half-faded bar fails the contrast check. With reduced
  // motion the fade is a single step, so axe sees the bar as a visitor reads it, or not at all.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // From the first byte, not the load event.
  await page.goto('/', { waitUntil: 'commit' });
  const preloader = page.getByTestId('preloader');
  const bar = preloader.getByRole('progressbar', { name: 'Loading Cipta Visa' });
  await expect(bar).toBeVisible();
  const onScreen = await preloader.evaluate((root) => ({
    valuenow: root.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'),
    text: root.textContent,
  }));
  expect(onScreen.text, 'the percentage on screen is the bar’s value').toBe(`${onScreen.valuenow}%`);
  // Every other axe pass leaves the preloader out (page-helpers.ts): it is checked here, alone.
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="preloader"]').analyze();
  expect(
    violations.map(({ id }) => id),
    'axe on the preloader',
  ).toEqual([]);
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  // underneath, the page is already there and takes clicks
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING.en);
  await pills(page).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect(preloader).toHaveCount(0);

  const { loaders, headings } = await timeline(page);
  const entries = loaders.filter((entry) => entry.loader === 'preloader');
  const values = entries.map((entry) => entry.progress);
  expect(values.at(-1), 'it leaves the page').toBeNull();
  expect(values.at(-2), 'it ends full').toBe(100);
  expect(
    values.filter((value) => value !== null && value > 0 && value < 100).length,
    'it counts up on the way',
  ).toBeGreaterThan(2);
  expectStepsOf5To19(values.filter((value): value is number => value !== null));

  const full = entries.at(-2)!;
  expect(full.fading, 'at 100 it fades out').toBe(true);
  expect(entries.slice(0, -2).every((entry) => !entry.fading)).toBe(true);
  // The page underneath works at once: its heading is there while the preloader is.
  const homeShown = headings.find((entry) => HOME_HEADING.en.test(entry.heading ?? ''))!;
  expect(homeShown.t, 'the page was there under the preloader').toBeLessThan(full.t);
});

test('a visitor clicking a link sees the route loader run and leave once the new page shows', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const routeLoader = page.getByTestId('route-loader');
  await expect(routeLoader).toHaveCount(0);

  for (const [pill, heading] of [
    ['Contact Us', 'Contact us'],
    ['News', 'News and insights from our experts'],
  ] as const) {
    const clickedAt = await page.evaluate(() => performance.now());
    await pills(page).getByRole('link', { name: pill }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(routeLoader).toHaveCount(0);

    const { loaders, headings } = await timeline(page);
    const run = loaders.filter((entry) => entry.loader === 'route-loader' && entry.t >= clickedAt);
    const values = run.map((entry) => entry.progress);
    expect(values[0], 'it appears at 0 on the click').toBe(0);
    expect(values.at(-2), 'it fills up').toBe(100);
    expect(values.at(-1), 'then leaves').toBeNull();
    expectStepsOf5To19(values.filter((value): value is number => value !== null));

    const pageShown = headings.find((entry) => entry.heading === heading && entry.t >= clickedAt)!.t;
    expect(run[0]!.t, 'it shows before the new page').toBeLessThanOrEqual(pageShown);
    expect(run.at(-1)!.t, 'it leaves after the new page shows').toBeGreaterThanOrEqual(pageShown);
  }
});

test.describe('scrolling to the top on a new page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await makePageTall(page);
  });

  test('a visitor at the bottom of the page books a consultation from the footer and glides back to the top', async ({
    page,
  }) => {
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await scrollPageTo(page, bottom);
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { scrollPositions: seen });
      window.addEventListener('scroll', () => seen.push(window.scrollY), { passive: true });
    });

    await page.getByTestId('footer').getByRole('link', { name: 'Book a free consultation' }).click();
    await expect(page).toHaveURL('/consultation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free consultation');
    await expect.poll(() => scrollY(page)).toBe(0);

    const positions = await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
    const onTheWay = positions.filter((y) => y > 0 && y < bottom);
    expect(onTheWay.length, `a smooth scroll passes through the page: ${positions.join(', ')}`).toBeGreaterThan(1);
    expect(positions.at(-1)).toBe(0);
  });

  test('a visitor deep down a page picks a navbar pill and the next page opens at the top', async ({ page }) => {
    await scrollPageTo(page, 2000);
    await scrollPageTo(page, 1900); // a little scroll up brings the navbar back
    await expect(page.getByTestId('navbar')).not.toHaveAttribute('data-hidden');

    await pills(page).getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News and insights from our experts');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByTestId('navbar')).toBeInViewport();
  });
});
