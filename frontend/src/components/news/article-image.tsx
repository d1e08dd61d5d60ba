import type { NewsArticle } from '../../content/news';
import { newsImage } from '../../content/news-images';
import { useLocalized } from '../../hooks/use-localized';

interface Props {
  article: NewsArticle;
  className?: string;
  /** At the top of the page it loads first; further down, once scrolled near. */
  placement: 'top' | 'eager' | 'lazy';
}

/** An article's illustration (800x450, made for this project), sized so nothing shifts as it loads. */
export function ArticleImage({ article, className, placement }: Props) {
  const localized = useLocalized();
  return (
    <img
      className={className}
      src={newsImage(article.imageIndex)}
      alt={localized(article.imageAlt)}
      width={800}
      height={450}
      loading={placement === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={placement === 'top' ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
