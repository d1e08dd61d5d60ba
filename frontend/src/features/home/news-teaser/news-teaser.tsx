import { Container, SimpleGrid, Title } from '@mantine/core';
import { NewsCard } from '../../../components/news/news-card';
import { newsArticles } from '../../../content/news';
import { paths } from '../../../lib/paths';
import { useHomeTranslation } from '../home-translations';
import classes from './news-teaser.module.css';

const TEASER_COUNT = 3;

/** product §2: a grid of the latest articles; each card opens its article. */
export default function NewsTeaser() {
  const { t } = useHomeTranslation();
  // content/news.ts lists the articles newest first (content/news.test.ts holds it): no sort,
  // and no collator built for one while the home page hydrates.
  const latest = newsArticles.slice(0, TEASER_COUNT);
  return (
    <section className={classes.section} aria-labelledby="news-teaser-heading">
      <Container size="lg">
        <Title order={2} id="news-teaser-heading" ta="center" mb="xl">
          {t('news.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {latest.map((article) => (
            <NewsCard
              key={article.id}
              article={article}
              to={paths.newsArticle(article.slug)}
              labels={{ minutes: t('news.minutes', { count: article.readTimeMinutes }), readMore: t('news.readMore') }}
              headingOrder={3}
            />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
