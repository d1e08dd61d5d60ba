import { type KeyboardEvent, useRef } from 'react';
import { type NewsTab, newsTabLabel, newsTabs } from '../../content/news';
import { useLocalized } from '../../hooks/use-localized';
import classes from './news-page.module.css';
import { useNewsTranslation } from './news-translations';

/** The one panel the tabs control: the article list. */
export const NEWS_PANEL_ID = 'news-articles';

export const newsTabId = (tab: NewsTab) => `news-tab-${tab}`;

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

interface Props {
  active: NewsTab;
  onSelect: (tab: NewsTab) => void;
}

/**
 * product §2: All Articles, Invest, Payment, Blockchain, Marketing, Product, News; DESIGN 8: each
 * shows the articles with its tag. WAI-ARIA tabs: one tab in the Tab order, arrows move and select.
 */
export function NewsTabs({ active, onSelect }: Props) {
  const { t } = useNewsTranslation();
  const localized = useLocalized();
  const buttons = useRef(new Map<NewsTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = newsTabs[step(newsTabs.indexOf(active), newsTabs.length)] ?? active;
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label={t('tabs.label')} className={classes.tabs} data-testid="news-tabs">
      {newsTabs.map((tab) => (
        <button
          key={tab}
          ref={(button) => {
            if (button) buttons.current.set(tab, button);
            else buttons.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={newsTabId(tab)}
          className={classes.tab}
          aria-selected={tab === active}
          aria-controls={NEWS_PANEL_ID}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onSelect(tab)}
          onKeyDown={onKeyDown}
        >
          {localized(newsTabLabel(tab))}
        </button>
      ))}
    </div>
  );
}
