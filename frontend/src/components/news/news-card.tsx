import { Text, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, type To } from 'react-router-dom';
import type { NewsArticle } from '../../content/news';
import { useDateFormat, useLocalized } from '../../hooks/use-localized';
import { ArticleImage } from './article-image';
import classes from './news-card.module.css';

interface Props {
  article: NewsArticle;
  /** Where the card leads: the article inline on /news, or the article's page. */
  to: To;
  /** The card's texts in the active language. */
  labels: { minutes: string; readMore: string };
  /** The level of the card's heading on its page. */
  headingOrder: 2 | 3;
  /** product §2: the news list's fourth article is the large card. */
  large?: boolean;
  /** Cards in the first rows load their picture at once; the rest when scrolled near. */
  eager?: boolean;
  /** Takes a plain click instead of the link (the news list opens the article inline). */
  onOpen?: (slug: string) => void;
}

/** A plain click opens the article in place; a click with a modifier opens its address elsewhere. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** product §2: one article as a card (the news list's and the home page's teaser): a link to the article. */
export function NewsCard({ article, to, labels, headingOrder, large = false, eager = false, onOpen }: Props) {
  const localized = useLocalized();
  const formatDate = useDateFormat();
  return (
    <Link
      to={to}
      className={classes.card}
      data-large={large || undefined}
      data-slug={article.slug}
      data-testid="news-card"
      onClick={(event) => {
        if (!onOpen || !isPlainClick(event)) return;
        event.preventDefault();
        onOpen(article.slug);
      }}
    >
      <ArticleImage article={article} className={classes.image} placement={eager ? 'eager' : 'lazy'} />
      <div className={classes.body}>
        <Text size="xs" c="dimmed">
          <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.author} · {labels.minutes}
        </Text>
        <Title order={headingOrder} size={large ? 'h3' : 'h4'} className={classes.title}>
          {localized(article.title)}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={large ? 4 : 3}>
          {localized(article.description)}
        </Text>
        <Text size="sm" fw={700} c="brand.8" className={classes.more}>
          {labels.readMore} <span aria-hidden="true">→</span>
        </Text>
      </div>
    </Link>
  );
}
