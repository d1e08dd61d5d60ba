import { Button, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { type NewsArticle, paragraphs } from '../../content/news';
import { useLocalized } from '../../hooks/use-localized';
import { ArticleByline } from './article-byline';
import { ArticleImage } from '../../components/news/article-image';
import { ArticleTags } from './article-tags';
import classes from './article.module.css';
import { AuthorBox } from './author-box';
import { useNewsTranslation } from './news-translations';

interface Props {
  article: NewsArticle;
  onBack: () => void;
}

/** product §2: the article opened inline: date, author, read time, title, tags, image, body, About the Author. */
export function NewsArticleView({ article, onBack }: Props) {
  const { t } = useNewsTranslation();
  const localized = useLocalized();
  const heading = useRef<HTMLHeadingElement>(null);

  // The article replaces the list: the view starts at its top, and the focus on its title.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, [article.slug]);

  return (
    <article className={classes.article} aria-labelledby="news-article-title" data-testid="news-article">
      <Button
        variant="subtle"
        onClick={onBack}
        leftSection={<span aria-hidden="true">←</span>}
        className={classes.back}
        px="xs"
      >
        {t('article.back')}
      </Button>
      <ArticleByline article={article} />
      <Title order={1} id="news-article-title" ref={heading} tabIndex={-1} className={classes.title}>
        {localized(article.title)}
      </Title>
      <Text size="lg" c="dimmed">
        {localized(article.subtitle)}
      </Text>
      <ArticleTags tags={article.tags} />
      <ArticleImage article={article} className={classes.image} placement="top" />
      <div className={classes.body} data-testid="article-body">
        {paragraphs(localized(article.body)).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <AuthorBox author={article.author} />
    </article>
  );
}
