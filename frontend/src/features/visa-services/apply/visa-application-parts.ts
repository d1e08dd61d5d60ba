import type { Requirement } from '@cipta/domain/catalogue';
import type { SPONSOR_TYPES, WORK_TYPES } from '@cipta/domain/constants';
import type { ApplicationUpload } from '@cipta/machines/application';
import { requirementsOfFiles } from '../../../components/application/requirement-checklist-rules';

export type SponsorType = (typeof SPONSOR_TYPES)[number];
export type WorkType = (typeof WORK_TYPES)[number];

/** What the apply form sends (product §3 "Visa application"); the machine adds the submissionId. */
export interface VisaApplicationFields {
  fullName: string;
  email: string;
  phone: string;
  sponsorType: SponsorType;
  /** Only for services that ask for it (product §5). */
  workType: WorkType | null;
  service: { title: string; price: string };
  /** The service's required documents, which the checklist matches the files to. */
  requiredDocuments: readonly Requirement[];
  documents: readonly File[];
}

/**
 * product §7: the multipart parts of POST /api/visa-applications, one `documents` part per file;
 * `service` is JSON text; `documentRequirements` the requirement each file covers in the
 * checklist, so the receipt names it (issue 29).
 */
export function visaApplicationUpload(fields: VisaApplicationFields): ApplicationUpload {
  const form = new FormData();
  form.append('fullName', fields.fullName);
  form.append('email', fields.email);
  form.append('phone', fields.phone);
  form.append('sponsorType', fields.sponsorType);
  if (fields.workType) form.append('workType', fields.workType);
  form.append('service', JSON.stringify(fields.service));
  if (fields.documents.length)
    form.append('documentRequirements', requirementsOfFiles(fields.requiredDocuments, fields.documents).join(','));
  for (const file of fields.documents) form.append('documents', file, file.name);
  return { operation: 'submitVisaApplication', parts: form };
}
