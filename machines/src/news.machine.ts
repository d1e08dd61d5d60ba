// The news screen (product §2 "News list", §4 "News"): the list, filtered by a tab, then one
// article shown inline, then back to the list. DESIGN improvement 8: the tabs filter by tag.
// The open article is also in the page's address, so the browser's Back and Forward buttons
// move between the list and the article: the app supplies the two address actions, and tells
// the machine when the address changed by itself (`address.changed`), which moves the view
// without touching the address again.
import { and, assign, setup } from 'xstate';

export interface NewsInput {
  /** The articles that can be opened, by slug. */
  slugs: readonly string[];
  /** The tabs, the default first (All Articles). */
  tabs: readonly string[];
  /** The article the address names when the screen opens, if any. */
  initialSlug?: string | null;
}

export interface NewsContext {
  slugs: readonly string[];
  tabs: readonly string[];
  /** The active tab; kept while an article is open, so Back finds the list as it was. */
  tab: string;
  /** The article shown; null on the list. */
  slug: string | null;
  /** The article shown last, so the list can give its card the focus back. */
  lastSlug: string | null;
}

export type NewsEvent =
  | { type: 'tab.select'; tab: string }
  /** A card was clicked: the address gets a new entry naming the article. */
  | { type: 'article.open'; slug: string }
  /** The Back to News button. */
  | { type: 'article.back' }
  /** The browser's Back or Forward (or a new address) names this article, or none. */
  | { type: 'address.changed'; slug: string | null };

function initialContext({ input }: { input: NewsInput }): NewsContext {
  const [firstTab] = input.tabs;
  if (firstTab === undefined) throw new RangeError('newsMachine needs at least one tab');
  const initial = input.initialSlug ?? null;
  const slug = initial !== null && input.slugs.includes(initial) ? initial : null;
  return { slugs: input.slugs, tabs: input.tabs, tab: firstTab, slug, lastSlug: slug };
}

export const newsMachine = setup({
  types: {
    input: {} as NewsInput,
    context: {} as NewsContext,
    events: {} as NewsEvent,
  },
  actions: {
    selectTab: assign({ tab: ({ context, event }) => (event.type === 'tab.select' ? event.tab : context.tab) }),
    showArticle: assign(({ context, event }) => {
      const slug = event.type === 'article.open' || event.type === 'address.changed' ? event.slug : context.slug;
      return { slug, lastSlug: slug };
    }),
    showList: assign({ slug: null }),
    /** The app adds an address entry naming the article (placeholder; supplied by the app). */
    showArticleInAddress: () => {},
    /** The app takes the article out of the address (placeholder; supplied by the app). */
    leaveArticleInAddress: () => {},
  },
  guards: {
    isKnownTab: ({ context, event }) => event.type === 'tab.select' && context.tabs.includes(event.tab),
    isKnownArticle: ({ context, event }) =>
      (event.type === 'article.open' || event.type === 'address.changed') &&
      event.slug !== null &&
      context.slugs.includes(event.slug),
    isOtherArticle: ({ context, event }) => event.type === 'address.changed' && event.slug !== context.slug,
    hasArticle: ({ context }) => context.slug !== null,
  },
}).createMachine({
  id: 'news',
  context: initialContext,
  initial: 'checkingAddress',
  states: {
    // An address that names a known article opens it straight away.
    checkingAddress: {
      always: [{ guard: 'hasArticle', target: 'article' }, { target: 'list' }],
    },
    list: {
      on: {
        'tab.select': { guard: 'isKnownTab', actions: 'selectTab' },
        'article.open': {
          guard: 'isKnownArticle',
          target: 'article',
          actions: ['showArticle', 'showArticleInAddress'],
        },
        'address.changed': { guard: 'isKnownArticle', target: 'article', actions: 'showArticle' },
      },
    },
    article: {
      on: {
        'article.back': { target: 'list', actions: ['showList', 'leaveArticleInAddress'] },
        'address.changed': [
          { guard: and(['isKnownArticle', 'isOtherArticle']), actions: 'showArticle' },
          // The list's address, or one naming no article this screen knows.
          { guard: 'isOtherArticle', target: 'list', actions: 'showList' },
        ],
      },
    },
  },
});
