// The visa catalogue's search and popular list (product §2 "Visa services", §5 "Visa search"), as
// pure functions the screen and the visaSearch machine call. The required documents are the
// domain catalogue's (visaRequiredDocuments).

import { VISA_PURPOSES, VISA_TYPES_BY_PURPOSE, type VisaPurpose } from '@cipta/domain/constants';
import type { Localized } from '../../content/localized';
import type { VisaService } from '../../content/visa-catalogue';

/** What the search reads of a service; the catalogue's VisaService has all of it. */
export type SearchableService = Pick<VisaService, 'title' | 'description' | 'allowedActivities' | 'successRate'> &
  Readonly<{ visaType: string }>;

/** product §3 "Search filters"; an empty string means "not chosen". */
export type SearchFilters = Readonly<{ country: string; purpose: string; visaType: string; query: string }>;

/** product §5: each Visa Type option belongs to the purpose group whose list offers it. */
export const VISA_TYPE_PURPOSE: ReadonlyMap<string, VisaPurpose> = new Map(
  VISA_PURPOSES.flatMap((purpose) =>
    VISA_TYPES_BY_PURPOSE[purpose].map((type): [string, VisaPurpose] => [type, purpose]),
  ),
);

/** product §5: a query containing any of these shows the whole catalogue. */
export const MATCH_ALL_WORDS = [
  'voa',
  'visa on arrival',
  'b1',
  'b211',
  'tourist',
  'business',
  'medical',
  'transit',
] as const;

/** product §2: the types shown, before any search, as the popular services. */
const POPULAR_TYPES: readonly string[] = ['tourist', 'business', 'transit'];
/** product §2: how many services stand in for the popular ones when none has a popular type. */
const POPULAR_FALLBACK_COUNT = 6;

/**
 * product §5 "Visa search". The country filter is shown but not applied. A chosen visa type
 * filters by its purpose group; when only a purpose is chosen, that purpose filters the same
 * way (§5 names only the type filter; the screen cannot choose a type without a purpose, and a
 * chosen purpose that filtered nothing would surprise). Results: Visa on Arrival titles first,
 * then by success rate, highest first; ties keep catalogue order.
 */
export function searchCatalogue<S extends SearchableService>(services: readonly S[], filters: SearchFilters): S[] {
  const group = purposeGroup(filters);
  const query = filters.query.trim().toLowerCase();
  const found = services.filter(
    (service) => (group === undefined || service.visaType.toLowerCase() === group) && matchesQuery(service, query),
  );
  // Array.prototype.sort is stable, so equal services keep their catalogue order.
  return found.sort((a, b) => Number(isVisaOnArrival(b)) - Number(isVisaOnArrival(a)) || b.successRate - a.successRate);
}

/** The purpose group the filters select, in lower case, or undefined when none is chosen. */
function purposeGroup({ purpose, visaType }: SearchFilters): string | undefined {
  const type = visaType.trim().toLowerCase();
  // A type outside every purpose's list (none the form offers) is compared as it is.
  if (type !== '') return VISA_TYPE_PURPOSE.get(type) ?? type;
  const chosenPurpose = purpose.trim().toLowerCase();
  return chosenPurpose === '' ? undefined : chosenPurpose;
}

/** product §5: a case-insensitive substring of title, description, visaType or activities, in either language. */
function matchesQuery(service: SearchableService, query: string): boolean {
  if (query === '' || MATCH_ALL_WORDS.some((word) => query.includes(word))) return true;
  return searchableTexts(service).some((text) => text.toLowerCase().includes(query));
}

/**
 * product §14.2: whether the service's own words hold the query, leaving aside the words that
 * match every service: those it matches come first, under their own heading.
 */
export function matchesOwnWords(service: SearchableService, query: string): boolean {
  // "voa" is the catalogue's "visa on arrival" in a visitor's words
  const words = query
    .trim()
    .toLowerCase()
    .replace(/\bvoa\b/g, 'visa on arrival')
    .split(/\s+/)
    .filter(Boolean);
  const texts = searchableTexts(service).map((text) => text.toLowerCase());
  return words.every((word) => texts.some((text) => text.includes(word)));
}

/** product §14.2: the results in two groups, the services whose own words match first. */
export function splitByOwnWords<S extends SearchableService>(services: readonly S[], query: string) {
  const matching = services.filter((service) => matchesOwnWords(service, query));
  const others = services.filter((service) => !matchesOwnWords(service, query));
  return { matching, others } as const;
}

function searchableTexts({ title, description, visaType, allowedActivities }: SearchableService): string[] {
  const localized: readonly Localized[] = [title, description, ...allowedActivities];
  return [visaType, ...localized.flatMap((text) => [text.en, text.id])];
}

function isVisaOnArrival(service: SearchableService): boolean {
  return /visa on arrival/i.test(service.title.en);
}

/** product §2: services of type tourist, business or transit, in catalogue order, or the first six if none. */
export function popularServices<S extends SearchableService>(services: readonly S[]): S[] {
  const popular = services.filter((service) => POPULAR_TYPES.includes(service.visaType.toLowerCase()));
  return popular.length > 0 ? popular : services.slice(0, POPULAR_FALLBACK_COUNT);
}
