import { Text } from '@mantine/core';
import type { NewsArticle } from '../../content/news';
import { useDateFormat } from '../../hooks/use-localized';
import { useNewsTranslation } from './news-translations';

/** Date, author and read time of an article. */
export function ArticleByline({ article }: { article: NewsArticle }) {
  const { t } = useNewsTranslation();
  const formatDate = useDateFormat();
  return (
    <Text size="sm" c="dimmed" data-testid="article-byline">
      <time dateTime={article.date}>{formatDate(article.date)}</time> · {t('article.by', { author: article.author })} ·{' '}
      {t('card.minutes', { count: article.readTimeMinutes })}
    </Text>
  );
}
