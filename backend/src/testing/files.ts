import { expect } from 'vitest';
import { type StoreSettings, storeContents } from './stored-objects.js';
import type { ApiAnswer, TestApi } from './test-app.js';

// The sample documents and the store readers live apart, free of vitest, so the benchmark's
// fuzzer can use them too.
export * from './documents.js';
export { namesIn, readStoredFile, storeContents } from './stored-objects.js';

export function formWith(
  fields: Record<string, string>,
  files: Array<[field: string, name: string, content: Buffer]> = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [field, name, content] of files) form.append(field, new Blob([content]), name);
  return form;
}

/** A submissionId as the browser makes it (product §7): a visa's, or with 'PA' a permit application's. */
export function submissionId(prefix: 'VS' | 'PA' = 'VS'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let suffix = '';
  for (let i = 0; i < 4; i += 1) suffix += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `${prefix}${String(Date.now()).slice(-8)}${suffix}`;
}

/** The form of a multipart request, with undefined values left out (to send a form without a field). */
export function formOf(
  fields: Record<string, string | undefined>,
  files: Array<[field: string, name: string, content: Buffer]> = [],
): FormData {
  const present = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return formWith(Object.fromEntries(present), files);
}

/** What an app's store holds: committed documents, and the app's own pending ones. */
export async function uploadFolder(
  config: StoreSettings,
  instance: string,
): Promise<{ files: string[]; pending: string[] }> {
  const { files, pending } = await storeContents(config);
  return { files, pending: pending[instance] ?? [] };
}

export interface Refusal {
  status: number;
  code: string;
  /** A field the answer's details must name. */
  field?: string;
}

/**
 * Sends a request the API must refuse, then checks that it kept nothing: no application or
 * file row, no new committed document, and nothing left pending of the app's own.
 */
export async function expectRefusedLeavingNothing(
  api: TestApi,
  send: () => Promise<ApiAnswer>,
  refusal: Refusal,
): Promise<ApiAnswer> {
  const uploads = () => uploadFolder(api.config, api.app.store.instance);
  const rows = async () => {
    const count = (table: 'applications' | 'application_files') =>
      api.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
    return [Number((await count('applications')).count), Number((await count('application_files')).count)];
  };
  const [rowsBefore, uploadsBefore] = [await rows(), await uploads()];

  const answer = await send();

  expect(answer.status).toBe(refusal.status);
  expect(answer.body.code).toBe(refusal.code);
  if (refusal.field) expect(fieldsNamed(answer)).toContain(refusal.field);
  expect(await rows()).toEqual(rowsBefore);
  expect(await uploads()).toEqual({ files: uploadsBefore.files, pending: [] });
  return answer;
}

/** The fields an error answer's details name. */
export const fieldsNamed = (answer: ApiAnswer): string[] =>
  (answer.body.details ?? []).map((detail: { field: string }) => detail.field);
