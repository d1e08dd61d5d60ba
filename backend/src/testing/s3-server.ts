import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// A real S3 peer for the tests and the benchmark: s3rver, an S3-compatible server in Node that
// keeps objects in a folder and checks request signatures (with its fixed key pair).

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  close(): Promise<void>;
}

/** What our replacement of s3rver's putObject uses of its filesystem store. */
interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  copyObject(...args: unknown[]): Promise<unknown>;
  deleteObject(...args: unknown[]): Promise<unknown>;
}
interface StoredObject {
  bucket: string;
  key: string;
  metadata: unknown;
  content: Buffer | Readable;
}

/**
 * issue 32: s3rver's deleteObject removes the object's folder once it is empty, and its
 * putObject makes the folder, then opens its file with no 'error' listener. A put into
 * `pending/` landing between a delete's emptiness check and its rmdir opened a file in a folder
 * that was gone, and the WriteStream's unhandled ENOENT killed the whole test process. Here
 * making a folder and opening the file in it, and a delete with its clean-up, take turns: once
 * the file is open the folder is not empty, so no delete removes it. The body is then written
 * outside the turn (a slow upload holds up nobody), and a failed write fails that request only.
 */
function guardFolders(store: FilesystemStore): void {
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = turn.then(work);
    turn = run.catch(() => undefined);
    return run;
  };
  const deleteObject = store.deleteObject.bind(store);
  const copyObject = store.copyObject.bind(store);
  store.deleteObject = (...args) => inTurn(() => deleteObject(...args));
  store.copyObject = (...args) => inTurn(() => copyObject(...args));
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    const file = await inTurn(async () => {
      await mkdir(path.dirname(objectPath), { recursive: true });
      return open(objectPath, 'w');
    });
    const md5 = createHash('md5');
    let size = 0;
    const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    await pipeline(
      content,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          md5.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      }),
      file.createWriteStream(),
    );
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
}

/** Starts s3rver on a free loopback port, keeping its objects in a temporary folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'cipta-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  guardFolders((server as unknown as { store: FilesystemStore }).store);
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The S3 server the test run started (testing/global-setup.ts). */
export function testS3Endpoint(): string {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) throw new Error('TEST_S3_ENDPOINT is unset: the tests start s3rver in testing/global-setup.ts.');
  return endpoint;
}

export function testS3Client(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Creates a bucket of its own for a test and returns the API settings that use it. */
export async function newBucketSettings(endpoint = testS3Endpoint()): Promise<Record<string, string>> {
  const bucket = `cipta-${randomBytes(6).toString('hex')}`;
  const client = testS3Client(endpoint);
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'on',
  };
}
