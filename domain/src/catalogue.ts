// What the agency offers, as the server needs it (issue 29, decision 120): every visa service of the
// catalogue (product §3.5) and every permit and visa card product (§3.4), each under a stable key,
// with its title, price, processing time and required documents in both languages. The API resolves
// an application's service here and writes its letters from it; the web app's pages take these
// facts from here and add their own copy (frontend/src/content/).
import type { Localized, Price, Requirement, ServiceFacts } from './catalogue-parts.js';
import { PERMIT_PRODUCT_FACTS } from './catalogue-permits.js';
import { VISA_SERVICE_FACTS } from './catalogue-visa.js';
import { PERMIT_FORM_TYPES } from './constants.js';
import type { PermitFormType } from './permit-forms.js';

export {
  CATALOGUE_CURRENCY,
  formatAmount,
  formatPrice,
  type Localized,
  type Price,
  type ProcessingTime,
  type Requirement,
} from './catalogue-parts.js';
export { KITAP_CARD_FILE_REQUIREMENT } from './catalogue-permits.js';
export { VISA_DOCUMENTS, type VisaDocumentId, visaRequiredDocuments } from './catalogue-visa.js';

export type ServiceKind = 'visa' | 'permit';

/** What a file says it answers when it answers none of its service's requirements (docs/api.md `documentRequirements`). */
export const OTHER_REQUIREMENT = 'other';

export type CatalogueService = Readonly<{
  /** `visa/<service id>` for a catalogue service, `<formType>/<productId>` for a permit product. */
  key: string;
  kind: ServiceKind;
  /** A permit product's form type (its screen); absent for a visa service. */
  formType?: PermitFormType;
  /** The service's slug (visa) or the product's productId (permit). */
  id: string;
  title: Localized;
  price: Price;
  processingTime: Localized;
  /** The upper bound of the processing time, in calendar days: a case is overdue after it. */
  processingDays: number;
  /** The documents it asks for (visa: product §5.8's rule; permit: the card's list). */
  requirements: readonly Requirement[];
}>;

/** The key of a visa service of the catalogue. */
export const visaServiceKey = (serviceId: string) => `visa/${serviceId}`;
/** The key of a permit product. */
export const permitProductKey = (formType: PermitFormType, productId: string) => `${formType}/${productId}`;

function entry(
  { id, title, price, processing, requirements }: ServiceFacts,
  kind: ServiceKind,
  formType?: PermitFormType,
): CatalogueService {
  return {
    key: formType ? permitProductKey(formType, id) : visaServiceKey(id),
    kind,
    ...(formType ? { formType } : {}),
    id,
    title,
    price,
    processingTime: processing.text,
    processingDays: processing.days,
    requirements,
  };
}

/** Every service: the visa catalogue in its order, then each card screen's products in theirs. */
export const ALL_SERVICES: readonly CatalogueService[] = [
  ...VISA_SERVICE_FACTS.map((facts) => entry(facts, 'visa')),
  ...PERMIT_FORM_TYPES.flatMap((formType) =>
    PERMIT_PRODUCT_FACTS[formType].map((facts) => entry(facts, 'permit', formType)),
  ),
];

/** The visa services of the catalogue, in its order. */
export const VISA_SERVICES: readonly CatalogueService[] = ALL_SERVICES.filter((service) => service.kind === 'visa');

/** A card screen's products, in the screen's order. */
export function permitProducts(formType: PermitFormType): readonly CatalogueService[] {
  return ALL_SERVICES.filter((service) => service.formType === formType);
}

const BY_KEY: ReadonlyMap<string, CatalogueService> = new Map(ALL_SERVICES.map((service) => [service.key, service]));

/** The service with this key, or undefined. */
export function catalogueService(key: string): CatalogueService | undefined {
  return BY_KEY.get(key);
}

/**
 * A title as people type it: lower case, accents and other marks dropped, every run of spaces
 * (and no-break spaces) removed, so "Visa  transit" finds "Visa Transit".
 */
function comparable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, '');
}

const BY_TITLE: ReadonlyMap<string, CatalogueService> = new Map(
  ALL_SERVICES.flatMap((service) => [
    [comparable(service.title.en), service],
    [comparable(service.title.id), service],
  ]),
);

/** The service whose title, in either language, is this one, ignoring case and spaces; or undefined. */
export function serviceByTitle(title: string): CatalogueService | undefined {
  return BY_TITLE.get(comparable(title));
}

/**
 * The services whose title, in either language, contains this fragment (ignoring case, accents
 * and spaces), in catalogue order. A fragment with nothing to compare (empty or only spaces)
 * filters nothing: every service.
 */
export function servicesMatching(fragment: string): CatalogueService[] {
  const wanted = comparable(fragment);
  return ALL_SERVICES.filter(
    (service) => comparable(service.title.en).includes(wanted) || comparable(service.title.id).includes(wanted),
  );
}
