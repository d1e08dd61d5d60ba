import { Text } from '@mantine/core';
import type { NewsArticle } from '../../content/news';
import classes from './news-page.module.css';
import { NewsCard } from '../../components/news/news-card';
import { useNewsTranslation } from './news-translations';
import { ARTICLE_PARAM } from './use-news';

type Row = { kind: 'grid'; articles: NewsArticle[] } | { kind: 'large'; article: NewsArticle };

/** product §2: normal cards in grids, a large card on a row of its own (with every tab: the fourth). */
function rowsOf(articles: readonly NewsArticle[]): Row[] {
  const rows: Row[] = [];
  for (const article of articles) {
    const last = rows.at(-1);
    if (article.layout === 'large') rows.push({ kind: 'large', article });
    else if (last?.kind === 'grid') last.articles.push(article);
    else rows.push({ kind: 'grid', articles: [article] });
  }
  return rows;
}

/** How many cards are likely above the fold on a wide screen: their images load at once. */
const EAGER_CARDS = 3;

interface Props {
  articles: readonly NewsArticle[];
  onOpen: (slug: string) => void;
}

/** The articles of the active tab, or a line saying the tab has none. */
export function NewsList({ articles, onOpen }: Props) {
  const { t } = useNewsTranslation();
  if (articles.length === 0) {
    return (
      <Text size="lg" c="dimmed" py="xl" data-testid="news-empty">
        {t('tabs.empty')}
      </Text>
    );
  }
  const eager = new Set(articles.slice(0, EAGER_CARDS));
  const card = (article: NewsArticle, large: boolean) => (
    <NewsCard
      key={article.slug}
      article={article}
      to={{ search: `?${ARTICLE_PARAM}=${encodeURIComponent(article.slug)}` }}
      labels={{ minutes: t('card.minutes', { count: article.readTimeMinutes }), readMore: t('card.readMore') }}
      headingOrder={2}
      large={large}
      eager={eager.has(article)}
      onOpen={onOpen}
    />
  );
  return (
    <div className={classes.rows}>
      {rowsOf(articles).map((row) =>
        row.kind === 'large' ? (
          card(row.article, true)
        ) : (
          <div key={row.articles[0]?.slug} className={classes.grid}>
            {row.articles.map((article) => card(article, false))}
          </div>
        ),
      )}
    </div>
  );
}
