import type { Locator, Page } from '@playwright/test';
import { company } from '@cipta/domain/company';
import { expect, test } from './fixtures.js';

// The company's details are placeholders it will replace: they are read from the app's one
// source; what the spec fixes (two numbers, three lines, South Jakarta) is checked here.
const NAVIGATE_ID = [
  'Beranda',
  'Layanan Visa',
  'Tentang Kami',
  'Hubungi Kami',
  'Berita',
  'Konsultasi Gratis',
  'Lacak permohonan',
] as const;
const DISCOVER_ID = [
  'Layanan Visa Indonesia',
  'Izin tinggal tetap (KITAP)',
  'Izin tinggal sementara',
  'Visa internasional',
  'Layanan visa tambahan',
  'Visa kunjungan',
] as const;

const COPY = {
  en: {
    path: '/about',
    ctaTitle: 'Book Your FREE Visa Consultation',
    ctaButton: 'Book a free consultation',
    navigate: 'Navigate',
    discover: 'Discover',
    navigateLinks: [
      'Home',
      'Visa Services',
      'About Us',
      'Contact Us',
      'News',
      'Free Consultation',
      'Track an application',
    ],
    discoverLinks: [
      'Indonesia Visa Services',
      'Permanent residence permit (KITAP)',
      'Temporary stay permits',
      'International visas',
      'Additional visa services',
      'Visit visas',
    ],
    social: 'Follow us',
    newTab: '(opens in a new tab)',
    copyright: (year: number) => `© ${year} ${company.legalName}. All rights reserved.`,
    privacy: 'Privacy policy',
    // product §12: the periods and how to ask.
    retention: [
      '90 days after it is completed or rejected',
      '2 years after',
      'after 30 days',
      'UU PDP',
      `write to ${company.email}`,
    ],
    terms: 'Terms of service',
    notice: `${company.brandName} is a private visa agency, not the Indonesian government.`,
    officialSite: 'the official e-Visa site (opens in a new tab)',
  },
  id: {
    path: '/about?lng=id',
    ctaTitle: 'Pesan Konsultasi Visa GRATIS Anda',
    ctaButton: 'Pesan konsultasi gratis',
    navigate: 'Navigasi',
    discover: 'Jelajahi',
    navigateLinks: NAVIGATE_ID,
    discoverLinks: DISCOVER_ID,
    social: 'Ikuti kami',
    newTab: '(terbuka di tab baru)',
    copyright: (year: number) => `© ${year} ${company.legalName}. Hak cipta dilindungi.`,
    privacy: 'Kebijakan privasi',
    retention: [
      '90 hari setelah permohonan selesai atau ditolak',
      '2 tahun setelah',
      'setelah 30 hari',
      'UU PDP',
      `kirim e-mail ke ${company.email}`,
    ],
    terms: 'Ketentuan layanan',
    notice: `${company.brandName} adalah agen visa swasta, bukan pemerintah Indonesia.`,
    officialSite: 'situs resmi e-Visa (terbuka di tab baru)',
  },
} as const;

const footer = (page: Page) => page.getByTestId('footer');

async function expectOpensInNewTab(link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? [];
  expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
}

/** Every link in the list leads to an element of this page, and to nowhere else. */
async function expectInPageAnchors(links: Locator) {
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href, 'an in-page anchor').toMatch(/^#[\w-]+$/);
    expect(
      await links.page().evaluate((id) => document.getElementById(id) !== null, href.slice(1)),
      `${href} is on the page`,
    ).toBe(true);
  }
}

for (const [language, copy] of Object.entries(COPY)) {
  test(`a visitor reading the footer in ${language === 'en' ? 'English' : 'Indonesian'} finds how to reach the company, where to follow it and what it is not`, async ({
    page,
  }) => {
    await page.goto(copy.path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // call to action
    const cta = footer(page).getByRole('region', { name: copy.ctaTitle });
    await expect(cta.getByRole('heading', { level: 2 })).toHaveText(copy.ctaTitle);
    await expect(cta.getByRole('link', { name: copy.ctaButton })).toHaveAttribute('href', '/consultation');

    // product §1: two phone numbers, an e-mail and a three-line South Jakarta address
    expect(company.phones).toHaveLength(2);
    for (const phone of company.phones) {
      expect(phone.tel, 'the number dialled is the number shown').toBe(phone.display.replace(/\s/g, ''));
      await expect(footer(page).getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.tel}`);
    }
    await expect(footer(page).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(company.addressLines).toHaveLength(3);
    expect(company.addressLines.at(-1)).toMatch(/Jakarta Selatan/);
    const lines = footer(page).locator('address span').filter({ hasNotText: /:$/ });
    await expect(lines).toHaveText([...company.addressLines]);
    const tops = await lines.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().top));
    expect(tops[0]!, 'each part of the address on its own line').toBeLessThan(tops[1]!);
    expect(tops[1]!).toBeLessThan(tops[2]!);

    // product §2.4, §14.1 (decision 47): Navigate leads to the main pages and tracking, Discover to the six offers
    const navigate = footer(page).getByRole('navigation', { name: copy.navigate });
    const discover = footer(page).getByRole('navigation', { name: copy.discover });
    await expect(navigate.getByRole('link')).toHaveText([...copy.navigateLinks]);
    await expect(discover.getByRole('link')).toHaveText([...copy.discoverLinks]);

    // product §2: four social networks, each in a new tab
    const social = footer(page).getByRole('region', { name: copy.social }).getByRole('link');
    await expect(social).toHaveText(['Facebook', 'Instagram', 'LinkedIn', 'Twitter']);
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'Twitter']) {
      const link = footer(page).getByRole('link', { name: `${network} ${copy.newTab}` });
      await expectOpensInNewTab(link);
      const host = new URL((await link.getAttribute('href'))!).hostname;
      expect(host, `${network} links to its own site`).toMatch(
        new RegExp(`(^|\\.)${network === 'Twitter' ? '(twitter|x)' : network.toLowerCase()}\\.com$`),
      );
    }

    // legal: copyright with the company and this year, privacy and terms anchors, the notice
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer(page).getByTestId('copyright')).toHaveText(copy.copyright(year));
    await expectInPageAnchors(footer(page).getByRole('link', { name: copy.privacy }));
    await expectInPageAnchors(footer(page).getByRole('link', { name: copy.terms }));
    for (const promise of copy.retention) await expect(footer(page).locator('#privacy')).toContainText(promise);
    await expect(footer(page).getByText(copy.notice)).toBeVisible();
    const official = footer(page).getByRole('link', { name: copy.officialSite });
    await expect(official).toHaveAttribute('href', company.officialEVisaUrl);
    await expect(official).toHaveText('evisa.imigrasi.go.id');
    await expectOpensInNewTab(official);
  });
}

test('a visitor books a free consultation from the footer of any page', async ({ page }) => {
  await page.goto('/news');
  await footer(page).getByRole('link', { name: 'Book a free consultation' }).click();
  await expect(page).toHaveURL('/consultation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free consultation');
});
