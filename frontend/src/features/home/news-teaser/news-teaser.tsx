import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { newsArticles } from '../../../content/news';
import { useDateFormat, useLocalized } from '../../../hooks/use-localized';
import { newsImage } from '../../../content/news-images';
import classes from './news-teaser.module.css';
import { useHomeTranslation } from '../home-translations';

const TEASER_COUNT = 3;

/** product §2: a grid of the latest articles; each card links to /news. */
export default function NewsTeaser() {
  const { t } = useHomeTranslation();
  const localized = useLocalized();
  const formatDate = useDateFormat();
  const latest = [...newsArticles].sort((a, b) => b.date.localeCompare(a.date)).slice(0, TEASER_COUNT);
  return (
    <section className={classes.section} aria-labelledby="news-teaser-heading">
      <Container size="lg">
        <Title order={2} id="news-teaser-heading" ta="center" mb="xl">
          {t('news.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {latest.map((article) => (
            <Link key={article.id} to={paths.news} className={classes.card}>
              <img
                className={classes.image}
                src={newsImage(article.imageIndex)}
                alt={localized(article.imageAlt)}
                width={800}
                height={450}
                loading="lazy"
                decoding="async"
              />
              <div className={classes.body}>
                <Text size="xs" c="dimmed">
                  <time dateTime={article.date}>{formatDate(article.date)}</time> ·{' '}
                  {t('news.minutes', { count: article.readTimeMinutes })}
                </Text>
                <Title order={3} size="h4" className={classes.title}>
                  {localized(article.title)}
                </Title>
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {localized(article.description)}
                </Text>
                <Text size="sm" fw={700} c="brand.8" className={classes.more}>
                  {t('news.readMore')} →
                </Text>
              </div>
            </Link>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
