import { Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { popularArticles } from '../../content/news';
import { newsImage } from '../../content/news-images';
import { useDateFormat, useLocalized } from '../../hooks/use-localized';
import classes from './article.module.css';
import { useNewsTranslation } from './news-translations';

/** product §2 Article page: the Popular Articles sidebar; each card links to /news/{slug}. */
export function PopularArticles({ currentSlug }: { currentSlug: string | null }) {
  const { t } = useNewsTranslation();
  const localized = useLocalized();
  const formatDate = useDateFormat();
  return (
    <section className={classes.sidebar} aria-labelledby="popular-articles-heading" data-testid="popular-articles">
      <Title order={2} size="h4" id="popular-articles-heading" mb="md">
        {t('popular.heading')}
      </Title>
      <ul className={classes.popularList}>
        {popularArticles(currentSlug).map((article) => (
          <li key={article.slug}>
            <Link to={paths.newsArticle(article.slug)} className={classes.popularCard}>
              <img
                className={classes.popularImage}
                src={newsImage(article.imageIndex)}
                alt=""
                width={160}
                height={90}
                loading="lazy"
                decoding="async"
              />
              <span className={classes.popularText}>
                <Text component="span" fw={700} size="sm" className={classes.popularTitle}>
                  {localized(article.title)}
                </Text>
                <Text component="span" size="xs" c="dimmed">
                  <time dateTime={article.date}>{formatDate(article.date)}</time>
                </Text>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
