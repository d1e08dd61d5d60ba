import type { operations } from '@cipta/domain/contract';
import type { ApplicationOperation, DocumentRefusal } from '@cipta/machines/application';
import { postMultipart } from './upload';

/** Where each application operation of openapi.yaml is served. */
const APPLICATION_PATHS = {
  submitVisaApplication: '/api/visa-applications',
  submitPermitApplication: '/api/submit-application',
} as const satisfies Record<ApplicationOperation, string>;

/** The contract's answer to a stored application of that operation (its 201 body). */
export type ApplicationResult<Operation extends ApplicationOperation> =
  operations[Operation]['responses'][201]['content']['application/json'];

/**
 * The one way an application's documents reach the API: a multipart POST with upload progress
 * (product §7), answered with the contract's result type when the application is stored (201),
 * and with null for any refusal (product §8). A call that gets no answer rejects (`UploadFailed`).
 * Like openapi-fetch, it trusts the API to answer what openapi.yaml says; the contract tests
 * hold the API to that.
 */
export async function uploadApplication<Operation extends ApplicationOperation>(
  operation: Operation,
  parts: FormData,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ApplicationResult<Operation> | { refusal: DocumentRefusal | null }> {
  const answer = await postMultipart(APPLICATION_PATHS[operation], parts, onProgress, signal);
  if (answer.status !== 201) return { refusal: documentRefusal(answer.body) };
  return answer.body as ApplicationResult<Operation>;
}

const REFUSAL_CODES: readonly string[] = ['UNSUPPORTED_FILE_TYPE', 'FILE_TOO_LARGE', 'TOO_MANY_FILES'];

/**
 * Issue 21: the document a refusal names, from the error's code and its details' message
 * (`The file "passport.pdf" is …`, openapi.yaml's Error); null when the refusal is not a document's.
 */
export function documentRefusal(body: unknown): DocumentRefusal | null {
  const error = body as { code?: unknown; details?: { message?: unknown }[] } | null;
  if (typeof error?.code !== 'string' || !REFUSAL_CODES.includes(error.code)) return null;
  const message = error.details?.[0]?.message;
  const fileName = typeof message === 'string' ? (/"([^"]+)"/.exec(message)?.[1] ?? null) : null;
  return { code: error.code as DocumentRefusal['code'], fileName };
}

/** The contract's answer to documents sent on tracking after staff asked for them (issue 13). */
export type RequestedDocumentsResult =
  operations['uploadRequestedDocuments']['responses'][201]['content']['application/json'];

/** Why documents sent on tracking were not taken; the screen writes the message. */
export type RequestedDocumentsRefusal =
  { reason: 'document'; refusal: DocumentRefusal } | { reason: 'notFound' | 'notRequested' | 'rateLimited' | 'failed' };

/**
 * issue 13: the documents the agency asked for, through the same multipart upload with progress
 * as an application's. `parts` holds `email`, `uploadId` and the `documents`. A call that gets no
 * answer rejects (`UploadFailed`).
 */
export async function uploadRequestedDocuments(
  applicationId: string,
  parts: FormData,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<RequestedDocumentsResult | RequestedDocumentsRefusal> {
  const answer = await postMultipart(
    `/api/applications/${encodeURIComponent(applicationId)}/documents`,
    parts,
    onProgress,
    signal,
  );
  if (answer.status === 201) return answer.body as RequestedDocumentsResult;
  const refusal = documentRefusal(answer.body);
  if (refusal) return { reason: 'document', refusal };
  if (answer.status === 404) return { reason: 'notFound' };
  if (answer.status === 409) return { reason: 'notRequested' };
  if (answer.status === 429) return { reason: 'rateLimited' };
  return { reason: 'failed' };
}
