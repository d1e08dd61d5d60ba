import { newsMachine } from '@cipta/machines/news';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { inspectOptions } from '../../lib/inspector';
import {
  articleBySlug,
  articlesWithTag,
  type NewsArticle,
  type NewsTab,
  newsArticles,
  newsTabs,
} from '../../content/news';

/** The query parameter naming the article open inline: /news?article={slug}. */
export const ARTICLE_PARAM = 'article';

/** History state of the entry a card click added: Back to News can simply go back to the list. */
type NewsHistoryState = { openedFromNewsList: true };

function openedFromList(state: unknown): boolean {
  return (state as NewsHistoryState | null)?.openedFromNewsList === true;
}

/**
 * The news machine (product §4 "News") with the open article mirrored in the address, so the
 * browser's Back and Forward buttons move between the list and the article.
 */
export function useNews() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const addressSlug = searchParams.get(ARTICLE_PARAM);
  // The machine's address actions are supplied once; they read the router's latest values here.
  const router = useRef({ location, navigate, setSearchParams });
  useEffect(() => {
    router.current = { location, navigate, setSearchParams };
  });

  const [machine] = useState(() =>
    newsMachine.provide({
      actions: {
        showArticleInAddress: ({ context }) => {
          const slug = context.slug;
          if (slug === null) return;
          const state: NewsHistoryState = { openedFromNewsList: true };
          router.current.setSearchParams(
            (params) => {
              params.set(ARTICLE_PARAM, slug);
              return params;
            },
            { state },
          );
        },
        leaveArticleInAddress: () => {
          const { location: current, navigate: go, setSearchParams: setParams } = router.current;
          // The list is the entry before: going back to it keeps the history free of repeats.
          if (openedFromList(current.state)) {
            void go(-1);
            return;
          }
          setParams((params) => {
            params.delete(ARTICLE_PARAM);
            return params;
          });
        },
      },
    }),
  );

  const [state, send] = useMachine(machine, {
    ...inspectOptions,
    input: { slugs: newsArticles.map((article) => article.slug), tabs: newsTabs, initialSlug: addressSlug },
  });

  // The address changed without the machine (a link to /news, say): the view follows it.
  useEffect(() => {
    send({ type: 'address.changed', slug: addressSlug });
  }, [addressSlug, send]);
  // The browser's Back and Forward, heard straight from the browser: the router may fold a
  // push and the pop right after it into one render, where the address seems not to change.
  useEffect(() => {
    const onPopState = () =>
      send({ type: 'address.changed', slug: new URLSearchParams(window.location.search).get(ARTICLE_PARAM) });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [send]);

  const { slug, lastSlug } = state.context;
  const tab = state.context.tab as NewsTab;
  const article: NewsArticle | undefined = slug === null ? undefined : articleBySlug(slug);
  return {
    view: state.matches('article') && article ? ('article' as const) : ('list' as const),
    tab,
    articles: articlesWithTag(tab),
    article,
    lastSlug,
    selectTab: (next: NewsTab) => send({ type: 'tab.select', tab: next }),
    openArticle: (next: string) => send({ type: 'article.open', slug: next }),
    backToList: () => send({ type: 'article.back' }),
  };
}
