import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { axeViolations } from './page-helpers.js';

// Issue 21, product §14.1: every offer page and tracking is one or two taps from the home page,
// on a phone (the mobile menu) and a desktop (the services menu beside the Visa Services pill),
// from the home page's services section and from the footer, in both languages.

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;

const COPY = {
  en: {
    query: '',
    offers: [
      'Indonesia Visa Services',
      'Permanent residence permit (KITAP)',
      'Temporary stay permits',
      'International visas',
      'Additional visa services',
      'Visit visas',
    ],
    track: 'Track an application',
    trackingHeading: 'Track your application',
    allServices: 'All our services',
    openMenu: 'Open menu',
    ourServices: 'Our services',
    footerNav: 'Navigate',
    footerDiscover: 'Discover',
    consult: 'Book a free consultation',
    findVisa: 'Find your visa',
  },
  id: {
    query: '?lng=id',
    offers: [
      'Layanan Visa Indonesia',
      'Izin tinggal tetap (KITAP)',
      'Izin tinggal sementara',
      'Visa internasional',
      'Layanan visa tambahan',
      'Visa kunjungan',
    ],
    track: 'Lacak permohonan',
    trackingHeading: 'Lacak permohonan Anda',
    allServices: 'Semua layanan kami',
    openMenu: 'Buka menu',
    ourServices: 'Layanan kami',
    footerNav: 'Navigasi',
    footerDiscover: 'Jelajahi',
    consult: 'Pesan konsultasi gratis',
    findVisa: 'Temukan visa Anda',
  },
} as const;
type Copy = (typeof COPY)[keyof typeof COPY];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens the way in the header to every offer: the services menu on a desktop, the mobile menu on a phone. */
async function openServices(page: Page, copy: Copy, width: keyof typeof WIDTHS) {
  if (width === 'desktop') {
    await page.getByRole('button', { name: copy.allServices }).click();
    const menu = page.getByTestId('services-menu');
    await expect(menu).toBeVisible();
    return menu;
  }
  await page.getByRole('button', { name: copy.openMenu }).click();
  const menu = page.getByTestId('mobile-menu').getByRole('dialog');
  await expect(menu).toBeVisible();
  return menu;
}

for (const [language, copy] of Object.entries(COPY)) {
  for (const width of ['phone', 'desktop'] as const) {
    test(`a visitor on a ${width === 'phone' ? '390 px phone' : '1366 px desktop'} in ${language === 'en' ? 'English' : 'Indonesian'} reaches all six offer pages and tracking from the home page by clicking only`, async ({
      page,
    }) => {
      test.slow(); // seven round trips through the menu, the home section and the footer
      await page.setViewportSize(WIDTHS[width]);
      await page.goto(`/${copy.query}`);

      // The hero's call to action, on every width.
      await expect(page.getByRole('link', { name: copy.consult }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: copy.findVisa })).toHaveAttribute('href', '/visa-services');

      // Header: every offer, then tracking, through the services menu (desktop) or the mobile menu (phone).
      for (const [index, offer] of [...copy.offers, copy.trackingHeading].entries()) {
        const menu = await openServices(page, copy, width);
        if (index === 0 && language === 'en') expect(await axeViolations(page), 'axe with the menu open').toEqual([]);
        const name = offer === copy.trackingHeading ? copy.track : offer;
        await menu.getByRole('link', { name, exact: true }).click();
        await expect(h1(page)).toHaveText(offer);
        await expect(menu).toBeHidden();
      }

      // The home page's services section and the footer lead to the same pages.
      await page
        .getByRole('link', { name: /Cipta Visa/ })
        .first()
        .click(); // the logo, home
      await expect(page).toHaveURL(/\/(\?|$)/);
      const section = page.getByRole('region', { name: copy.ourServices });
      await expect(section.getByRole('link')).toHaveText(copy.offers.map((offer) => new RegExp(escape(offer))));
      if (language === 'en') {
        await section.scrollIntoViewIfNeeded();
        expect(await axeViolations(page), 'axe with the services section').toEqual([]);
      }
      await section.getByRole('link', { name: new RegExp(escape(copy.offers[2])) }).click();
      await expect(h1(page)).toHaveText(copy.offers[2]);

      const footer = page.getByTestId('footer');
      await expect(footer.getByRole('navigation', { name: copy.footerDiscover }).getByRole('link')).toHaveText([
        ...copy.offers,
      ]);
      await footer.getByRole('navigation', { name: copy.footerNav }).getByRole('link', { name: copy.track }).click();
      await expect(h1(page)).toHaveText(copy.trackingHeading);
    });
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// product §14.2: one search over the whole offer, at both widths and in both languages, in one
// page per language (the viewport changes between searches).
const SEARCH = {
  en: {
    path: '/visa-services',
    keyword: 'Keyword',
    find: 'Find',
    otherPages: /matching offers? on our other pages/,
    matching: 'Services matching “medical”',
    others: 'Other services',
    noneTitle: 'No Indonesia visa services found',
    consultant: 'Contact a consultant',
    business: 'Business',
    spouse: 'Spouse KITAP',
    kitapPage: 'Permanent residence permit (KITAP)',
    info: 'Info: Spouse KITAP',
  },
  id: {
    path: '/visa-services?lng=id',
    keyword: 'Kata kunci',
    find: 'Cari',
    otherPages: /penawaran yang cocok di halaman kami lainnya/,
    matching: 'Layanan yang cocok dengan “medical”',
    others: 'Layanan lainnya',
    noneTitle: 'Layanan visa Indonesia tidak ditemukan',
    consultant: 'Hubungi konsultan',
    business: 'Bisnis',
    spouse: 'KITAP Pasangan',
    kitapPage: 'Izin tinggal tetap (KITAP)',
    info: 'Detail: KITAP Pasangan',
  },
} as const;

async function search(page: Page, text: (typeof SEARCH)[keyof typeof SEARCH], query: string) {
  await page.getByRole('textbox', { name: text.keyword }).fill(query);
  await page.getByRole('button', { name: text.find, exact: true }).click();
  const heading = page.getByTestId('visa-results-heading');
  // issue 21: the results' heading comes into view and takes the focus (a screen reader reads the count)
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
}

for (const [language, text] of Object.entries(SEARCH)) {
  test(`a visitor in ${language === 'en' ? 'English' : 'Indonesian'} searches the whole offer at 390 and 1366 px, never meets a dead end, and opens another page's card by its address`, async ({
    page,
  }) => {
    test.slow(); // four searches of about a second each, at two widths
    await page.setViewportSize(WIDTHS.phone);
    await page.goto(text.path);
    const results = page.getByTestId('visa-results');

    // "spouse" is sold on the KITAP page only: its card shows as its own group, linked to its address
    await search(page, text, 'spouse');
    const offers = page.getByTestId('offer-card-results');
    await expect(offers.getByRole('heading')).toHaveText(text.otherPages);
    const spouse = offers.getByRole('link', { name: new RegExp(text.spouse) });
    await expect(spouse).toHaveAttribute('href', '/permanent-residence?card=spouse');

    // "medical" matches every service (the original's rule) but the medical ones lead
    await page.setViewportSize(WIDTHS.desktop);
    await search(page, text, 'medical');
    await expect(results.getByTestId('visa-results-matching')).toHaveText(text.matching);
    await expect(results.getByTestId('visa-results-others')).toHaveText(text.others);
    await expect(results.getByTestId('visa-service-card').first()).toContainText(/medical|medis|pengobatan/i);

    // a popular type is a search; Business has no catalogue service: the empty state, the other pages' offers, a consultant
    await page.getByRole('textbox', { name: text.keyword }).fill('');
    await page.getByRole('button', { name: text.business, exact: true }).click();
    await expect(page.getByTestId('visa-results-heading')).toBeFocused();
    await expect(page.getByTestId('visa-results-empty')).toContainText(text.noneTitle);
    await expect(offers.getByRole('link').first()).toBeVisible();
    await expect(results.getByRole('link', { name: text.consultant })).toHaveAttribute('href', '/consultation');
    if (language === 'en') expect(await axeViolations(page), 'axe with the grouped results').toEqual([]);

    // the card's address opens its Info modal on its page
    await page.setViewportSize(WIDTHS.phone);
    await page.getByTestId('visa-search-reset').click();
    await search(page, text, 'spouse');
    await spouse.click();
    await expect(page).toHaveURL(/\/permanent-residence\?card=spouse/);
    await expect(h1(page)).toHaveText(text.kitapPage);
    const dialog = page.getByRole('dialog', { name: text.spouse });
    await expect(dialog).toBeVisible();

    // product §14.3: a modal opened on the page is one history entry: Back closes it and the page stays
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/permanent-residence(\?lng=id)?$/);
    await page.getByRole('button', { name: text.info }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/card=spouse/);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(h1(page)).toHaveText(text.kitapPage);
    await page.goForward();
    await expect(dialog, 'Forward opens it again').toBeVisible();
  });
}
