import type { ApplicationOperation, ApplicationReceipt, ApplicationSubmitCallback } from '@cipta/machines/application';
import { type ApplicationResult, uploadApplication } from '../../api/application-upload';

/**
 * The machine's fixed submissionId first, then the form's parts: a retry sends the same ID, so
 * the server stores the application once (DESIGN 5; docs/decisions.md 5, 12).
 */
export function withSubmissionId(submissionId: string, fields: FormData): FormData {
  const form = new FormData();
  form.append('submissionId', submissionId);
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/**
 * What the success modal shows of the contract's answer (product §4): the ID it is stored under,
 * and for a visa the status label and the time it was received.
 */
export function receiptOf(result: ApplicationResult<ApplicationOperation>): ApplicationReceipt {
  if ('data' in result) {
    const { submissionId, status, receivedAt } = result.data;
    return { applicationId: submissionId, status, receivedAt };
  }
  return { applicationId: result.applicationId };
}

/**
 * The application machine's `submit`, for the visa and the permit apply modals alike: POSTs the
 * upload's parts to its operation with upload progress. product §8: an answer without the success
 * flag is 'submit.unsuccessful'; a call that throws is 'submit.threw'. Stopping the actor (the
 * modal closed) aborts the upload; nothing is reported after that.
 */
export const submitApplication: ApplicationSubmitCallback = ({ input, sendBack }) => {
  const controller = new AbortController();
  const { operation, parts } = input.payload;
  const onProgress = (fraction: number) => sendBack({ type: 'upload.progressed', fraction });
  uploadApplication(operation, withSubmissionId(input.submissionId, parts), onProgress, controller.signal).then(
    (result) =>
      sendBack(
        result?.success === true
          ? { type: 'submit.succeeded', result: receiptOf(result) }
          : { type: 'submit.unsuccessful' },
      ),
    () => {
      if (!controller.signal.aborted) sendBack({ type: 'submit.threw' });
    },
  );
  return () => controller.abort();
};
