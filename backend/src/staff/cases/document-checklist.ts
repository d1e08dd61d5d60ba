import { catalogueService, KITAP_CARD_FILE_REQUIREMENT, type Localized } from '@cipta/domain/catalogue';
import { KITAP_CARDS } from '@cipta/domain/permit-forms';

/** A received file as the checklist needs it: which requirement it was sent as, if it said. */
export interface ChecklistFile {
  id: string;
  field: string;
  /** The catalogue requirement id the file was sent as, `other`, or null (sent before issue 29). */
  requirement: string | null;
}

export interface DocumentChecklist {
  /** The service's required documents in the catalogue's order, each with the files that satisfy it (none: missing). */
  requirements: Array<{ id: string; label: Localized; documentIds: string[] }>;
  /** Files that name no requirement of this service (`other`, or sent before files named one). */
  unmatched: string[];
}

/** A KITAP card's own file field is its requirement (a marriage certificate sent as marriageCertificate). */
const FIELD_REQUIREMENT: ReadonlyMap<string, string> = new Map(
  Object.entries(KITAP_CARDS).map(([card, { file }]) => [
    file,
    KITAP_CARD_FILE_REQUIREMENT[card as keyof typeof KITAP_CARD_FILE_REQUIREMENT],
  ]),
);

/**
 * issue 27: the service's required documents (the same list the applicant saw, from the domain
 * catalogue), each with the files that satisfy it or none (missing). Undefined when the
 * application names no service of the catalogue (an older one whose title matched none).
 */
export function documentChecklist(
  serviceKey: string | null,
  files: readonly ChecklistFile[],
): DocumentChecklist | undefined {
  const service = serviceKey ? catalogueService(serviceKey) : undefined;
  if (!service) return undefined;
  const wanted = new Set(service.requirements.map((requirement) => requirement.id));
  const sentAs = (file: ChecklistFile) => file.requirement ?? FIELD_REQUIREMENT.get(file.field) ?? null;
  return {
    requirements: service.requirements.map((requirement) => ({
      id: requirement.id,
      label: requirement.label,
      documentIds: files.filter((file) => sentAs(file) === requirement.id).map((file) => file.id),
    })),
    unmatched: files.filter((file) => !wanted.has(sentAs(file) ?? '')).map((file) => file.id),
  };
}
