import type { SPONSOR_TYPES, WORK_TYPES } from '@cipta/domain/constants';
import type { ApplicationReceipt, ApplicationSubmitCallback } from '@cipta/machines/application';
import { sendApplication, withSubmissionId } from '../../../components/application/send-application';

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
  documents: readonly File[];
}

/** product §7: the multipart parts, one `documents` part per file; `service` is JSON text. */
export function visaApplicationFormData(fields: VisaApplicationFields): FormData {
  const form = new FormData();
  form.append('fullName', fields.fullName);
  form.append('email', fields.email);
  form.append('phone', fields.phone);
  form.append('sponsorType', fields.sponsorType);
  if (fields.workType) form.append('workType', fields.workType);
  form.append('service', JSON.stringify(fields.service));
  for (const file of fields.documents) form.append('documents', file, file.name);
  return form;
}

/** product §7: the answer is read for its success flag; the success modal shows its data. */
export function receiptOf(body: unknown): ApplicationReceipt | null {
  if (typeof body !== 'object' || body === null || !('success' in body) || body.success !== true) return null;
  if (!('data' in body) || typeof body.data !== 'object' || body.data === null) return null;
  const { data } = body;
  if (!('submissionId' in data) || typeof data.submissionId !== 'string') return null;
  const status = 'status' in data && typeof data.status === 'string' ? data.status : '';
  const receivedAt = 'receivedAt' in data && typeof data.receivedAt === 'string' ? data.receivedAt : '';
  return { applicationId: data.submissionId, status, receivedAt };
}

/**
 * The application machine's `submit` for a visa: POST /api/visa-applications with upload progress.
 * product §8: an answer without the success flag is 'submit.unsuccessful'; a call that throws
 * is 'submit.threw'. Stopping the actor (the modal closed) aborts the upload.
 */
export const submitVisaApplication: ApplicationSubmitCallback = ({ input, sendBack }) => {
  if (!(input.payload instanceof FormData)) {
    sendBack({ type: 'submit.threw' });
    return undefined;
  }
  return sendApplication(
    '/api/visa-applications',
    withSubmissionId(input.submissionId, input.payload),
    receiptOf,
    sendBack,
  );
};
