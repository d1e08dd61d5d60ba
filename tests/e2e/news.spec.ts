import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { axeViolations } from './page-helpers.js';

// product §2 "News list", "Article page", §4 "News", §8 "Article slug unknown"; DESIGN 8 (the tabs
// filter by tag); issue 7 "Done when": news tabs, inline article and back, article by slug, by
// id, and not found, in both languages, with no axe violations.

const ARTICLES = {
  evoa: {
    id: 1,
    slug: 'e-voa-2026-cost-stay-and-genuine-e-visas',
    en: 'The e-VOA in 2026: Cost, Length of Stay and How to Tell a Genuine One',
    idn: 'e-VOA di Tahun 2026: Biaya, Lama Tinggal, dan Cara Memastikan Keasliannya',
  },
  workKitas: {
    id: 2,
    slug: 'work-kitas-what-employers-prepare',
    en: 'Work KITAS: What Employers and Foreign Staff Should Prepare',
    idn: 'KITAS Kerja: Yang Perlu Disiapkan Perusahaan dan Tenaga Kerja Asing',
  },
  kitap: {
    id: 3,
    slug: 'kitap-for-spouses-of-indonesian-citizens',
    en: 'KITAP for Spouses of Indonesian Citizens: From KITAS to Permanent Stay',
    idn: 'KITAP untuk Pasangan WNI: Dari KITAS ke Izin Tinggal Tetap',
  },
  overstay: {
    id: 4,
    slug: 'overstay-fines-and-passport-care',
    en: 'Overstay Fines and Passport Care: Two Costly Mistakes to Avoid',
    idn: 'Denda Overstay dan Perawatan Paspor: Dua Kesalahan yang Mahal',
  },
  bali: {
    id: 5,
    slug: 'bali-remote-worker-kitas-or-second-home-visa',
    en: 'Living in Bali Long-Term: Remote Worker KITAS or Second Home Visa?',
    idn: 'Tinggal Lama di Bali: KITAS Pekerja Jarak Jauh atau Visa Rumah Kedua?',
  },
  investors: {
    id: 6,
    slug: 'business-visas-for-investors',
    en: 'Business Visas for Investors: What You May Do Before You Invest',
    idn: 'Visa Bisnis untuk Investor: Yang Boleh Dilakukan Sebelum Berinvestasi',
  },
  extending: {
    id: 7,
    slug: 'extending-your-stay-at-the-immigration-office',
    en: 'Extending Your Stay: A Visit to the Immigration Office, Step by Step',
    idn: 'Memperpanjang Izin Tinggal: Langkah demi Langkah di Kantor Imigrasi',
  },
} as const;
type Article = (typeof ARTICLES)[keyof typeof ARTICLES];
const { evoa, workKitas, kitap, overstay, bali, investors, extending } = ARTICLES;
const ALL = [evoa, workKitas, kitap, overstay, bali, investors, extending];

/** Each tab and the articles carrying its tag, in list order (All Articles: every one). */
const TABS: ReadonlyArray<{ en: string; idn: string; articles: readonly Article[] }> = [
  { en: 'All Articles', idn: 'Semua Artikel', articles: ALL },
  { en: 'Invest', idn: 'Investasi', articles: [investors] },
  { en: 'Payment', idn: 'Pembayaran', articles: [evoa, overstay, bali, extending] },
  { en: 'Blockchain', idn: 'Blockchain', articles: [evoa] },
  { en: 'Marketing', idn: 'Pemasaran', articles: [investors] },
  { en: 'Product', idn: 'Produk', articles: [workKitas, kitap, bali, extending] },
  { en: 'News', idn: 'Berita', articles: [evoa, overstay] },
];

const TEXT = {
  en: {
    lang: 'en',
    query: '',
    title: (article: Article) => article.en,
    tab: (tab: (typeof TABS)[number]) => tab.en,
    heading: 'News and insights from our experts',
    newsTitle: 'News | Cipta Visa',
    tabs: 'Article topics',
    shown: (count: number) => `Showing ${count} of 7 articles`,
    back: 'Back to News',
    byline: /^\d{1,2} \w+ 2026 · By [\w ]+ · \d min read$/,
    topics: 'Topics',
    fine: 'Rp 500,000',
    evoaDescription: /^The electronic visa on arrival is still the quickest way into Indonesia/,
    aboutAuthor: 'About the Author',
    popular: 'Popular Articles',
    notFound: 'Article Not Found',
    notFoundTitle: 'Article not found | Cipta Visa',
  },
  id: {
    lang: 'id',
    query: '?lng=id',
    title: (article: Article) => article.idn,
    tab: (tab: (typeof TABS)[number]) => tab.idn,
    heading: 'Berita dan wawasan dari para ahli kami',
    newsTitle: 'Berita | Cipta Visa',
    tabs: 'Topik artikel',
    shown: (count: number) => `Menampilkan ${count} dari 7 artikel`,
    back: 'Kembali ke Berita',
    byline: /^\d{1,2} \w+ 2026 · Oleh [\w ]+ · \d menit baca$/,
    topics: 'Topik',
    fine: 'Rp500.000',
    evoaDescription: /^Visa kunjungan saat kedatangan elektronik masih menjadi cara tercepat/,
    aboutAuthor: 'Tentang Penulis',
    popular: 'Artikel Populer',
    notFound: 'Artikel Tidak Ditemukan',
    notFoundTitle: 'Artikel tidak ditemukan | Cipta Visa',
  },
} as const;
type Texts = (typeof TEXT)[keyof typeof TEXT];

const cards = (page: Page) => page.getByTestId('news-card');
const card = (page: Page, text: Texts, article: Article) => cards(page).filter({ hasText: text.title(article) });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const description = (page: Page) => page.locator('meta[name="description"]');

/** Every picture on the page has loaded (lazy ones once scrolled into view). */
async function expectImagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => Array.from(document.images).filter((image) => !image.complete || image.naturalWidth === 0).length,
      ),
    )
    .toBe(0);
}

async function openNews(page: Page, text: Texts) {
  await page.goto(`/news${text.query}`);
  await expect(page.locator('html')).toHaveAttribute('lang', text.lang);
  await expect(heading(page)).toHaveText(text.heading);
}

for (const text of [TEXT.en, TEXT.id]) {
  test.describe(`in ${text.lang === 'en' ? 'English' : 'Indonesian'}`, () => {
    test('a visitor picks each news tab in turn and sees just the articles on that topic', async ({ page }) => {
      await openNews(page, text);
      await expect(page).toHaveTitle(text.newsTitle);
      const tabs = page.getByRole('tablist', { name: text.tabs }).getByRole('tab');
      await expect(tabs).toHaveText(TABS.map(text.tab));
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

      // product §2: the first three in a grid, the fourth as a large card across it, then three more
      await expect(cards(page)).toHaveText(ALL.map((article) => new RegExp(escape(text.title(article)))));
      const widths = await cards(page).evaluateAll((links) =>
        links.map((link) => Math.round(link.getBoundingClientRect().width)),
      );
      expect(widths[3]!).toBeGreaterThan(widths[0]! * 2.5);
      expect(new Set([...widths.slice(0, 3), ...widths.slice(4)]).size).toBe(1);

      for (const tab of [...TABS.slice(1), TABS[0]!]) {
        await tabs.filter({ hasText: text.tab(tab) }).click();
        await expect(tabs.filter({ hasText: text.tab(tab) })).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);
        await expect(cards(page)).toHaveCount(tab.articles.length);
        await expect(cards(page)).toHaveText(tab.articles.map((article) => new RegExp(escape(text.title(article)))));
        await expect(page.getByTestId('news-count')).toHaveText(text.shown(tab.articles.length));
      }
    });

    test('a visitor opens an article from its card, reads it on the page and goes Back to News', async ({ page }) => {
      await openNews(page, text);
      await page.getByRole('tab', { name: text.tab(TABS[6]!) }).click(); // News
      await card(page, text, overstay).click();

      await expect(page).toHaveURL(new RegExp(`/news\\?(lng=id&)?article=${overstay.slug}$`));
      await expect(heading(page)).toHaveText(text.title(overstay));
      await expect(page).toHaveTitle(`${text.title(overstay)} | Cipta Visa`);
      const article = page.getByTestId('news-article');
      await expect(article.getByTestId('article-byline')).toHaveText(text.byline);
      await expect(article.getByRole('list', { name: text.topics }).getByRole('listitem')).toHaveText([
        text.tab(TABS[2]!),
        text.tab(TABS[6]!),
      ]);
      await expect(article.getByRole('img')).toBeVisible();
      // product §2: the body in paragraphs; §9: the passport-replacement fine
      expect(await article.getByTestId('article-body').locator('p').count()).toBeGreaterThanOrEqual(4);
      await expect(article.getByTestId('article-body')).toContainText(text.fine);
      await expect(article.getByRole('region', { name: text.aboutAuthor })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);

      await page.getByRole('button', { name: text.back }).click();
      await expect(page).toHaveURL(`/news${text.query}`);
      await expect(heading(page)).toHaveText(text.heading);
      // the list as it was: the same tab, and the focus back on the card that was opened
      await expect(page.getByRole('tab', { name: text.tab(TABS[6]!) })).toHaveAttribute('aria-selected', 'true');
      await expect(card(page, text, overstay)).toBeFocused();
      await expect(page).toHaveTitle(text.newsTitle);
    });

    test("a visitor returns from an article to the list with the browser's Back button, and to the article with Forward", async ({
      page,
    }) => {
      await openNews(page, text);
      await card(page, text, evoa).click();
      await expect(heading(page)).toHaveText(text.title(evoa));

      await page.goBack();
      await expect(page).toHaveURL(`/news${text.query}`);
      await expect(heading(page)).toHaveText(text.heading);
      await expect(cards(page)).toHaveCount(7);

      await page.goForward();
      await expect(heading(page)).toHaveText(text.title(evoa));

      // a link to the open article opens it straight away, and Back to News leaves it for the list
      await page.goto(`/news?article=${bali.slug}`);
      await expect(heading(page)).toHaveText(text.title(bali));
      await page.getByRole('button', { name: text.back }).click();
      await expect(page).toHaveURL('/news');
      await expect(cards(page)).toHaveCount(7);
    });

    test('a visitor opens an article by its address, by slug and by id, and moves on through Popular Articles', async ({
      page,
    }) => {
      await page.goto(`/news/${evoa.slug}${text.query}`);
      await expect(page.locator('html')).toHaveAttribute('lang', text.lang);
      const article = page.getByTestId('article-page');
      await expect(heading(page)).toHaveText(text.title(evoa));
      await expect(article.getByTestId('article-subtitle')).not.toBeEmpty();
      await expect(article.getByRole('list', { name: text.topics }).getByRole('listitem')).toHaveCount(3);
      await expect(article.getByRole('img')).toBeVisible();
      expect(await article.getByTestId('article-body').locator('p').count()).toBeGreaterThanOrEqual(4);
      await expect(article.getByTestId('article-body').locator('script, [onclick], [onerror], style')).toHaveCount(0);
      // product §2 Article page: the document's title and description, for sharing
      await expect(page).toHaveTitle(`${text.title(evoa)} | Cipta Visa`);
      await expect(description(page)).toHaveAttribute('content', text.evoaDescription);
      const evoaDescription = await description(page).getAttribute('content');

      // the sidebar offers three others, each linking to its own /news/{slug}
      const popular = page.getByRole('region', { name: text.popular }).getByRole('link');
      await expect(popular).toHaveCount(3);
      await expect(popular).toHaveText(
        [text.title(overstay), text.title(workKitas), text.title(extending)].map((title) => new RegExp(escape(title))),
      );
      await expect(popular.nth(0)).toHaveAttribute('href', `/news/${overstay.slug}`);
      await expect(popular.nth(1)).toHaveAttribute('href', `/news/${workKitas.slug}`);
      await expect(popular.nth(2)).toHaveAttribute('href', `/news/${extending.slug}`);
      await popular.nth(1).click();
      await expect(page).toHaveURL(`/news/${workKitas.slug}`);
      await expect(heading(page)).toHaveText(text.title(workKitas));
      await expect(page).toHaveTitle(`${text.title(workKitas)} | Cipta Visa`);
      await expect(description(page)).not.toHaveAttribute('content', evoaDescription!);
      await expect(page.getByRole('region', { name: text.popular }).getByRole('link')).toHaveText(
        [evoa, overstay, extending].map((other) => new RegExp(escape(text.title(other)))),
      );

      // product §2: /article/{id} shows the same screen
      await page.goto(`/article/${overstay.id}`);
      await expect(heading(page)).toHaveText(text.title(overstay));
      await expect(page).toHaveTitle(`${text.title(overstay)} | Cipta Visa`);
      await expect(page.getByTestId('article-body')).toContainText(text.fine);
    });

    test('a visitor following a broken article link reads Article Not Found and goes back to the news', async ({
      page,
    }) => {
      for (const address of ['/news/no-such-article', '/article/99', '/article/abc']) {
        await page.goto(`${address}${text.query}`);
        await expect(heading(page)).toHaveText(text.notFound);
        await expect(page).toHaveTitle(text.notFoundTitle);
      }
      await page.getByRole('link', { name: text.back }).click();
      await expect(page).toHaveURL('/news');
      await expect(heading(page)).toHaveText(text.heading);
    });

    test('a visitor using a screen reader meets no accessibility violations on the list, an open article, an article page and Article Not Found', async ({
      page,
    }) => {
      test.setTimeout(60_000); // axe reads four pages
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
      await openNews(page, text);
      await page.getByTestId('footer').scrollIntoViewIfNeeded();
      await expectImagesLoaded(page);
      // the pictures arrive in the space kept for them
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
      expect(await axeViolations(page)).toEqual([]);

      await card(page, text, overstay).click();
      await expect(heading(page)).toHaveText(text.title(overstay));
      await expectImagesLoaded(page);
      // the card is a link, so the route loader ran (product §2); it stands outside the landmarks while it shows
      await expect(page.getByTestId('route-loader')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/news/${kitap.slug}${text.query}`);
      await expect(heading(page)).toHaveText(text.title(kitap));
      await page.getByTestId('footer').scrollIntoViewIfNeeded();
      await expectImagesLoaded(page);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/news/no-such-article${text.query}`);
      await expect(heading(page)).toHaveText(text.notFound);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
