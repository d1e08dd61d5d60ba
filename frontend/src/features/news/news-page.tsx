import { Container, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newsArticles } from '../../content/news';
import { useLocalized } from '../../hooks/use-localized';
import { NewsArticleView } from './news-article';
import { NewsList } from './news-list';
import classes from './news-page.module.css';
import { NEWS_PANEL_ID, NewsTabs, newsTabId } from './news-tabs';
import { useNewsTranslation } from './news-translations';
import { useDocumentMeta } from '../../hooks/document-meta';
import { useNews } from './use-news';

/** product §2 "News list", §4 "News": the tabs and cards, or one article inline with Back to News. */
export default function NewsPage() {
  const { t: tPages } = useTranslation();
  const { t } = useNewsTranslation();
  const localized = useLocalized();
  const news = useNews();
  const open = news.view === 'article' ? news.article : undefined;

  useDocumentMeta(
    open ? t('article.pageTitle', { title: localized(open.title) }) : tPages('pages.news.title'),
    open ? localized(open.description) : tPages('pages.news.description'),
  );

  return (
    <Container size="lg" py="xl" className={classes.page}>
      {open ? <NewsArticleView article={open} onBack={news.backToList} /> : <NewsListView news={news} />}
    </Container>
  );
}

function NewsListView({ news }: { news: ReturnType<typeof useNews> }) {
  const { t: tPages } = useTranslation();
  const { t } = useNewsTranslation();
  const { tab, articles, lastSlug } = news;
  const rows = useRef<HTMLDivElement>(null);
  // The list mounts afresh on the way back from an article: the card of that article takes the focus.
  const returnTo = useRef(lastSlug);
  useEffect(() => {
    const slug = returnTo.current;
    if (slug === null) return;
    rows.current?.querySelector<HTMLElement>(`[data-slug="${CSS.escape(slug)}"]`)?.focus();
  }, []);

  return (
    <>
      <Title order={1} className={classes.heading}>
        {tPages('pages.news.heading')}
      </Title>
      <NewsTabs active={tab} onSelect={news.selectTab} />
      <div role="tabpanel" id={NEWS_PANEL_ID} aria-labelledby={newsTabId(tab)} ref={rows} className={classes.panel}>
        <Text size="sm" c="dimmed" role="status" data-testid="news-count" mb="md">
          {t('tabs.shown', { count: articles.length, total: newsArticles.length })}
        </Text>
        <NewsList articles={articles} onOpen={news.openArticle} />
      </div>
    </>
  );
}
