import { type SearchResult, visaSearchMachine } from '@cipta/machines/visa-search';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { inspectOptions } from '../../lib/inspector';
import { type VisaService, visaServices } from '../../content/visa-catalogue';
import { searchCatalogue } from './search';

const byId: ReadonlyMap<string, VisaService> = new Map(visaServices.map((service) => [service.id, service]));

// The catalogue is built in (product §7); the machine adds the Searching... delay (product §9).
const machine = visaSearchMachine.provide({
  actors: { search: fromPromise(async ({ input }) => searchCatalogue(visaServices, input)) },
});

/** The results the machine holds, as the catalogue's services. */
function servicesOf(results: readonly SearchResult[]): VisaService[] {
  return results.flatMap((result) => byId.get(result.id) ?? []);
}

/** The visaSearch machine with the catalogue's search (product §4/§5 "Visa search"). */
export function useVisaSearch() {
  const [state, send] = useMachine(machine, inspectOptions);
  const results = state.context.results === null ? null : servicesOf(state.context.results);
  return { state, send, results } as const;
}

export type VisaSearch = ReturnType<typeof useVisaSearch>;
