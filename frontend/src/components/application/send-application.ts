import { postMultipart } from '../../api/upload';

/** What the application machine's submit reports back (the visa and the permit modals share it). */
export type SubmitReport<Result> =
  | { type: 'upload.progressed'; fraction: number }
  | { type: 'submit.succeeded'; result: Result }
  | { type: 'submit.unsuccessful' }
  | { type: 'submit.threw' };

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
 * POSTs an application with upload progress and reports to its machine. product §8: an answer
 * `readResult` finds no success in is 'submit.unsuccessful'; a call that throws is
 * 'submit.threw'. The returned function aborts the upload (the modal closed); nothing is
 * reported after that.
 */
export function sendApplication<Result>(
  path: string,
  form: FormData,
  readResult: (body: unknown) => Result | null,
  sendBack: (report: SubmitReport<Result>) => void,
): () => void {
  const controller = new AbortController();
  postMultipart(path, form, (fraction) => sendBack({ type: 'upload.progressed', fraction }), controller.signal).then(
    ({ body }) => {
      const result = readResult(body);
      sendBack(result ? { type: 'submit.succeeded', result } : { type: 'submit.unsuccessful' });
    },
    () => {
      if (!controller.signal.aborted) sendBack({ type: 'submit.threw' });
    },
  );
  return () => controller.abort();
}
