import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { VISA_COUNTRIES, VISA_PURPOSES, VISA_SEARCH_DELAY_MS, VISA_TYPES_BY_PURPOSE } from '@cipta/domain/constants';
import {
  visaSearchMachine,
  visaTypesFor,
  type SearchResult,
  type VisaSearchEvent,
  type VisaSearchFilters,
} from './visa-search.machine.js';

type SearchSnapshot = SnapshotFrom<typeof visaSearchMachine>;

/** The search delay's timer, as the graph walk names it. */
const DELAY_EVENT = { type: 'xstate.after.searchDelay.visaSearch.searching.waiting' } as const;

/** The search actor's answer, as the fake catalogue gives it and the graph walk feeds it. */
type Answer =
  | { type: 'xstate.done.actor.search'; output: readonly SearchResult[] }
  | { type: 'xstate.error.actor.search'; error: unknown };
type WalkEvent = VisaSearchEvent | typeof DELAY_EVENT | Answer;

interface PendingSearch {
  filters: VisaSearchFilters;
  resolve: (results: readonly SearchResult[]) => void;
  reject: (error: unknown) => void;
}

/** Lets a settled promise reach the machine; setImmediate is not faked below. */
function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

const NO_FILTERS: VisaSearchFilters = { country: '', purpose: '', visaType: '', query: '' };
const VOA: readonly SearchResult[] = [{ id: 'b1-voa' }, { id: 'c1-single' }];

function startSearch() {
  const pending: PendingSearch[] = [];
  /** The filters of every search the machine asked for, in order. */
  const asked: VisaSearchFilters[] = [];
  const machine = visaSearchMachine.provide({
    actors: {
      search: fromPromise<readonly SearchResult[], VisaSearchFilters>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            asked.push(input);
            pending.push({ filters: input, resolve, reject });
          }),
      ),
    },
  });
  const actor = createActor(machine).start();

  function oldest(event: WalkEvent): PendingSearch {
    const waiting = pending.shift();
    if (!waiting) {
      throw new Error(`nothing waits for ${event.type}`);
    }
    return waiting;
  }

  /** Sends the visitor's events, lets the delay pass, or lets the catalogue answer. */
  async function play(events: readonly WalkEvent[]): Promise<void> {
    for (const event of events) {
      if (event.type === DELAY_EVENT.type) {
        vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS);
      } else if (event.type === 'xstate.done.actor.search') {
        oldest(event).resolve(event.output);
        await flush();
      } else if (event.type === 'xstate.error.actor.search') {
        oldest(event).reject(event.error);
        await flush();
      } else {
        actor.send(event);
      }
    }
  }

  return {
    actor,
    play,
    /** The searches asked for since the last look. */
    takeSearches: () => asked.splice(0),
    answer: (output: readonly SearchResult[]) => play([{ type: 'xstate.done.actor.search', output }]),
    fail: () => play([{ type: 'xstate.error.actor.search', error: new Error('broken') }]),
  };
}

type SearchHarness = ReturnType<typeof startSearch>;

function valueOf(search: SearchHarness): unknown {
  return search.actor.getSnapshot().value;
}

function contextOf(search: SearchHarness) {
  return search.actor.getSnapshot().context;
}

function choose(search: SearchHarness, filters: Partial<VisaSearchFilters>): void {
  const { country, purpose, visaType, query } = filters;
  if (country !== undefined) search.actor.send({ type: 'filters.setCountry', country });
  if (purpose !== undefined) search.actor.send({ type: 'filters.setPurpose', purpose });
  if (visaType !== undefined) search.actor.send({ type: 'filters.setVisaType', visaType });
  if (query !== undefined) search.actor.send({ type: 'filters.setQuery', query });
}

/** Find, the delay, and the catalogue's answer. */
async function findWith(search: SearchHarness, results: readonly SearchResult[]): Promise<void> {
  search.actor.send({ type: 'search.submit' });
  vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS);
  await search.answer(results);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('visaTypesFor (product §3 "Search filters")', () => {
  it.each(VISA_PURPOSES)('lists the visa types of %s', (purpose) => {
    expect(visaTypesFor(purpose)).toEqual(VISA_TYPES_BY_PURPOSE[purpose]);
  });

  it.each(['', 'Tourist', 'holiday', 'toString'])('lists none for %j', (purpose) => {
    expect(visaTypesFor(purpose)).toEqual([]);
  });
});

describe('visa search (product §4 "Visa search", §9: 1000 ms)', () => {
  it('starts with no search, no filters and no results: the popular list shows', () => {
    const search = startSearch();
    expect(valueOf(search)).toBe('idle');
    expect(contextOf(search)).toEqual({ filters: NO_FILTERS, results: null, searched: false });
    vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS * 5);
    expect(search.takeSearches()).toEqual([]);
  });

  it('reads Searching... for the whole delay, then searches with the filters', async () => {
    const search = startSearch();
    const filters = {
      country: 'japan',
      purpose: 'tourist',
      visaType: 'tourist-multiple',
      query: 'b1',
    };
    choose(search, filters);
    search.actor.send({ type: 'search.submit' });
    expect(search.actor.getSnapshot().matches('searching')).toBe(true);
    expect(contextOf(search)).toEqual({ filters, results: null, searched: true });
    vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS - 1);
    expect(search.takeSearches()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(search.takeSearches()).toEqual([filters]);
    expect(search.actor.getSnapshot().matches('searching')).toBe(true);
    await search.answer(VOA);
    expect(valueOf(search)).toBe('results');
    expect(contextOf(search)).toEqual({ filters, results: VOA, searched: true });
  });

  it('shows an empty result, for "No Indonesia visa services found"', async () => {
    const search = startSearch();
    await findWith(search, []);
    expect(valueOf(search)).toBe('results');
    expect(contextOf(search).results).toEqual([]);
  });

  it('shows no results when the search fails, instead of searching forever', async () => {
    const search = startSearch();
    search.actor.send({ type: 'search.submit' });
    vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS);
    await search.fail();
    expect(valueOf(search)).toBe('results');
    expect(contextOf(search)).toMatchObject({ results: [], searched: true });
  });

  it('ignores Find while searching: one search, on the first timer', async () => {
    const search = startSearch();
    search.actor.send({ type: 'search.submit' });
    vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS / 2);
    search.actor.send({ type: 'search.submit' });
    vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS / 2);
    expect(search.takeSearches()).toEqual([NO_FILTERS]);
    search.actor.send({ type: 'search.submit' });
    vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS);
    expect(search.takeSearches()).toEqual([]);
    await search.answer(VOA);
    expect(valueOf(search)).toBe('results');
  });

  it('keeps the filters still while searching, so the results match the filters shown', () => {
    const search = startSearch();
    choose(search, { country: 'uk', purpose: 'work', visaType: 'work', query: 'kerja' });
    search.actor.send({ type: 'search.submit' });
    const before = contextOf(search).filters;
    choose(search, { country: 'usa', purpose: 'family', visaType: 'family', query: 'x' });
    vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS);
    choose(search, { country: 'usa', purpose: 'family', visaType: 'family', query: 'x' });
    expect(contextOf(search).filters).toEqual(before);
    expect(search.takeSearches()).toEqual([before]);
  });

  it('searches again with changed filters, showing the old results meanwhile', async () => {
    const search = startSearch();
    await findWith(search, VOA);
    search.takeSearches();
    choose(search, { purpose: 'medical', query: 'treatment' });
    expect(contextOf(search).results).toEqual(VOA);
    search.actor.send({ type: 'search.submit' });
    expect(search.actor.getSnapshot().matches('searching')).toBe(true);
    expect(contextOf(search).results).toEqual(VOA);
    vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS);
    expect(search.takeSearches()).toEqual([{ ...NO_FILTERS, purpose: 'medical', query: 'treatment' }]);
    await search.answer([{ id: 'medical' }]);
    expect(contextOf(search).results).toEqual([{ id: 'medical' }]);
  });
});

describe('visa search filters (product §3 "Search filters", §4 "Visa search")', () => {
  it('keeps the visa type disabled until a purpose is chosen', () => {
    const search = startSearch();
    for (const visaType of ['tourist', 'work-skilled', '']) {
      search.actor.send({ type: 'filters.setVisaType', visaType });
      expect(contextOf(search).filters.visaType).toBe('');
    }
  });

  it("takes only the chosen purpose's visa types, and '' to take the choice back", () => {
    const search = startSearch();
    choose(search, { purpose: 'business' });
    for (const visaType of VISA_TYPES_BY_PURPOSE.business) {
      search.actor.send({ type: 'filters.setVisaType', visaType });
      expect(contextOf(search).filters.visaType).toBe(visaType);
    }
    for (const visaType of ['tourist', 'Business', 'business-single']) {
      search.actor.send({ type: 'filters.setVisaType', visaType });
      expect(contextOf(search).filters.visaType).toBe('business-multiple');
    }
    search.actor.send({ type: 'filters.setVisaType', visaType: '' });
    expect(contextOf(search).filters.visaType).toBe('');
  });

  it.each(['transit', 'tourist', ''])('clears the chosen visa type when the purpose becomes %j', (purpose) => {
    const search = startSearch();
    choose(search, { purpose: 'tourist', visaType: 'tourist-visit' });
    search.actor.send({ type: 'filters.setPurpose', purpose });
    expect(contextOf(search).filters).toEqual({ ...NO_FILTERS, purpose });
  });

  it('ignores a purpose that is not an option, keeping the visa type', () => {
    const search = startSearch();
    choose(search, { purpose: 'student', visaType: 'student-exchange' });
    for (const purpose of ['Student', 'holiday', ' student']) {
      search.actor.send({ type: 'filters.setPurpose', purpose });
    }
    expect(contextOf(search).filters).toMatchObject({
      purpose: 'student',
      visaType: 'student-exchange',
    });
  });

  it("takes the 23 countries and '', and ignores anything else", () => {
    const search = startSearch();
    choose(search, { country: 'saudi_arabia' });
    for (const country of ['Japan', 'atlantis', 'saudi arabia']) {
      search.actor.send({ type: 'filters.setCountry', country });
    }
    expect(contextOf(search).filters.country).toBe('saudi_arabia');
    choose(search, { country: '' });
    expect(contextOf(search).filters.country).toBe('');
  });

  it('takes any query text as typed', () => {
    const search = startSearch();
    choose(search, { query: '  Visa on Arrival ' });
    expect(contextOf(search).filters.query).toBe('  Visa on Arrival ');
    choose(search, { query: '' });
    expect(contextOf(search).filters.query).toBe('');
  });

  it('lets the filters change after a search without searching again', async () => {
    const search = startSearch();
    await findWith(search, VOA);
    search.takeSearches();
    choose(search, { country: 'india', purpose: 'transit', visaType: 'transit-short', query: 'q' });
    expect(valueOf(search)).toBe('results');
    expect(contextOf(search)).toEqual({
      filters: { country: 'india', purpose: 'transit', visaType: 'transit-short', query: 'q' },
      results: VOA,
      searched: true,
    });
    vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS * 2);
    expect(search.takeSearches()).toEqual([]);
  });
});

describe('visa search reset (product §4 "Visa search")', () => {
  it('clears all filters and results and returns to the popular list', async () => {
    const search = startSearch();
    choose(search, { country: 'qatar', purpose: 'family', visaType: 'family-multiple' });
    await findWith(search, VOA);
    search.actor.send({ type: 'search.reset' });
    expect(valueOf(search)).toBe('idle');
    expect(contextOf(search)).toEqual({ filters: NO_FILTERS, results: null, searched: false });
  });

  it('does nothing before a search has run: there is no Reset button', () => {
    const search = startSearch();
    choose(search, { country: 'qatar', query: 'x' });
    search.actor.send({ type: 'search.reset' });
    expect(valueOf(search)).toBe('idle');
    expect(contextOf(search).filters).toEqual({ ...NO_FILTERS, country: 'qatar', query: 'x' });
  });

  it('stops a search that waits: nothing is searched when the delay ends', () => {
    const search = startSearch();
    choose(search, { query: 'x' });
    search.actor.send({ type: 'search.submit' });
    vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS - 1);
    search.actor.send({ type: 'search.reset' });
    expect(contextOf(search)).toEqual({ filters: NO_FILTERS, results: null, searched: false });
    vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS);
    expect(valueOf(search)).toBe('idle');
    expect(search.takeSearches()).toEqual([]);
  });

  it('drops the answer of a search it stopped', async () => {
    const search = startSearch();
    await findWith(search, VOA);
    search.actor.send({ type: 'search.submit' });
    vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS);
    search.actor.send({ type: 'search.reset' });
    await search.answer([{ id: 'late' }]);
    expect(valueOf(search)).toBe('idle');
    expect(contextOf(search).results).toBeNull();
  });
});

describe('visa search without an app', () => {
  it('runs on its placeholder: the search fails and shows no results', async () => {
    const actor = createActor(visaSearchMachine).start();
    actor.send({ type: 'search.submit' });
    vi.advanceTimersByTime(VISA_SEARCH_DELAY_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe('results');
    expect(actor.getSnapshot().context.results).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
  });
});

// ---- Every reachable state, and every event from it, against the product's rules ----

const VISITOR_EVENTS: VisaSearchEvent[] = [
  ...['japan', 'atlantis', ''].map((country) => ({ type: 'filters.setCountry' as const, country })),
  ...['tourist', 'work', '', 'party'].map((purpose) => ({
    type: 'filters.setPurpose' as const,
    purpose,
  })),
  ...['tourist-multiple', 'work-skilled', 'business', ''].map((visaType) => ({
    type: 'filters.setVisaType' as const,
    visaType,
  })),
  ...['voa', ''].map((query) => ({ type: 'filters.setQuery' as const, query })),
  { type: 'search.submit' },
  { type: 'search.reset' },
];

const ANSWERS: Answer[] = [
  { type: 'xstate.done.actor.search', output: [] },
  { type: 'xstate.done.actor.search', output: VOA },
  { type: 'xstate.error.actor.search', error: new Error('broken') },
];

const STATES = ['idle', 'searching.waiting', 'searching.running', 'results'] as const;
type SearchState = (typeof STATES)[number];

type SearchView = { value: SearchState } & SearchSnapshot['context'];

function stateOf(snapshot: SearchSnapshot): SearchState {
  if (snapshot.matches({ searching: 'waiting' })) return 'searching.waiting';
  if (snapshot.matches({ searching: 'running' })) return 'searching.running';
  if (snapshot.matches('idle')) return 'idle';
  if (snapshot.matches('results')) return 'results';
  throw new Error(`unknown state ${JSON.stringify(snapshot.value)}`);
}

function view(snapshot: SearchSnapshot): SearchView {
  return { value: stateOf(snapshot), ...snapshot.context };
}

function eventsFrom(value: SearchState): WalkEvent[] {
  if (value === 'searching.waiting') return [...VISITOR_EVENTS, DELAY_EVENT];
  if (value === 'searching.running') return [...VISITOR_EVENTS, ...ANSWERS];
  return VISITOR_EVENTS;
}

const COUNTRY_CHOICES = new Set<string>(['', ...VISA_COUNTRIES]);
/** The purposes the samples use, with the visa types product §3 gives them. */
const PURPOSE_TYPES: Record<string, string[]> = {
  '': [],
  tourist: ['tourist', 'tourist-visit', 'tourist-multiple'],
  work: ['work', 'work-skilled'],
};

/** The rules written out plainly, as an oracle for the machine. */
function expectedAfter(before: SearchView, event: WalkEvent): { after: SearchView; searches: VisaSearchFilters[] } {
  const after: SearchView = { ...before, filters: { ...before.filters } };
  const searches: VisaSearchFilters[] = [];
  const searching = before.value.startsWith('searching');

  switch (event.type) {
    case 'filters.setCountry':
      if (!searching && COUNTRY_CHOICES.has(event.country)) {
        after.filters.country = event.country;
      }
      break;
    case 'filters.setPurpose':
      if (!searching && Object.hasOwn(PURPOSE_TYPES, event.purpose)) {
        after.filters.purpose = event.purpose;
        after.filters.visaType = '';
      }
      break;
    case 'filters.setVisaType': {
      const offered = PURPOSE_TYPES[before.filters.purpose] ?? [];
      const allowed = event.visaType === '' || offered.includes(event.visaType);
      if (!searching && before.filters.purpose !== '' && allowed) {
        after.filters.visaType = event.visaType;
      }
      break;
    }
    case 'filters.setQuery':
      if (!searching) after.filters.query = event.query;
      break;
    case 'search.submit':
      if (!searching) Object.assign(after, { value: 'searching.waiting', searched: true });
      break;
    case 'search.reset':
      if (before.value !== 'idle') {
        Object.assign(after, { value: 'idle', filters: NO_FILTERS, results: null });
        after.searched = false;
      }
      break;
    case DELAY_EVENT.type:
      if (before.value === 'searching.waiting') {
        after.value = 'searching.running';
        searches.push(before.filters);
      }
      break;
    case 'xstate.done.actor.search':
      Object.assign(after, { value: 'results', results: event.output });
      break;
    case 'xstate.error.actor.search':
      Object.assign(after, { value: 'results', results: [] });
      break;
  }
  return { after, searches };
}

describe('visa search paths (@xstate/graph)', () => {
  const paths = getShortestPaths(visaSearchMachine, {
    // The graph also feeds the delay and the search's answers, which VisaSearchEvent does not list.
    events: [...VISITOR_EVENTS, DELAY_EVENT, ...ANSWERS] as readonly VisaSearchEvent[],
  });

  it('reaches every state, each with the contexts its paths give it', () => {
    const reached = new Set(paths.map((path) => view(path.state).value));
    expect([...reached].sort()).toEqual([...STATES].sort());
    const views = new Set(paths.map((path) => JSON.stringify(view(path.state))));
    expect(views.size).toBe(paths.length);
  });

  it('never holds a visa type that its purpose does not offer', () => {
    for (const path of paths) {
      const { purpose, visaType } = view(path.state).filters;
      if (visaType !== '') {
        expect(visaTypesFor(purpose)).toContain(visaType);
      }
    }
  });

  it('has every event type change something from some reachable state', () => {
    const used = new Set<string>();
    for (const path of paths) {
      const before = view(path.state);
      for (const event of eventsFrom(before.value)) {
        const { after, searches } = expectedAfter(before, event);
        if (searches.length || JSON.stringify(after) !== JSON.stringify(before)) {
          used.add(event.type);
        }
      }
    }
    const all = new Set([...VISITOR_EVENTS, DELAY_EVENT, ...ANSWERS].map((event) => event.type));
    expect([...used].sort()).toEqual([...all].sort());
  });

  it.each(paths.map((path) => [path.steps.map((s) => JSON.stringify(s.event)).join(' → '), path]))(
    'from %s, every event does what product.md says',
    async (_, path) => {
      // the first step is the graph's own xstate.init
      const steps: WalkEvent[] = path.steps.slice(1).map((step) => step.event);
      for (const event of eventsFrom(view(path.state).value)) {
        const search = startSearch();
        await search.play(steps);
        const before = view(search.actor.getSnapshot());
        expect(before).toEqual(view(path.state));
        search.takeSearches();

        await search.play([event]);

        const expected = expectedAfter(before, event);
        expect(view(search.actor.getSnapshot())).toEqual(expected.after);
        expect(search.takeSearches()).toEqual(expected.searches);
        search.actor.stop();
      }
    },
  );
});
