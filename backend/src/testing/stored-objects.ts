import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config/config.js';
import { testS3Client } from './s3-server.js';

// What a store holds, read straight from the folder or through an S3 client of the test's own,
// never through the store under test. No test framework here: the benchmark uses it too.

export type StoreSettings = Pick<AppConfig, 'storage' | 'uploadDir'>;

export interface StoreContents {
  /** Committed documents' stored names, sorted. */
  files: string[];
  /** Pending objects' stored names, by the instance that owns them. */
  pending: Record<string, string[]>;
}

export async function storeContents(config: StoreSettings): Promise<StoreContents> {
  if (config.storage.kind === 'local') {
    const pending: Record<string, string[]> = {};
    for (const owner of await namesIn(path.join(config.uploadDir, 'tmp'))) {
      const parts = (await namesIn(path.join(config.uploadDir, 'tmp', owner))).filter((name) => name.endsWith('.part'));
      if (parts.length) pending[owner] = parts.map((name) => name.slice(0, -'.part'.length));
    }
    return { files: await namesIn(path.join(config.uploadDir, 'files')), pending };
  }
  const files: string[] = [];
  const pending: Record<string, string[]> = {};
  for (const key of await bucketKeys(config)) {
    const [area, ...rest] = key.split('/');
    if (area === 'files') files.push(rest.join('/'));
    if (area === 'pending') (pending[rest[0]!] ??= []).push(rest.slice(1).join('/'));
  }
  for (const names of Object.values(pending)) names.sort();
  return { files: files.sort(), pending };
}

/** A committed document's bytes, or undefined when there is none. */
export async function readStoredFile(config: StoreSettings, storedName: string): Promise<Buffer | undefined> {
  if (config.storage.kind === 'local') {
    return readFile(path.join(config.uploadDir, 'files', storedName)).catch(() => undefined);
  }
  try {
    const object = await clientFor(config.storage.s3.endpoint!).send(
      new GetObjectCommand({ Bucket: config.storage.s3.bucket, Key: `files/${storedName}` }),
    );
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch {
    return undefined;
  }
}

async function bucketKeys(config: StoreSettings): Promise<string[]> {
  if (config.storage.kind !== 's3') return [];
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await clientFor(config.storage.s3.endpoint!).send(
      new ListObjectsV2Command({ Bucket: config.storage.s3.bucket, ...(token ? { ContinuationToken: token } : {}) }),
    );
    keys.push(...(page.Contents ?? []).map((entry) => entry.Key!));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

const clients = new Map<string, S3Client>();
/** One client per S3 server: audits read every object, and a client is costly to make. */
function clientFor(endpoint: string): S3Client {
  let client = clients.get(endpoint);
  if (!client) clients.set(endpoint, (client = testS3Client(endpoint)));
  return client;
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
