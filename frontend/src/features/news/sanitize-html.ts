import DOMPurify, { type WindowLike } from 'dompurify';

/**
 * What an article's HTML may hold: text structure and links, nothing that runs or restyles
 * the page. The bodies are built in, but sanitising stays the rule for any HTML we render.
 */
const ARTICLE_HTML = {
  ALLOWED_TAGS: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOW_DATA_ATTR: false,
};

let purifier = DOMPurify;

/**
 * The build-time renderer (entry-server.tsx) runs in Node, which has no DOM: it hands
 * DOMPurify one (jsdom's), so the prerendered article holds the same sanitised HTML as the browser's.
 */
export function sanitizeWith(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/** An article's HTML with scripts, event handlers, styles and javascript: links removed. */
export function sanitizeArticleHtml(html: string): string {
  return purifier.sanitize(html, ARTICLE_HTML);
}
