import {
  type CatalogueService,
  KITAP_CARD_FILE_REQUIREMENT,
  OTHER_REQUIREMENT,
  type Requirement,
} from '@cipta/domain/catalogue';
import { KITAP_CARDS, type KitapCategory } from '@cipta/domain/permit-forms';
import type { FieldError } from '../common/api-error.js';
import { type ChecklistFile, documentChecklist } from '../staff/cases/document-checklist.js';
import type { ReceivedFile } from '../storage/multipart.js';

/** The part whose files name their requirement in `documentRequirements`: a KITAP's extra files, else `documents`. */
const listField = (service: CatalogueService) => (service.formType === 'kitap' ? 'additionalDocuments' : 'documents');

/**
 * issue 29: which requirement of the service each received file answers, so that messages name
 * documents by requirement and type, never by the visitor's file names. A KITAP card's own file
 * answers its card's requirement; the list part's files are named, in order, by
 * `documentRequirements` (absent: unsaid, null). Sets `requirement` on each file; returns the
 * problem when the list does not fit the files or names something the service does not ask for.
 */
export function assignRequirements(
  service: CatalogueService,
  files: readonly ReceivedFile[],
  documentRequirements: string | undefined,
  // issue 28: the documents sent on tracking come in `documents` whatever the service.
  field = listField(service),
): FieldError | undefined {
  const listed = files.filter((file) => file.field === field);
  const ids = documentRequirements?.split(',') ?? [];
  if (documentRequirements !== undefined && ids.length !== listed.length) {
    return {
      field: 'documentRequirements',
      message: `documentRequirements must name one requirement per file of ${field}: ${listed.length} files, ${ids.length} ids`,
    };
  }
  const known = new Set([...service.requirements.map((requirement) => requirement.id), OTHER_REQUIREMENT]);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    return {
      field: 'documentRequirements',
      message: `documentRequirements names what ${service.key} does not ask for (${unknown.join(', ')}); use ${[...known].join(', ')}`,
    };
  }
  listed.forEach((file, index) => (file.requirement = ids[index] ?? null));
  if (service.formType === 'kitap') {
    const card = service.id as KitapCategory;
    for (const file of files)
      if (file.field === KITAP_CARDS[card].file) file.requirement = KITAP_CARD_FILE_REQUIREMENT[card];
  }
  return undefined;
}

/**
 * The service's required documents no received file answers yet (the staff's checklist, issue
 * 27): what tracking shows beside its upload and the applicant's receipt still lists (issue 28).
 */
export function missingRequirements(serviceKey: string | null, files: readonly ChecklistFile[]): Requirement[] {
  const checklist = documentChecklist(serviceKey, files);
  return (
    checklist?.requirements
      .filter((requirement) => !requirement.documentIds.length)
      .map(({ id, label }) => ({ id, label })) ?? []
  );
}
