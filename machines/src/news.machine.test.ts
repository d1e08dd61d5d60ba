import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { newsMachine, type NewsEvent, type NewsInput } from './news.machine.js';

type NewsSnapshot = SnapshotFrom<typeof newsMachine>;

const INPUT: NewsInput = { slugs: ['a', 'b'], tabs: ['all', 'invest', 'news'] };

/** The machine with the app's two address actions replaced by spies. */
function startNews(input: NewsInput = INPUT) {
  const address = { show: vi.fn<(slug: string | null) => void>(), leave: vi.fn<() => void>() };
  const machine = newsMachine.provide({
    actions: {
      showArticleInAddress: ({ context }) => address.show(context.slug),
      leaveArticleInAddress: () => address.leave(),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, address };
}

function play(events: readonly NewsEvent[], input: NewsInput = INPUT) {
  const { actor, address } = startNews(input);
  events.forEach((event) => actor.send(event));
  return { snapshot: actor.getSnapshot(), address };
}

describe('news (product §2 "News list", §4 "News": list, then article, then back)', () => {
  it('starts on the list with the first tab (All Articles) and no article', () => {
    const { snapshot } = play([]);
    expect(snapshot.value).toBe('list');
    expect(snapshot.context).toMatchObject({ tab: 'all', slug: null, lastSlug: null });
  });

  it('opens the article the address names, and ignores an unknown one', () => {
    expect(play([], { ...INPUT, initialSlug: 'b' }).snapshot).toMatchObject({
      value: 'article',
      context: { slug: 'b' },
    });
    expect(play([], { ...INPUT, initialSlug: 'zzz' }).snapshot).toMatchObject({
      value: 'list',
      context: { slug: null },
    });
    expect(play([], { ...INPUT, initialSlug: null }).snapshot.value).toBe('list');
  });

  it('refuses to start without tabs', () => {
    const error = vi.fn();
    const actor = createActor(newsMachine, { input: { slugs: ['a'], tabs: [] } });
    actor.subscribe({ error });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(error).toHaveBeenCalledWith(expect.any(RangeError));
  });

  it('selects a known tab and ignores an unknown one (DESIGN 8: the tabs filter)', () => {
    expect(play([{ type: 'tab.select', tab: 'invest' }]).snapshot.context.tab).toBe('invest');
    expect(
      play([
        { type: 'tab.select', tab: 'invest' },
        { type: 'tab.select', tab: 'crypto' },
      ]).snapshot.context.tab,
    ).toBe('invest');
  });

  it('opens a card inline and puts the article in the address', () => {
    const { snapshot, address } = play([{ type: 'article.open', slug: 'a' }]);
    expect(snapshot.value).toBe('article');
    expect(snapshot.context).toMatchObject({ slug: 'a', lastSlug: 'a' });
    expect(address.show).toHaveBeenCalledExactlyOnceWith('a');
    expect(address.leave).not.toHaveBeenCalled();
  });

  it('does not open an article it does not know', () => {
    const { snapshot, address } = play([{ type: 'article.open', slug: 'zzz' }]);
    expect(snapshot.value).toBe('list');
    expect(address.show).not.toHaveBeenCalled();
  });

  it('goes Back to News with the tab it had, remembering the article for the focus', () => {
    const { snapshot, address } = play([
      { type: 'tab.select', tab: 'news' },
      { type: 'article.open', slug: 'b' },
      { type: 'tab.select', tab: 'invest' },
      { type: 'article.back' },
    ]);
    expect(snapshot.value).toBe('list');
    expect(snapshot.context).toMatchObject({ tab: 'news', slug: null, lastSlug: 'b' });
    expect(address.leave).toHaveBeenCalledOnce();
  });

  it("follows the browser's Back and Forward without touching the address again", () => {
    const { actor, address } = startNews();
    actor.send({ type: 'article.open', slug: 'a' });
    actor.send({ type: 'address.changed', slug: null }); // Back
    expect(actor.getSnapshot()).toMatchObject({ value: 'list', context: { slug: null, lastSlug: 'a' } });
    actor.send({ type: 'address.changed', slug: 'a' }); // Forward
    expect(actor.getSnapshot()).toMatchObject({ value: 'article', context: { slug: 'a' } });
    actor.send({ type: 'address.changed', slug: 'b' }); // another article's address
    expect(actor.getSnapshot()).toMatchObject({ value: 'article', context: { slug: 'b', lastSlug: 'b' } });
    expect(address.show).toHaveBeenCalledOnce();
    expect(address.leave).not.toHaveBeenCalled();
  });

  it('leaves an article whose address names an unknown article, and stays on the list for one', () => {
    expect(
      play([
        { type: 'article.open', slug: 'a' },
        { type: 'address.changed', slug: 'zzz' },
      ]).snapshot.value,
    ).toBe('list');
    expect(play([{ type: 'address.changed', slug: 'zzz' }]).snapshot.value).toBe('list');
  });
});

// ---- Every reachable state, and every event from it, against the rules written out plainly ----

const EVENTS: NewsEvent[] = [
  { type: 'tab.select', tab: 'invest' },
  { type: 'tab.select', tab: 'unknown' },
  { type: 'article.open', slug: 'a' },
  { type: 'article.open', slug: 'b' },
  { type: 'article.open', slug: 'zzz' },
  { type: 'article.back' },
  { type: 'address.changed', slug: 'a' },
  { type: 'address.changed', slug: 'b' },
  { type: 'address.changed', slug: 'zzz' },
  { type: 'address.changed', slug: null },
];

type NewsView = { value: 'list' | 'article'; tab: string; slug: string | null; lastSlug: string | null };
type AddressCalls = { show: number; leave: number };

function view(snapshot: NewsSnapshot): NewsView {
  const value = snapshot.matches('list') ? 'list' : snapshot.matches('article') ? 'article' : undefined;
  if (value === undefined) throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
  const { tab, slug, lastSlug } = snapshot.context;
  return { value, tab, slug, lastSlug };
}

const known = (slug: string | null): slug is string => slug !== null && INPUT.slugs.includes(slug);

/** The oracle: the view after the event, and the address actions it calls. */
function expectedAfter(before: NewsView, event: NewsEvent): [NewsView, AddressCalls] {
  const none = { show: 0, leave: 0 };
  const open = (slug: string): NewsView => ({ ...before, value: 'article', slug, lastSlug: slug });
  if (before.value === 'list') {
    switch (event.type) {
      case 'tab.select':
        return [INPUT.tabs.includes(event.tab) ? { ...before, tab: event.tab } : before, none];
      case 'article.open':
        return known(event.slug) ? [open(event.slug), { show: 1, leave: 0 }] : [before, none];
      case 'address.changed':
        return [known(event.slug) ? open(event.slug) : before, none];
      case 'article.back':
        return [before, none];
    }
  }
  switch (event.type) {
    case 'article.back':
      return [
        { ...before, value: 'list', slug: null },
        { show: 0, leave: 1 },
      ];
    case 'address.changed':
      if (event.slug === before.slug) return [before, none];
      return [known(event.slug) ? open(event.slug) : { ...before, value: 'list', slug: null }, none];
    default:
      return [before, none];
  }
}

describe('news paths (@xstate/graph)', () => {
  const paths = getShortestPaths(newsMachine, { events: EVENTS, input: INPUT });

  it('reaches the list and each article, under each tab', () => {
    const reached = new Set(
      paths.map((path) => `${path.state.value as string}:${path.state.context.tab}:${path.state.context.slug}`),
    );
    for (const tab of ['all', 'invest']) {
      for (const state of ['list:null', 'article:a', 'article:b']) {
        const [value, slug] = state.split(':');
        expect(reached).toContain(`${value}:${tab}:${slug}`);
      }
    }
  });

  it.each(paths.map((path) => [path.steps.map((s) => JSON.stringify(s.event)).join(' → '), path]))(
    'from %s, every event does what the rules say',
    (_, path) => {
      // the first step is the graph's own xstate.init
      const steps = path.steps.slice(1).map((step) => step.event as NewsEvent);
      for (const event of EVENTS) {
        const { actor, address } = startNews();
        steps.forEach((step) => actor.send(step));
        const before = view(actor.getSnapshot());
        expect(before).toEqual(view(path.state));
        address.show.mockClear();
        address.leave.mockClear();
        actor.send(event);
        const [after, calls] = expectedAfter(before, event);
        expect(view(actor.getSnapshot())).toEqual(after);
        expect({ show: address.show.mock.calls.length, leave: address.leave.mock.calls.length }).toEqual(calls);
      }
    },
  );
});
