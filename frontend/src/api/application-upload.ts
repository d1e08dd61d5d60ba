import type { operations } from '@cipta/domain/contract';
import type { ApplicationOperation } from '@cipta/machines/application';
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
): Promise<ApplicationResult<Operation> | null> {
  const answer = await postMultipart(APPLICATION_PATHS[operation], parts, onProgress, signal);
  if (answer.status !== 201) return null;
  return answer.body as ApplicationResult<Operation>;
}
