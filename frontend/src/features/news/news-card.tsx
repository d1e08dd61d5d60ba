import { Text, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { type NewsArticle } from '../../content/news';
import { useDateFormat, useLocalized } from '../../hooks/use-localized';
import { ArticleImage } from './article-image';
import classes from './news-page.module.css';
import { useNewsTranslation } from './news-translations';
import { ARTICLE_PARAM } from './use-news';

interface Props {
  article: NewsArticle;
  /** product §2: the fourth article is the large card. */
  large: boolean;
  /** Cards in the first rows load at once; the rest when scrolled near. */
  eager: boolean;
  onOpen: (slug: string) => void;
}

/** A plain click opens the article inline; a click with a modifier opens its address elsewhere. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** One article in the list: a link to the article shown inline on this page. */
export function NewsCard({ article, large, eager, onOpen }: Props) {
  const { t } = useNewsTranslation();
  const localized = useLocalized();
  const formatDate = useDateFormat();
  return (
    <Link
      to={{ search: `?${ARTICLE_PARAM}=${encodeURIComponent(article.slug)}` }}
      className={classes.card}
      data-large={large || undefined}
      data-slug={article.slug}
      data-testid="news-card"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen(article.slug);
      }}
    >
      <ArticleImage article={article} className={classes.cardImage} placement={eager ? 'eager' : 'lazy'} />
      <div className={classes.cardBody}>
        <Text size="xs" c="dimmed">
          <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.author} ·{' '}
          {t('card.minutes', { count: article.readTimeMinutes })}
        </Text>
        <Title order={2} size={large ? 'h3' : 'h4'} className={classes.cardTitle}>
          {localized(article.title)}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={large ? 4 : 3}>
          {localized(article.description)}
        </Text>
        <Text size="sm" fw={700} c="brand.8" className={classes.more}>
          {t('card.readMore')} <span aria-hidden="true">→</span>
        </Text>
      </div>
    </Link>
  );
}
