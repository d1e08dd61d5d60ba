import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { ApiAnswer, TestApi } from './test-app.js';

// The sample documents live apart, free of vitest, so the benchmark's fuzzer can use them too.
export * from './documents.js';

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

/** The names in a folder, sorted; none when it does not exist. */
export async function namesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** What an app's upload folder holds: committed files, and the app's own temporary files. */
export async function uploadFolder(uploadDir: string, instance: string): Promise<{ files: string[]; tmp: string[] }> {
  return { files: await namesIn(join(uploadDir, 'files')), tmp: await namesIn(join(uploadDir, 'tmp', instance)) };
}

export interface Refusal {
  status: number;
  code: string;
  /** A field the answer's details must name. */
  field?: string;
}

/**
 * Sends a request the API must refuse, then checks that it kept nothing: no application or
 * file row, no new file in files/, and nothing left in the app's temporary folder.
 */
export async function expectRefusedLeavingNothing(
  api: TestApi,
  send: () => Promise<ApiAnswer>,
  refusal: Refusal,
): Promise<ApiAnswer> {
  const uploads = () => uploadFolder(api.config.uploadDir, api.app.store.instance);
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
  expect(await uploads()).toEqual({ files: uploadsBefore.files, tmp: [] });
  return answer;
}

/** The fields an error answer's details name. */
export const fieldsNamed = (answer: ApiAnswer): string[] =>
  (answer.body.details ?? []).map((detail: { field: string }) => detail.field);
