import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { articlesWithTag, newsArticles, newsTabs, paragraphs } from '../../content/news';
import { i18n } from '../../i18n/i18n';
import { renderWithMantine } from '../../testing/render';
import { NewsList } from './news-list';
import NewsPage from './news-page';

/** The address, and the browser's Back and Forward buttons. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.pathname + location.search}</output>
      <button type="button" data-testid="browser-back" onClick={() => void navigate(-1)} />
      <button type="button" data-testid="browser-forward" onClick={() => void navigate(1)} />
    </>
  );
}

function open(address = '/news') {
  renderWithMantine(
    <MemoryRouter initialEntries={[address]}>
      <NewsPage />
      <Browser />
    </MemoryRouter>,
  );
}

const address = () => screen.getByTestId('address').textContent;
const cards = () => screen.queryAllByTestId('news-card');
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const card = (title: string) => cards().find((link) => link.textContent?.includes(title))!;
const [first, , , fourth] = newsArticles;

describe('the news page (product §2 "News list", §4 "News")', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => cleanup());

  it('shows the heading, the seven tabs with All Articles selected, and every article: three, the large fourth, three', () => {
    open();
    expect(heading()).toBe('News and insights from our experts');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All Articles',
      'Invest',
      'Payment',
      'Blockchain',
      'Marketing',
      'Product',
      'News',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(cards().map((link) => link.dataset.slug)).toEqual(newsArticles.map((article) => article.slug));
    expect(cards().map((link) => link.hasAttribute('data-large'))).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    const rows = screen.getByRole('tabpanel').querySelectorAll(':scope > div > *');
    expect([...rows].map((row) => (row.hasAttribute('data-large') ? 'large' : row.children.length))).toEqual([
      3,
      'large',
      3,
    ]);
    expect(screen.getByTestId('news-count').textContent).toBe('Showing 7 of 7 articles');
    expect(document.title).toBe('News | Cipta Visa');
  });

  it('loads the first three pictures at once and the rest when scrolled near, each sized', () => {
    open();
    const images = cards().map((link) => link.querySelector('img')!);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    for (const image of images)
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '450']);
  });

  it.each(newsTabs.slice(1))('the %s tab shows exactly the articles with its tag (DESIGN 8)', (tab) => {
    open();
    const tabs = screen.getAllByRole('tab');
    fireEvent.click(tabs[newsTabs.indexOf(tab)]!);
    expect(tabs[newsTabs.indexOf(tab)]!).toHaveAttribute('aria-selected', 'true');
    const expected = articlesWithTag(tab);
    expect(cards().map((link) => link.dataset.slug)).toEqual(expected.map((article) => article.slug));
    expect(screen.getByTestId('news-count').textContent).toBe(`Showing ${expected.length} of 7 articles`);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', `news-tab-${tab}`);
  });

  it('moves between the tabs with the arrow keys, Home and End, one tab in the Tab order', () => {
    open();
    const tabs = screen.getAllByRole('tab');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]!).toHaveAttribute('aria-selected', 'true');
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(tabs[6]!).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tabs[6]!, { key: 'ArrowRight' });
    expect(tabs[0]!).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[6]!).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tabs[6]!, { key: 'Home' });
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
  });

  it('opens a card inline with date, author, read time, title, tags, image, paragraphs and About the Author', () => {
    open();
    fireEvent.click(card(fourth!.title.en));
    expect(address()).toBe(`/news?article=${fourth!.slug}`);
    const article = screen.getByTestId('news-article');
    expect(heading()).toBe(fourth!.title.en);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(within(article).getByTestId('article-byline').textContent).toBe(
      `${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${fourth!.date}T00:00:00Z`))} · By ${fourth!.author} · ${fourth!.readTimeMinutes} min read`,
    );
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      fourth!.tags.map(
        (tag) =>
          ({
            invest: 'Invest',
            payment: 'Payment',
            blockchain: 'Blockchain',
            marketing: 'Marketing',
            product: 'Product',
            news: 'News',
          })[tag],
      ),
    );
    expect(within(article).getByRole('img')).toHaveAttribute('alt', fourth!.imageAlt.en);
    const body = within(article).getByTestId('article-body');
    expect([...body.querySelectorAll('p')].map((p) => p.textContent)).toEqual(paragraphs(fourth!.body.en));
    expect(body.textContent).toContain('Rp 500,000');
    expect(within(article).getByTestId('about-author').textContent).toContain('About the Author');
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(document.title).toBe(`${fourth!.title.en} | Cipta Visa`);
  });

  it('goes Back to News to the list it came from, with its tab, the card focused and no extra history entry', () => {
    open();
    fireEvent.click(screen.getAllByRole('tab')[2]!); // Payment
    fireEvent.click(card(first!.title.en));
    fireEvent.click(screen.getByRole('button', { name: /Back to News/ }));
    expect(address()).toBe('/news');
    expect(heading()).toBe('News and insights from our experts');
    expect(screen.getAllByRole('tab')[2]!).toHaveAttribute('aria-selected', 'true');
    expect(document.activeElement).toBe(card(first!.title.en));
    expect(document.title).toBe('News | Cipta Visa');
    // Back to News went back in history: the article is the next entry, not the previous one
    fireEvent.click(screen.getByTestId('browser-forward'));
    expect(heading()).toBe(first!.title.en);
  });

  it("follows the browser's Back and Forward buttons between the list and the article", () => {
    open();
    fireEvent.click(card(first!.title.en));
    fireEvent.click(screen.getByTestId('browser-back'));
    expect(address()).toBe('/news');
    expect(heading()).toBe('News and insights from our experts');
    fireEvent.click(screen.getByTestId('browser-forward'));
    expect(address()).toBe(`/news?article=${first!.slug}`);
    expect(heading()).toBe(first!.title.en);
  });

  it('opens the article an address names, and Back to News then shows the list', () => {
    open(`/news?lng=en&article=${fourth!.slug}`);
    expect(heading()).toBe(fourth!.title.en);
    fireEvent.click(screen.getByRole('button', { name: /Back to News/ }));
    expect(address()).toBe('/news?lng=en');
    expect(cards()).toHaveLength(7);
  });

  it('shows the list for an address naming no known article', () => {
    open('/news?article=no-such-article');
    expect(heading()).toBe('News and insights from our experts');
    expect(cards()).toHaveLength(7);
  });

  it('reads in Indonesian', async () => {
    await act(() => i18n.changeLanguage('id'));
    open();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Semua Artikel',
      'Investasi',
      'Pembayaran',
      'Blockchain',
      'Pemasaran',
      'Produk',
      'Berita',
    ]);
    expect(screen.getByTestId('news-count').textContent).toBe('Menampilkan 7 dari 7 artikel');
    fireEvent.click(card(fourth!.title.id));
    expect(heading()).toBe(fourth!.title.id);
    expect(screen.getByTestId('article-body').textContent).toContain('Rp500.000');
    expect(screen.getByTestId('about-author').textContent).toContain('Tentang Penulis');
    expect(screen.getByRole('button', { name: /Kembali ke Berita/ })).toBeInTheDocument();
    expect(document.title).toBe(`${fourth!.title.id} | Cipta Visa`);
  });
});

describe('a tab without articles', () => {
  afterEach(() => cleanup());

  it.each([
    ['en', 'There are no articles on this topic yet. Please choose another topic.'],
    ['id', 'Belum ada artikel untuk topik ini. Silakan pilih topik lain.'],
  ] as const)('says so in %s', async (language, text) => {
    await i18n.changeLanguage(language);
    renderWithMantine(<NewsList articles={[]} onOpen={() => {}} />);
    expect(screen.getByTestId('news-empty').textContent).toBe(text);
    expect(screen.queryAllByTestId('news-card')).toEqual([]);
  });
});
