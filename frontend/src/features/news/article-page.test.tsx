// @vitest-environment jsdom
// The page renders its body through DOMPurify, which does not support happy-dom.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { articleBySlug, newsArticles, paragraphs, popularArticles } from '../../content/news';
import { i18n } from '../../i18n/i18n';
import { renderWithMantine } from '../../testing/render';
import ArticlePage from './article-page';

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

function open(address: string) {
  renderWithMantine(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/news/:slug" element={<ArticlePage />} />
        <Route path="/article/:id" element={<ArticlePage />} />
        <Route path="/news" element={<h1>News list</h1>} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const [first, second, , fourth] = newsArticles;

describe('the article page (product §2 "Article page", §8)', () => {
  beforeAll(() => {
    // jsdom has no matchMedia; Mantine asks it for the colour scheme.
    window.matchMedia ??= vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
  });
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => cleanup());

  it('shows the article a slug names: title, subtitle, tags, image and the body as HTML paragraphs', () => {
    open(`/news/${fourth!.slug}`);
    const article = screen.getByTestId('article-page');
    expect(heading()).toBe(fourth!.title.en);
    expect(within(article).getByTestId('article-subtitle').textContent).toBe(fourth!.subtitle.en);
    expect(within(article).getByTestId('article-tags').querySelectorAll('li')).toHaveLength(fourth!.tags.length);
    const image = within(article).getByRole('img');
    expect([image.getAttribute('alt'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      fourth!.imageAlt.en,
      '800',
      '450',
    ]);
    const body = within(article).getByTestId('article-body');
    expect([...body.children].map((element) => element.tagName)).toEqual(paragraphs(fourth!.body.en).map(() => 'P'));
    expect([...body.children].map((element) => element.textContent)).toEqual(paragraphs(fourth!.body.en));
  });

  it('shows the same article by its id', () => {
    open(`/article/${second!.id}`);
    expect(heading()).toBe(second!.title.en);
  });

  it('sets the document title and description from the article, and follows the language', async () => {
    open(`/news/${first!.slug}`);
    expect(document.title).toBe(`${first!.title.en} | Cipta Visa`);
    expect(description()).toBe(first!.description.en);
    await act(() => i18n.changeLanguage('id'));
    expect(heading()).toBe(first!.title.id);
    expect(document.title).toBe(`${first!.title.id} | Cipta Visa`);
    expect(description()).toBe(first!.description.id);
  });

  it('lists three Popular Articles, not the one being read, each linking to /news/{slug}', () => {
    open(`/news/${first!.slug}`);
    const links = within(screen.getByTestId('popular-articles')).getAllByRole('link');
    const expected = popularArticles(first!.slug);
    expect(links).toHaveLength(3);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.map((article) => `/news/${article.slug}`));
    expect(links.map((link) => link.textContent)).not.toContain(first!.title.en);
    fireEvent.click(links[0]!);
    expect(screen.getByTestId('address').textContent).toBe(`/news/${expected[0]!.slug}`);
    expect(heading()).toBe(articleBySlug(expected[0]!.slug)!.title.en);
  });

  it.each(['/news/no-such-article', '/article/99', '/article/1abc', '/article/0'])(
    'says Article Not Found at %s, with a way back to /news',
    (address) => {
      open(address);
      expect(heading()).toBe('Article Not Found');
      expect(document.title).toBe('Article not found | Cipta Visa');
      fireEvent.click(screen.getByRole('link', { name: 'Back to News' }));
      expect(screen.getByTestId('address').textContent).toBe('/news');
    },
  );

  it('says Article Not Found in Indonesian', async () => {
    await i18n.changeLanguage('id');
    open('/news/no-such-article');
    expect(heading()).toBe('Artikel Tidak Ditemukan');
    expect(screen.getByRole('link', { name: 'Kembali ke Berita' })).toHaveAttribute('href', '/news');
  });
});
