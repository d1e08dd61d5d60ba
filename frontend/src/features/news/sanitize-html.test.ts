// @vitest-environment jsdom
// DOMPurify does not support happy-dom (its results are wrong there), so this test runs in jsdom.
import { describe, expect, it } from 'vitest';
import { articleHtml, newsArticles } from '../../content/news';
import { sanitizeArticleHtml } from './sanitize-html';

describe('sanitizeArticleHtml (DOMPurify)', () => {
  it('keeps every built-in article body as it is, in both languages', () => {
    for (const { body } of newsArticles) {
      for (const text of [body.en, body.id]) {
        const html = articleHtml(text);
        expect(sanitizeArticleHtml(html)).toBe(html);
      }
    }
  });

  it('removes scripts, with their content', () => {
    const clean = sanitizeArticleHtml('<p>Before</p><script>window.stolen = document.cookie</script><p>After</p>');
    expect(clean).toBe('<p>Before</p><p>After</p>');
  });

  it('removes event handlers and keeps the element', () => {
    expect(sanitizeArticleHtml('<p onclick="alert(1)" onmouseover="alert(2)">Text</p>')).toBe('<p>Text</p>');
    expect(sanitizeArticleHtml('<img src="x" onerror="alert(1)"><p>Text</p>')).toBe('<p>Text</p>');
  });

  it('removes javascript: links, styles and elements that could load or run anything', () => {
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">Link</a>')).toBe('<a>Link</a>');
    expect(sanitizeArticleHtml('<a href="https://evisa.imigrasi.go.id" style="color:red">e-Visa</a>')).toBe(
      '<a href="https://evisa.imigrasi.go.id">e-Visa</a>',
    );
    expect(
      sanitizeArticleHtml(
        '<iframe src="https://example.com"></iframe><style>p{}</style><form><input></form><p>Kept</p>',
      ),
    ).toBe('<p>Kept</p>');
    expect(sanitizeArticleHtml('<svg><script>alert(1)</script></svg><p>Kept</p>')).toBe('<p>Kept</p>');
  });

  it('keeps the structure an article may use', () => {
    const html =
      '<h2>Fees</h2><ul><li><strong>e-VOA</strong>: <em>IDR 500,000</em></li></ul><blockquote>Apply early.</blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });
});
