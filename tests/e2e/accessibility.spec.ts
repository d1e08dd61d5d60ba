import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { axeViolations } from './page-helpers.js';

// Issue 8: axe on every route, in both languages, at a desktop and a 390 px phone width, with
// each kind of modal the screen opens from a button. The modals that follow a submission
// (success, claimed, failure) are checked by their screens' own journeys, which send one.

type Lang = 'en' | 'id';
/** Opens one modal of the screen and returns it; the test closes it with Escape. */
type Opener = (page: Page, lang: Lang) => Promise<Locator>;

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: '390 px phone', viewport: { width: 390, height: 844 } },
] as const;

/** The first card's Info (or Apply) button: its name is "Info: {title}" / "Detail: {title}". */
const firstCardButton =
  (which: 'info' | 'apply'): Opener =>
  async (page, lang) => {
    const prefix = which === 'info' ? (lang === 'en' ? 'Info: ' : 'Detail: ') : lang === 'en' ? 'Apply: ' : 'Ajukan: ';
    const button = page.getByRole('button', { name: new RegExp(`^${prefix}`) }).first();
    await button.scrollIntoViewIfNeeded();
    await button.click();
    return page.getByRole('dialog');
  };

const claimForm: Opener = async (page) => {
  const claim = page.getByTestId('claim-button');
  await expect(claim).toBeEnabled();
  await claim.click();
  return page.getByRole('dialog');
};

const teamMember: Opener = async (page) => {
  const card = page.getByTestId('team-member-card').first();
  await card.scrollIntoViewIfNeeded();
  await card.click();
  return page.getByRole('dialog');
};

const ROUTES: Array<{ path: string; modals: Record<string, Opener> }> = [
  { path: '/', modals: { 'promo claim form': claimForm } },
  { path: '/about', modals: { 'team member': teamMember } },
  { path: '/contact', modals: {} },
  { path: '/consultation', modals: {} },
  { path: '/visa-services', modals: { info: firstCardButton('info'), apply: firstCardButton('apply') } },
  ...['/permanent-residence', '/temporary-stay', '/international-visa', '/additional-services', '/visit-visa'].map(
    (path) => ({
      path,
      modals: { info: firstCardButton('info'), apply: firstCardButton('apply') },
    }),
  ),
  { path: '/news', modals: {} },
  { path: '/news/e-voa-2026-cost-stay-and-genuine-e-visas', modals: {} },
  { path: '/news/no-such-article', modals: {} },
  { path: '/tracking', modals: {} },
  { path: '/no-such-page', modals: {} },
];

// One page load per route and language (the startup preloader takes 2.5 s each time); the
// viewport then changes from desktop to phone width and everything is checked again.
for (const lang of ['en', 'id'] as const) {
  for (const route of ROUTES) {
    const modals = Object.keys(route.modals);
    test(`a visitor reading ${lang === 'en' ? 'English' : 'Indonesian'} finds no axe violations on ${route.path}${modals.length ? ` or its ${modals.join(', ')} modals` : ''}, at desktop and phone widths`, async ({
      page,
    }) => {
      // Up to six axe passes over pages of up to 30 cards: a long test by design.
      test.setTimeout(150_000);
      await page.setViewportSize(WIDTHS[0].viewport);
      await page.goto(`${route.path}?lng=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize(width.viewport);
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await axeViolations(page), `the page at ${width.name} width`).toEqual([]);
        for (const [name, open] of Object.entries(route.modals)) {
          const dialog = await open(page, lang);
          await expect(dialog).toBeVisible();
          expect(await axeViolations(page), `the ${name} modal at ${width.name} width`).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
      }
    });
  }
}
