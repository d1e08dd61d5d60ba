import DOMPurify from 'dompurify';

/**
 * What an article's HTML may hold: text structure and links, nothing that runs or restyles
 * the page. The bodies are built in, but sanitising stays the rule for any HTML we render.
 */
const ARTICLE_HTML = {
  ALLOWED_TAGS: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOW_DATA_ATTR: false,
};

/** An article's HTML with scripts, event handlers, styles and javascript: links removed. */
export function sanitizeArticleHtml(html: string): string {
  return DOMPurify.sanitize(html, ARTICLE_HTML);
}
