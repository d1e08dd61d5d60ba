import { type NewsTag, newsTagLabels } from '../../content/news';
import { useLocalized } from '../../hooks/use-localized';
import classes from './article.module.css';
import { useNewsTranslation } from './news-translations';

/** An article's tags, as a labelled list. */
export function ArticleTags({ tags }: { tags: readonly NewsTag[] }) {
  const { t } = useNewsTranslation();
  const localized = useLocalized();
  return (
    <ul className={classes.tags} aria-label={t('article.topics')} data-testid="article-tags">
      {tags.map((tag) => (
        <li key={tag} className={classes.tag}>
          {localized(newsTagLabels[tag])}
        </li>
      ))}
    </ul>
  );
}
