// The visa services search (product §2 "Visa services", §4 "Visa search", §9): the filters, a
// search that reads Searching... for VISA_SEARCH_DELAY_MS, its results, and Reset. The app
// keeps the catalogue and the matching rules of §5 in the injected `search` actor.
import { assign, fromPromise, setup } from 'xstate';
import {
  VISA_SEARCH_DELAY_MS,
  VISA_TYPES_BY_PURPOSE,
  isVisaCountry,
  isVisaPurpose,
  type VisaType,
} from '@cipta/domain/constants';

/** What the form holds; '' is "not chosen" (and an empty query). */
export interface VisaSearchFilters {
  country: string;
  purpose: string;
  visaType: string;
  query: string;
}

/** The least the machine needs of a result; the app's search returns its catalogue entries. */
export type SearchResult = { id: string };

export interface VisaSearchContext {
  filters: VisaSearchFilters;
  /** The last search's results; null until a search has answered since the last reset. */
  results: readonly SearchResult[] | null;
  /** A search was asked for since the last reset: Reset shows, the popular list does not. */
  searched: boolean;
}

export type VisaSearchEvent =
  | { type: 'filters.setCountry'; country: string }
  | { type: 'filters.setPurpose'; purpose: string }
  | { type: 'filters.setVisaType'; visaType: string }
  | { type: 'filters.setQuery'; query: string }
  | { type: 'search.submit' }
  | { type: 'search.reset' };

/** product §3 "Search filters": the visa types the chosen purpose offers; none without one. */
export function visaTypesFor(purpose: string): readonly VisaType[] {
  return isVisaPurpose(purpose) ? VISA_TYPES_BY_PURPOSE[purpose] : [];
}

function offersVisaType(purpose: string, visaType: string): boolean {
  return visaTypesFor(purpose).some((type) => type === visaType);
}

const NO_FILTERS: VisaSearchFilters = { country: '', purpose: '', visaType: '', query: '' };

function notProvided(actor: string): Promise<never> {
  return Promise.reject(new Error(`visaSearchMachine: the app did not provide ${actor}`));
}

// The form's events, taken only while no search runs, so the results match the filters shown.
const formEvents = {
  'filters.setCountry': { guard: 'isCountryOption', actions: 'setCountry' },
  'filters.setPurpose': { guard: 'isPurposeOption', actions: 'setPurpose' },
  'filters.setVisaType': { guard: 'isTypeOfChosenPurpose', actions: 'setVisaType' },
  'filters.setQuery': { actions: 'setQuery' },
  'search.submit': { target: 'searching', actions: 'markSearched' },
} as const;

export const visaSearchMachine = setup({
  types: {
    context: {} as VisaSearchContext,
    events: {} as VisaSearchEvent,
  },
  delays: {
    searchDelay: VISA_SEARCH_DELAY_MS,
  },
  actors: {
    search: fromPromise<readonly SearchResult[], VisaSearchFilters>(() => notProvided('search')),
  },
  actions: {
    setCountry: assign(({ context, event }) => ({
      filters: {
        ...context.filters,
        country: event.type === 'filters.setCountry' ? event.country : context.filters.country,
      },
    })),
    // product §4: choosing a purpose fills the visa type list and clears the chosen visa type
    setPurpose: assign(({ context, event }) => ({
      filters: {
        ...context.filters,
        purpose: event.type === 'filters.setPurpose' ? event.purpose : context.filters.purpose,
        visaType: '',
      },
    })),
    setVisaType: assign(({ context, event }) => ({
      filters: {
        ...context.filters,
        visaType: event.type === 'filters.setVisaType' ? event.visaType : context.filters.visaType,
      },
    })),
    setQuery: assign(({ context, event }) => ({
      filters: {
        ...context.filters,
        query: event.type === 'filters.setQuery' ? event.query : context.filters.query,
      },
    })),
    markSearched: assign({ searched: true }),
    showResults: assign((_, results: readonly SearchResult[]) => ({ results })),
    // product §4: Reset clears all filters and results and returns to the popular list
    clearAll: assign({ filters: NO_FILTERS, results: null, searched: false }),
  },
  guards: {
    // '' is the placeholder: the visitor took the choice back
    isCountryOption: ({ event }) =>
      event.type === 'filters.setCountry' && (event.country === '' || isVisaCountry(event.country)),
    isPurposeOption: ({ event }) =>
      event.type === 'filters.setPurpose' && (event.purpose === '' || isVisaPurpose(event.purpose)),
    // product §4: the visa type is disabled until a purpose is chosen (no purpose offers none),
    // and lists only that purpose's types
    isTypeOfChosenPurpose: ({ context, event }) =>
      event.type === 'filters.setVisaType' &&
      (event.visaType === '' || offersVisaType(context.filters.purpose, event.visaType)),
  },
}).createMachine({
  id: 'visaSearch',
  context: { filters: NO_FILTERS, results: null, searched: false },
  initial: 'idle',
  states: {
    // No search yet: the app shows the popular services.
    idle: {
      on: formEvents,
    },
    // The Find button is disabled and reads Searching...; the form waits.
    searching: {
      initial: 'waiting',
      on: {
        'search.reset': { target: 'idle', actions: 'clearAll' },
      },
      states: {
        waiting: {
          after: { searchDelay: 'running' },
        },
        running: {
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => context.filters,
            onDone: {
              target: '#visaSearch.results',
              actions: { type: 'showResults', params: ({ event }) => event.output },
            },
            // the catalogue is built in; a failed search shows "No Indonesia visa services found"
            onError: {
              target: '#visaSearch.results',
              actions: { type: 'showResults', params: [] },
            },
          },
        },
      },
    },
    results: {
      on: {
        ...formEvents,
        'search.reset': { target: 'idle', actions: 'clearAll' },
      },
    },
  },
});
