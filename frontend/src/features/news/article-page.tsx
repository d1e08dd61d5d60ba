import { Container, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { LinkButton } from '../../components/link-button';
import { articleById, articleBySlug, articleHtml, type NewsArticle } from '../../content/news';
import { useLocalized } from '../../hooks/use-localized';
import { ArticleByline } from './article-byline';
import { ArticleImage } from '../../components/news/article-image';
import { ArticleTags } from './article-tags';
import classes from './article.module.css';
import { useNewsTranslation } from './news-translations';
import { PopularArticles } from './popular-articles';
import { sanitizeArticleHtml } from './sanitize-html';
import { useDocumentMeta } from '../../hooks/document-meta';

/** product §2: /news/{slug} looks the article up by slug, /article/{id} by id, in the built-in list. */
function useArticleFromAddress(): NewsArticle | undefined {
  const { slug, id } = useParams();
  if (slug !== undefined) return articleBySlug(slug);
  // Only a whole number names an article: "1abc" or "1.0" do not.
  return id !== undefined && /^[1-9]\d*$/.test(id) ? articleById(Number(id)) : undefined;
}

/** product §2 Article page: title, subtitle, tags, image, the HTML body and Popular Articles; or Article Not Found. */
export default function ArticlePage() {
  const article = useArticleFromAddress();
  return article ? <ArticleView article={article} /> : <ArticleNotFound />;
}

function ArticleView({ article }: { article: NewsArticle }) {
  const { t } = useNewsTranslation();
  const localized = useLocalized();
  useDocumentMeta(t('article.pageTitle', { title: localized(article.title) }), localized(article.description));
  // product §3: the item's content is HTML; it is sanitised before it reaches the page.
  const html = sanitizeArticleHtml(articleHtml(localized(article.body)));

  return (
    <Container size="lg" py="xl">
      <div className={classes.layout}>
        <article className={classes.article} aria-labelledby="article-title" data-testid="article-page">
          <LinkButton to={paths.news} variant="light" className={classes.backLink}>
            <span aria-hidden="true">←</span> {t('article.back')}
          </LinkButton>
          <Title order={1} id="article-title" className={classes.title}>
            {localized(article.title)}
          </Title>
          <Text size="lg" c="dimmed" data-testid="article-subtitle">
            {localized(article.subtitle)}
          </Text>
          <ArticleByline article={article} />
          <ArticleTags tags={article.tags} />
          <ArticleImage article={article} className={classes.image} placement="top" />
          <div className={classes.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
        <PopularArticles currentSlug={article.slug} />
      </div>
    </Container>
  );
}

/** product §8: an unknown slug or id: Article Not Found, with a way back to /news. */
function ArticleNotFound() {
  const { t } = useNewsTranslation();
  useDocumentMeta(t('notFound.title'), t('notFound.description'));
  return (
    <Container size="md" py={80}>
      <div className={classes.notFound} data-testid="article-not-found">
        <Title order={1}>{t('notFound.heading')}</Title>
        <Text size="lg" c="dimmed">
          {t('notFound.text')}
        </Text>
        <LinkButton to={paths.news}>{t('notFound.back')}</LinkButton>
      </div>
    </Container>
  );
}
