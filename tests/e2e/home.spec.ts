import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { axeViolations, serverStatus } from './page-helpers.js';
import { WEB } from '../support/e2e-settings.js';

// The home page of product §2 with everything but the promo claim, which shares the API's one
// counter and so has its own serial file (promo-claim.spec.ts). Here the promo's status call
// answers "none claimed", so these journeys look the same whatever that file is doing.

const banner = (page: Page) => page.getByTestId('promo-banner');
const slides = (page: Page) => page.getByTestId('promo-slide');
const dot = (page: Page, number: number) =>
  page.getByRole('button', { name: new RegExp(`^Show promotion ${number}:`) });
const SLIDE_TITLES = ['Express Visa Discount', 'Bali Tour Package', 'Family Visa Bundle'] as const;

/** The one slide not hidden shows this title, and its dot says it is the current one. */
async function expectSlide(page: Page, number: 1 | 2 | 3) {
  await expect(slides(page).locator('visible=true')).toHaveCount(1);
  await expect(slides(page).nth(number - 1)).toBeVisible();
  await expect(
    slides(page)
      .nth(number - 1)
      .getByRole('heading', { level: 3 }),
  ).toHaveText(SLIDE_TITLES[number - 1]!);
  await expect(dot(page, number)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[aria-label^="Show promotion"][aria-current]')).toHaveCount(1);
}

/** Embla slides a promotion in and comes to rest within this, on the page's clock. */
const SLIDING_MS = 2500;

/** The rotation has just moved on: the dot says so at once, the slide once Embla has slid it in. */
async function expectSlidIn(page: Page, number: 1 | 2 | 3) {
  await expect(dot(page, number)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(SLIDING_MS);
  await expectSlide(page, number);
}

/** Moves the pointer onto the status line above the banner: outside it, on the page. */
async function pointAwayFromBanner(page: Page) {
  await serverStatus(page).hover();
}

/** Takes the keyboard focus off whatever holds it, as a click on the empty page would. */
async function blurFocus(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** While `hold` lasts, 12 s pass on the page's clock without a move; once released, 5 s bring the next slide in. */
async function expectHeldUntilReleased(
  page: Page,
  steps: { hold: () => Promise<void>; release: () => Promise<void>; slide: 1 | 2 | 3; next: 1 | 2 | 3 },
) {
  await steps.hold();
  await expect(banner(page)).toHaveAttribute('data-state', 'paused');
  await page.clock.runFor(12_000);
  await expectSlide(page, steps.slide);
  await steps.release();
  await expect(banner(page)).toHaveAttribute('data-state', 'rotating');
  await page.clock.runFor(5100);
  await expectSlidIn(page, steps.next);
}

/** Scrolls down the whole page in viewport steps, so every lazy section and image has come in. */
async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
  });
  await expect(page.getByTestId('client-logos')).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            // lazy logos of the moving strip that are off to its side have no reason to load yet
            Array.from(document.images).filter((image) => {
              const { left, right } = image.getBoundingClientRect();
              return !image.complete && left < window.innerWidth && right > 0;
            }).length,
        ),
      { message: 'images in view still loading' },
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test.beforeEach(async ({ page }) => {
  await page.route('**/api/promo-claim/status', (route) =>
    route.fulfill({
      headers: { 'access-control-allow-origin': WEB, 'access-control-allow-credentials': 'true' },
      json: { limit: 77, claimed: 0, remaining: 77 },
    }),
  );
});

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('the promo banner', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a visitor watches the promotions rotate every 5 seconds, and they hold still while pointed at, focused or paused', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByTestId('preloader')).toHaveCount(0);
    await banner(page).hover();
    await expect(banner(page)).toHaveAttribute('data-state', 'paused');
    await dot(page, 1).click();
    await expectSlide(page, 1);
    // From here on the page's time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    // product §4/§9: every 5000 ms once nothing holds it; the count starts when the pointer leaves
    await pointAwayFromBanner(page);
    await blurFocus(page);
    await expect(banner(page)).toHaveAttribute('data-state', 'rotating');
    await page.clock.runFor(4900);
    await expectSlide(page, 1);
    await page.clock.runFor(200);
    await expectSlidIn(page, 2);

    // the pointer over the banner holds it
    await expectHeldUntilReleased(page, {
      hold: () => banner(page).hover(),
      release: () => pointAwayFromBanner(page),
      slide: 2,
      next: 3,
    });
    // keyboard focus inside it holds it too, and the rotation wraps from the last slide to the first
    await expectHeldUntilReleased(page, {
      hold: () => page.getByRole('button', { name: 'Next promotion' }).focus(),
      release: () => blurFocus(page),
      slide: 3,
      next: 1,
    });

    // the pause button holds it after the pointer and the focus have gone, until play
    const pause = page.getByRole('button', { name: 'Pause the rotation' });
    await pause.click();
    const play = page.getByRole('button', { name: 'Resume the rotation' });
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await pointAwayFromBanner(page);
    await blurFocus(page);
    await expect(banner(page)).toHaveAttribute('data-state', 'paused');
    await page.clock.runFor(15_000);
    await expectSlide(page, 1);
    await play.click();
    await expect(page.getByRole('button', { name: 'Pause the rotation' })).toHaveAttribute('aria-pressed', 'false');
    await pointAwayFromBanner(page);
    await blurFocus(page);
    await expect(banner(page)).toHaveAttribute('data-state', 'rotating');
    await page.clock.runFor(5100);
    await expectSlidIn(page, 2);
  });

  test('a visitor steps through the promotions with the arrows and the dots, round both ends', async ({ page }) => {
    await page.goto('/');
    await expect(slides(page)).toHaveCount(3);
    await banner(page).hover();
    await dot(page, 1).click();
    await expectSlide(page, 1);

    const previous = page.getByRole('button', { name: 'Previous promotion' });
    const next = page.getByRole('button', { name: 'Next promotion' });
    await previous.click();
    await expectSlide(page, 3);
    await next.click();
    await expectSlide(page, 1);
    await next.click();
    await expectSlide(page, 2);
    await next.click();
    await expectSlide(page, 3);
    await next.click();
    await expectSlide(page, 1);

    await dot(page, 3).click();
    await expectSlide(page, 3);
    await dot(page, 2).click();
    await expectSlide(page, 2);
    await previous.click();
    await expectSlide(page, 1);

    // product §9: every slide offers 77% OFF and says how long it is valid
    for (const slide of await slides(page).all()) {
      await expect(slide).toContainText('77% OFF');
      await expect(slide).toContainText('Valid until');
      await expect(slide.locator('img')).toHaveAttribute('alt', /\w/);
    }
  });
});

/** A finger drawn sideways across `target` (a real touch sequence): to the left brings what comes next. */
async function swipe(page: Page, target: Locator, towards: 'left' | 'right') {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + Math.min(box.height / 2, 150);
  const [left, right] = [box.x + box.width * 0.15, box.x + box.width * 0.85];
  const [from, to] = towards === 'left' ? [right, left] : [left, right];
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step += 1) {
    const x = from + ((to - from) * step) / 8;
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const PHONE_TEXT = {
    en: {
      path: '/',
      pause: 'Pause the rotation',
      group: (from: number, to: number) => `Testimonials ${from} to ${to} of 5`,
    },
    id: {
      path: '/?lng=id',
      pause: 'Jeda pergantian',
      group: (from: number, to: number) => `Testimoni ${from} sampai ${to} dari 5`,
    },
  } as const;

  for (const language of ['en', 'id'] as const) {
    test(`a visitor swipes through the promotions and the testimonials with a finger (${language})`, async ({
      page,
    }) => {
      const text = PHONE_TEXT[language];
      await page.goto(text.path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('preloader')).toHaveCount(0);
      const slide = (index: number) => slides(page).nth(index);
      /** The slide at `index` alone shows, once Embla has come to rest, and its dot says so. */
      const expectShown = async (index: number) => {
        const dot = banner(page).getByRole('button').and(banner(page).locator('[aria-current="true"]'));
        await expect(dot).toHaveAccessibleName(new RegExp(` ${index + 1}: `));
        await expect(slides(page).locator('visible=true')).toHaveCount(1);
        await expect(slide(index)).toBeVisible();
      };

      // held by its pause button, so only the finger moves it, from the first promotion
      await banner(page).getByRole('button', { name: text.pause }).tap();
      await expect(banner(page)).toHaveAttribute('data-state', 'paused');
      await banner(page).getByRole('button', { name: / 1: / }).tap();
      await expectShown(0);
      // the slides are named in the page's language; Mantine's English "Slide 1 of 3" is not read out
      await expect(page.getByRole('status').filter({ hasText: /^Slide \d/ })).toHaveCount(0);
      // to the left the next one, to the right the one before, round both ends
      await swipe(page, slide(0), 'left');
      await expectShown(1);
      await swipe(page, slide(1), 'right');
      await expectShown(0);
      await swipe(page, slide(0), 'right');
      await expectShown(2);
      await swipe(page, slide(2), 'left');
      await expectShown(0);

      // the testimonials move a whole group at a time under the finger too
      const slider = page.getByTestId('testimonials');
      await expect(slider).toHaveAttribute('data-start', '0');
      await swipe(page, slider.getByRole('figure').first(), 'left');
      await expect(slider).toHaveAttribute('data-start', '3');
      await expect(slider).toHaveAccessibleName(text.group(4, 5));
      await expect(slider.getByRole('figure')).toHaveCount(2);
      await expect(slider.getByRole('figure').first()).toContainText('Priya Raman');
      await swipe(page, slider.getByRole('figure').first(), 'right');
      await expect(slider).toHaveAttribute('data-start', '0');
      await expect(slider).toHaveAccessibleName(text.group(1, 3));
      await expect(slider.getByRole('figure')).toHaveCount(3);
    });
  }
});

test.describe('the sections below the promotions', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a visitor follows the home page's ways on: Learn More, the working process's see-more button and a news card", async ({
    page,
  }) => {
    await page.goto('/');
    // product §2: on load the page asks the server's root and says what it answered (an
    // unreachable server: shell.spec.ts)
    await expect(serverStatus(page)).toHaveText(
      'Our online forms are available: you can apply and send messages here.',
    );
    await expect(serverStatus(page)).toHaveAttribute('data-status', 'connected');

    await banner(page).getByRole('link', { name: 'Learn More' }).click();
    // DESIGN 7: /services, absent from the original's routes, leads to the visa services
    await expect(page).toHaveURL(/\/visa-services$/);

    await page.goBack();
    const process = page.getByRole('region', { name: 'How we work' });
    await expect(process.getByRole('listitem')).toHaveCount(4);
    await process.getByRole('link', { name: 'See our visa services' }).click();
    await expect(page).toHaveURL(/\/visa-service$/);

    await page.goBack();
    // each teaser card opens its own article
    const cards = page.getByRole('region', { name: 'Latest news and insights' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toHaveAttribute('href', /^\/news\/[a-z0-9-]+$/);
    const second = cards.nth(1);
    const href = await second.getAttribute('href');
    const title = await second.getByRole('heading').textContent();
    await second.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
  });

  test('a visitor reads the testimonials three at a time, both arrows wrapping round, above a strip of ten client logos', async ({
    page,
  }) => {
    await page.goto('/');
    const slider = page.getByTestId('testimonials');
    const cards = slider.getByRole('figure');
    const next = page.getByRole('button', { name: 'Next testimonials' });
    const previous = page.getByRole('button', { name: 'Previous testimonials' });

    // five testimonials: groups start at 0 and 3 (product §4, §9)
    await expect(slider).toHaveAttribute('data-start', '0');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText('Sarah Mitchell');
    await next.click();
    await expect(slider).toHaveAttribute('data-start', '3');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Priya Raman');
    await next.click();
    await expect(slider).toHaveAttribute('data-start', '0');
    await expect(cards.first()).toContainText('Sarah Mitchell');
    await previous.click();
    await expect(slider).toHaveAttribute('data-start', '3');
    await expect(cards.last()).toContainText("Daniel O'Connor");
    await previous.click();
    await expect(slider).toHaveAttribute('data-start', '0');
    await expect(slider).toHaveAccessibleName('Testimonials 1 to 3 of 5');

    // below them, ten client logos pass by, listed twice so the strip never ends
    const items = page.getByTestId('client-logos').locator('li');
    await expect(items).toHaveCount(20);
    const names = await items.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    const firstHalf = names.slice(0, 10);
    expect(new Set(firstHalf).size, `ten distinct names in ${firstHalf.join(', ')}`).toBe(10);
    expect(firstHalf.every((name) => name && name.trim() !== '')).toBe(true);
    // the second copy is for the eye only
    expect(names.slice(10)).toEqual(Array(10).fill(''));
    for (let i = 0; i < 20; i += 1) {
      if (i < 10) await expect(items.nth(i)).not.toHaveAttribute('aria-hidden');
      else await expect(items.nth(i)).toHaveAttribute('aria-hidden', 'true');
    }
    const sources = await items
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
    expect(sources.slice(10)).toEqual(sources.slice(0, 10));
    expect(new Set(sources.slice(0, 10)).size).toBe(10);
    await expect(
      page
        .getByRole('list')
        .filter({ has: page.getByRole('img', { name: firstHalf[0]! }) })
        .getByRole('img'),
    ).toHaveCount(10);
    // product §2: the strip scrolls continuously
    await expect
      .poll(() =>
        page
          .getByTestId('client-logos')
          .evaluate((track) => track.getAnimations().map((animation) => animation.playState)),
      )
      .toEqual(['running']);
  });
});

test.describe('the hero', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a visitor sees the looping background video and scrolls smoothly down one screen with the scroll indicator', async ({
    page,
  }) => {
    await page.goto('/');
    // Decision 189: the poster is a picture in the page's HTML, painted first; the video joins
    // over it once the app runs.
    const poster = page.getByTestId('hero-poster');
    await expect(poster).toHaveAttribute('src', /hero-poster.*\.webp$/);
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/hero-poster.*\.avif$/);
    const video = page.getByTestId('hero-video');
    await expect(video).toBeAttached();
    const attributes = await video.evaluate((element: HTMLVideoElement) => ({
      autoplay: element.autoplay,
      muted: element.muted,
      loop: element.loop,
      playsInline: element.hasAttribute('playsinline'),
      sources: Array.from(element.querySelectorAll('source')).map((source) => source.type),
      // Above the poster, covering it exactly.
      coversPoster: (() => {
        const picture = document.querySelector('[data-testid="hero-poster"]')!;
        const a = element.getBoundingClientRect();
        const b = picture.getBoundingClientRect();
        const order = picture.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
        return a.width === b.width && a.height === b.height && a.top === b.top && order > 0;
      })(),
    }));
    expect(attributes).toMatchObject({
      autoplay: true,
      muted: true,
      loop: true,
      playsInline: true,
      coversPoster: true,
    });
    expect(attributes.sources.length, 'a modern codec and a fallback').toBeGreaterThanOrEqual(2);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);

    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const innerHeight = await page.evaluate(() => window.innerHeight);
    // Records every scroll position until the page settles, so a jump and a glide look different.
    const positions = page.evaluate(async () => {
      const seen: number[] = [];
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      while (seen.length < 300) {
        await frame();
        seen.push(window.scrollY);
        if (window.scrollY >= window.innerHeight - 1 && seen.at(-2) === window.scrollY) break;
      }
      return seen;
    });
    await page.getByTestId('scroll-indicator').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(innerHeight - 1);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(innerHeight + 1);
    const steps = (await positions).filter((y) => y > 0 && y < innerHeight - 1);
    // A jump shows no position in between; a glide at least one (a busy machine drops frames,
    // so how many it shows depends on the machine).
    expect(steps.length, 'the page glides through positions between the top and one screen down').toBeGreaterThan(0);
  });

  test('a visitor who prefers reduced motion sees a still picture and a still logo strip', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const hero = page.locator('section').first();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
    const poster = hero.locator('img');
    await expect(poster).toHaveCount(1);
    await expect(poster).toHaveAttribute('src', /hero-poster.*\.(webp|avif)$/);
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);

    const track = page.getByTestId('client-logos');
    await track.scrollIntoViewIfNeeded();
    expect(await track.evaluate((element) => element.getAnimations().length)).toBe(0);
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    // one still row of the ten, without the copy that only the moving strip needs
    await expect(track.getByRole('img')).toHaveCount(10);

    // the scroll indicator still moves one screen down, at once
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByTestId('scroll-indicator').click();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY - window.innerHeight))).toBe(0);
  });
});

test.describe('accessibility and stability', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const language of ['en', 'id'] as const) {
    test(`a visitor sees nothing jump about as the home page and its pictures load, and finds no axe violations on it (${language})`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(language === 'id' ? '/?lng=id' : '/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(serverStatus(page)).toHaveAttribute('data-status', 'connected');
      // The sections below the hero arrive in the space kept for them, below the fold; the
      // visitor starts scrolling once they are there and the pictures load as they come into view.
      await expect(page.getByTestId('client-logos')).toBeAttached();
      await scrollThroughPage(page);
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      const total = shifts.reduce((sum, value) => sum + value, 0);
      expect(total, `layout shifts: ${shifts.join(', ') || 'none'}`).toBeLessThan(0.02);

      // every lazy section is on the page now
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
