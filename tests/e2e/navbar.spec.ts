import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { makePageTall, scrollPageTo } from './page-helpers.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function openTallPage(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await makePageTall(page);
}

/** product §2/§9: hides past 10 px while scrolling down, shows on any scroll up and near the top. */
async function expectNavbarFollowsScrolling(page: Page) {
  const navbar = page.getByTestId('navbar');
  await expect(navbar).not.toHaveAttribute('data-hidden');
  await expect(navbar).toBeInViewport();
  // every change of the navbar, with where the page was: a wrong turn in between shows here
  await navbar.evaluate((header) => {
    const changes: string[] = [];
    Object.assign(window, { navbarChanges: changes });
    new MutationObserver(() =>
      changes.push(`${header.hasAttribute('data-hidden') ? 'hidden' : 'shown'}@${window.scrollY}`),
    ).observe(header, {
      attributes: true,
      attributeFilter: ['data-hidden'],
    });
  });

  await scrollPageTo(page, 10); // not past the threshold: it stays
  await scrollPageTo(page, 600);
  await expect(navbar).toHaveAttribute('data-hidden');
  await expect(navbar).not.toBeInViewport();

  await scrollPageTo(page, 500);
  await expect(navbar, 'scrolling up far from the top shows it').not.toHaveAttribute('data-hidden');
  await expect(navbar).toBeInViewport();

  await scrollPageTo(page, 900);
  await expect(navbar).toHaveAttribute('data-hidden');

  await scrollPageTo(page, 5);
  await expect(navbar, 'near the top it shows').not.toHaveAttribute('data-hidden');
  await expect(navbar).toBeInViewport();

  const changes = await page.evaluate(() => (window as unknown as { navbarChanges: string[] }).navbarChanges);
  expect(changes).toEqual(['hidden@600', 'shown@500', 'hidden@900', 'shown@5']);
}

test.describe('on a desktop screen', () => {
  test.use({ viewport: DESKTOP });

  test('a visitor reading down the page sees the navbar slide away, and back when they scroll up or reach the top', async ({
    page,
  }) => {
    await openTallPage(page);
    await expectNavbarFollowsScrolling(page);
  });

  test('a visitor who scrolls while the language dropdown is open sees it close', async ({ page }) => {
    await openTallPage(page);
    const dropdown = page.getByTestId('language-dropdown');
    await page.getByRole('button', { name: /^Choose language/ }).click();
    await expect(dropdown).toBeVisible();
    await scrollPageTo(page, 300);
    await expect(dropdown).toBeHidden();
    await expect(page.getByRole('button', { name: /^Choose language/ })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a visitor who clicks elsewhere on the page sees the language dropdown close', async ({ page }) => {
    await openTallPage(page);
    const dropdown = page.getByTestId('language-dropdown');
    await page.getByRole('button', { name: /^Choose language/ }).click();
    await expect(dropdown).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(dropdown).toBeHidden();
  });

  test('a keyboard user opens the language dropdown with Enter, moves with the arrows and leaves with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Choose language, current: English' });
    const dropdown = page.getByTestId('language-dropdown');
    const english = dropdown.getByRole('menuitemradio', { name: 'English' });
    const indonesian = dropdown.getByRole('menuitemradio', { name: 'Bahasa Indonesia' });

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(english, 'focus starts on the active language').toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(indonesian).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(english, 'the arrows wrap around').toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(indonesian).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html'), 'Escape chooses nothing').toHaveAttribute('lang', 'en');

    await page.keyboard.press('Enter');
    await expect(english).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(indonesian).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dropdown).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pilih bahasa, saat ini: Bahasa Indonesia' })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  // the drawer's root is a zero-size wrapper; the dialog inside it is what the visitor sees
  const menu = (page: Page) => page.getByTestId('mobile-menu').getByRole('dialog', { name: 'Menu' });

  async function openMenu(page: Page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu(page)).toBeVisible();
  }

  test('a visitor on a phone reading down the page sees the navbar slide away, and back when they scroll up or reach the top', async ({
    page,
  }) => {
    await openTallPage(page);
    await expectNavbarFollowsScrolling(page);
  });

  test('a visitor on a phone finds the pills folded into a menu with icon links, languages, Consult Now and a tagline', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('navbar').getByRole('link', { name: 'Home', exact: true })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await openMenu(page);
    await expect(page.getByRole('button', { name: 'Close menu', expanded: true })).toHaveCount(1);
    const links = menu(page).getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
    await expect(links).toHaveText([
      /^\s*Home$/u,
      /^\s*Visa Services$/u,
      /^\s*About Us$/u,
      /^\s*Contact Us$/u,
      /^\s*News$/u,
      /^\s*Track an application$/u,
    ]);
    // issue 16: each link's icon is a decorative SVG, not an emoji
    await expect(links.locator('svg[aria-hidden="true"]')).toHaveCount(6);
    // product §14.1: the six offer pages have their own section
    await expect(menu(page).getByRole('navigation', { name: 'Our services' }).getByRole('link')).toHaveCount(6);
    await expect(menu(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    const languages = menu(page).getByRole('region', { name: 'Language' });
    await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(languages.getByRole('button', { name: 'Bahasa Indonesia' })).toHaveAttribute('aria-pressed', 'false');
    await expect(menu(page).getByRole('link', { name: 'Consult Now' })).toHaveAttribute('href', '/consultation');
    await expect(
      menu(page).getByText('Your trusted partner for Indonesian visas, KITAS and KITAP since 2012.'),
    ).toBeVisible();
  });

  test('a visitor on a phone opens the menu and it closes when they pick a link', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    await menu(page).getByRole('link', { name: 'About Us' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Consult Now' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL('/consultation');
  });

  test('a visitor on a phone closes the menu by tapping the dimmed page beside it', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    const panel = await menu(page).boundingBox();
    expect(panel, 'the menu slides in from the right and leaves a strip of overlay').not.toBeNull();
    expect(panel!.x).toBeGreaterThan(10);
    await page.mouse.click(panel!.x / 2, PHONE.height / 2);
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('a keyboard user on a phone stays inside the open menu with Tab and leaves it with Escape', async ({ page }) => {
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();

    // what has focus after each key, and whether it is inside the menu
    const focused = () =>
      menu(page).evaluate((dialog) => {
        const element = document.activeElement;
        const name = element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
        return dialog.contains(element) ? name : `outside: ${name}`;
      });
    // close button, six links, six services, two languages, Consult Now: twenty presses go round once
    const seen: string[] = [];
    for (let press = 0; press < 20; press += 1) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
    }
    expect(
      seen.filter((name) => name.startsWith('outside')),
      'focus never leaves the open menu',
    ).toEqual([]);
    expect(seen).toEqual(expect.arrayContaining(['Home', 'News', 'Consult Now', 'Close menu']));
    expect(seen[seen.indexOf('Consult Now') + 1], 'after the last item, Tab goes round to the first').toBe(
      'Close menu',
    );
    while (seen.at(-1) !== 'Close menu' && seen.length < 40) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focused(), 'Shift+Tab from the first goes round to the last').toBe('Consult Now');

    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' }), 'focus goes back to the hamburger').toBeFocused();
  });

  test('a visitor on a phone sees the open menu close when the page scrolls', async ({ page }) => {
    await openTallPage(page);
    await scrollPageTo(page, 200);
    await scrollPageTo(page, 100);
    await expect(page.getByTestId('navbar')).not.toHaveAttribute('data-hidden');
    await openMenu(page);
    // the open drawer locks wheel and touch scrolling; a scroll that happens anyway closes it
    await scrollPageTo(page, 400);
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
