import { describe, expect, it } from 'vitest';
import {
  articleById,
  articleBySlug,
  articleHtml,
  articlesWithTag,
  newsArticles,
  newsTabLabel,
  newsTabs,
  newsTagLabels,
  newsTags,
  paragraphs,
  minutesToRead,
  popularArticles,
  type NewsTag,
} from './news';

const languages = ['en', 'id'] as const;

describe('the news articles (product §2, §3)', () => {
  it('are seven, with unique ids and slugs', () => {
    expect(newsArticles).toHaveLength(7);
    expect(new Set(newsArticles.map((a) => a.id)).size).toBe(7);
    expect(new Set(newsArticles.map((a) => a.slug)).size).toBe(7);
  });

  it('have slugs fit for /news/{slug}', () => {
    for (const { slug } of newsArticles) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('are dated in 2026 with real ISO dates, newest first', () => {
    for (const { date } of newsArticles) {
      expect(date).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
    const dates = newsArticles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('show the fourth as the large card and the others as normal ones', () => {
    expect(newsArticles.map((a) => a.layout)).toEqual([
      'normal',
      'normal',
      'normal',
      'large',
      'normal',
      'normal',
      'normal',
    ]);
  });

  it('have read times between 3 and 9 minutes that vary (product §9)', () => {
    const times = newsArticles.map((a) => a.readTimeMinutes);
    for (const time of times) {
      expect(Number.isInteger(time)).toBe(true);
      expect(time).toBeGreaterThanOrEqual(3);
      expect(time).toBeLessThanOrEqual(9);
    }
    expect(new Set(times).size).toBeGreaterThan(1);
  });

  it('use each of the seven illustrations once', () => {
    expect(newsArticles.map((a) => a.imageIndex).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('carry one to three known tags each, without repeats', () => {
    for (const { slug, tags } of newsArticles) {
      expect(tags.length, slug).toBeGreaterThanOrEqual(1);
      expect(tags.length, slug).toBeLessThanOrEqual(3);
      expect(new Set(tags).size, slug).toBe(tags.length);
      for (const tag of tags) expect(newsTags, slug).toContain(tag);
    }
  });

  it('leave no news tab empty', () => {
    for (const tag of newsTags) expect(articlesWithTag(tag).length, tag).toBeGreaterThan(0);
  });

  it('tag blockchain only where the text says plainly that the e-Visa does not use one', () => {
    for (const article of articlesWithTag('blockchain')) {
      expect(article.body.en).toContain('does not use a blockchain');
      expect(article.body.id).toContain('tidak menggunakan blockchain');
    }
  });

  it('have bodies of 4 to 7 plain-text paragraphs, as many in each language', () => {
    for (const { slug, body } of newsArticles) {
      const en = paragraphs(body.en);
      const id = paragraphs(body.id);
      expect(en.length, slug).toBeGreaterThanOrEqual(4);
      expect(en.length, slug).toBeLessThanOrEqual(7);
      expect(id.length, slug).toBe(en.length);
      for (const text of [body.en, body.id]) {
        expect(text, slug).not.toMatch(/<[a-z/]/i);
        expect(text.split('\n\n'), slug).toEqual(paragraphs(text));
      }
    }
  });

  it('mention the Rp 500,000 passport-replacement fine in one article, in both languages (product §9)', () => {
    const withFine = newsArticles.filter((a) => a.body.en.includes('Rp 500,000'));
    expect(withFine).toHaveLength(1);
    const [article] = withFine;
    expect(article?.body.id).toContain('Rp500.000');
    expect(article?.body.en).toMatch(/damaged Indonesian passport carries a fine of Rp 500,000/);
    expect(article?.body.en).toContain('IDR 1,000,000 for every day');
    expect(article?.body.id).toContain('Rp1.000.000 per hari');
  });

  it('keep the e-VOA facts consistent: IDR 500,000, 30 days, one extension, official site', () => {
    const article = articleById(1);
    expect(article?.body.en).toContain('IDR 500,000');
    expect(article?.body.en).toContain('extended once, for another 30 days');
    expect(article?.body.en).toContain('evisa.imigrasi.go.id');
    expect(article?.body.id).toContain('Rp500.000');
    expect(article?.body.id).toContain('diperpanjang satu kali untuk 30 hari');
  });

  it('label every tab in both languages', () => {
    expect(Object.keys(newsTagLabels).sort()).toEqual([...newsTags].sort());
    expect(newsTagLabels.invest.en).toBe('Invest');
  });
});

describe('articleBySlug and articleById', () => {
  it('find each article by its slug and by its id', () => {
    for (const article of newsArticles) {
      expect(articleBySlug(article.slug)).toBe(article);
      expect(articleById(article.id)).toBe(article);
    }
  });

  it('find nothing for an unknown slug or id', () => {
    expect(articleBySlug('no-such-article')).toBeUndefined();
    expect(articleBySlug('')).toBeUndefined();
    expect(articleById(0)).toBeUndefined();
    expect(articleById(8)).toBeUndefined();
    expect(articleById(Number.NaN)).toBeUndefined();
  });
});

describe('articlesWithTag', () => {
  it('gives every article for the All Articles tab', () => {
    expect(articlesWithTag('all')).toEqual(newsArticles);
  });

  it('gives only the articles that carry the tag, in list order', () => {
    const tag: NewsTag = 'payment';
    const found = articlesWithTag(tag);
    expect(found.every((a) => a.tags.includes(tag))).toBe(true);
    expect(found).toEqual(newsArticles.filter((a) => a.tags.includes(tag)));
  });
});

describe('paragraphs', () => {
  it('splits at blank lines, trims and drops empty paragraphs', () => {
    expect(paragraphs('  One.\n\nTwo,\nstill two.\n \n\n\nThree.  \n')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
  });

  it('handles Windows line ends and empty text', () => {
    expect(paragraphs('One.\r\n\r\nTwo.')).toEqual(['One.', 'Two.']);
    expect(paragraphs('')).toEqual([]);
    expect(paragraphs('\n\n  \n')).toEqual([]);
  });
});

describe('minutesToRead', () => {
  it('counts words at a careful pace, never less than a minute', () => {
    expect(minutesToRead('')).toBe(1);
    expect(minutesToRead('word '.repeat(130))).toBe(1);
    expect(minutesToRead('word '.repeat(131))).toBe(2);
  });
});

describe.each(languages)('every article in %s', (language) => {
  it('has a title, subtitle, teaser and image description of its own', () => {
    for (const field of ['title', 'subtitle', 'description', 'imageAlt'] as const) {
      const values = newsArticles.map((a) => a[field][language]);
      expect(new Set(values).size, field).toBe(7);
    }
  });
});

describe.each(languages)('every article is complete in %s', (language) => {
  it('has every text, and an author', () => {
    for (const article of newsArticles) {
      for (const field of ['title', 'subtitle', 'description', 'body', 'imageAlt'] as const) {
        expect(article[field][language].trim(), `${article.slug} ${field}`).not.toBe('');
      }
      expect(article.author.trim()).not.toBe('');
    }
  });
});

describe('the news tabs (product §2)', () => {
  it('are All Articles first, then Invest, Payment, Blockchain, Marketing, Product and News', () => {
    expect(newsTabs.map((tab) => newsTabLabel(tab).en)).toEqual([
      'All Articles',
      'Invest',
      'Payment',
      'Blockchain',
      'Marketing',
      'Product',
      'News',
    ]);
    for (const tab of newsTabs) expect(newsTabLabel(tab).id.trim()).not.toBe('');
  });
});

describe('popularArticles (product §2 Article page sidebar)', () => {
  it('gives three articles, and never the one being read', () => {
    expect(popularArticles(null)).toHaveLength(3);
    for (const article of newsArticles) {
      const popular = popularArticles(article.slug);
      expect(popular, article.slug).toHaveLength(3);
      expect(popular, article.slug).not.toContain(article);
      expect(new Set(popular).size).toBe(3);
    }
  });
});

describe('articleHtml (product §3 Article page item: content as HTML)', () => {
  it('makes one paragraph element per paragraph of every body, in both languages', () => {
    for (const { body } of newsArticles) {
      for (const language of languages) {
        const html = articleHtml(body[language]);
        expect(html.match(/<p>/g)).toHaveLength(paragraphs(body[language]).length);
      }
    }
  });

  it('escapes text that looks like markup', () => {
    expect(articleHtml('Fees & "rules" <script>alert(1)</script>\n\nIt\'s <b>bold</b>')).toBe(
      '<p>Fees &amp; "rules" &lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>It\'s &lt;b&gt;bold&lt;/b&gt;</p>',
    );
  });
});
