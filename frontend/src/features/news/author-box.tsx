import { Text, Title } from '@mantine/core';
import classes from './article.module.css';
import { useNewsTranslation } from './news-translations';

/** product §2: About the Author, with generic text about the team. */
export function AuthorBox({ author }: { author: string }) {
  const { t } = useNewsTranslation();
  return (
    <section className={classes.author} aria-labelledby="about-author-heading" data-testid="about-author">
      <span className={classes.avatar} aria-hidden="true">
        {author
          .split(/\s+/)
          .map((word) => word[0])
          .join('')
          .slice(0, 2)}
      </span>
      <div>
        <Title order={2} size="h5" id="about-author-heading">
          {t('article.aboutAuthor')}
        </Title>
        <Text fw={700} mt={4}>
          {author}
        </Text>
        <Text size="sm" mt={4}>
          {t('article.authorBio', { author })}
        </Text>
      </div>
    </section>
  );
}
