import os from 'node:os';
import { PassThrough, Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { MAX_UPLOAD_BYTES } from '@cipta/domain/constants';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../config/config.js';
import { pdf, sha256 } from '../testing/documents.js';
import { newBucketSettings, testS3Client, testS3Endpoint } from '../testing/s3-server.js';
import { storeContents } from '../testing/stored-objects.js';
import { machineIdentity, S3_UPLOADS_AT_ONCE, S3FileStore } from './s3-file-store.js';

// The S3 store against a real S3 peer (s3rver): the pending/promoted protocol, the leases the
// sweep trusts, and the bound on uploads held in memory.

/** A pid no process has here: a lease of this machine with it is a dead process'. */
const DEAD_PID = 999_999;

let settings: Record<string, string>;
let s3: S3Config;
let s3Client: S3Client;
const client = () => s3Client;
const opened: S3FileStore[] = [];

beforeAll(async () => {
  settings = await newBucketSettings();
  const config = loadConfig(settings).storage;
  if (config.kind !== 's3') throw new Error('expected S3 settings');
  s3 = config.s3;
  s3Client = testS3Client(testS3Endpoint());
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});
afterAll(() => s3Client?.destroy());

async function openStore(leaseTtlMs?: number): Promise<S3FileStore> {
  const store = new S3FileStore(s3, leaseTtlMs);
  await store.open();
  opened.push(store);
  return store;
}

const contents = () => storeContents(loadConfig(settings));

async function put(key: string, body: string | Buffer): Promise<void> {
  await client().send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body }));
}

/** Pending objects another instance left, with its lease (or none). */
async function leftBehind(owner: string, names: string[], lease?: { machine: string; pid: number }): Promise<void> {
  for (const name of names) await put(`pending/${owner}/${name}`, `bytes of ${name}`);
  if (lease) await put(`instances/${owner}`, JSON.stringify({ instance: owner, startedAt: '', ...lease }));
}

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('S3FileStore', () => {
  it('fails to open with one sentence naming the bucket when it does not exist', async () => {
    const store = new S3FileStore({ ...s3, bucket: 'no-such-bucket' });
    await expect(store.open()).rejects.toThrow(
      `The document bucket s3://no-such-bucket at ${s3.endpoint} cannot be reached: NotFound (HTTP 404)`,
    );
  });

  it('keeps a lease while open, and releases it when closed', async () => {
    const store = await openStore();
    const lease = await client().send(new GetObjectCommand({ Bucket: s3.bucket, Key: `instances/${store.instance}` }));
    expect(JSON.parse(await lease.Body!.transformToString())).toMatchObject({
      instance: store.instance,
      pid: process.pid,
      machine: machineIdentity(),
    });

    await store.close();

    await expect(
      client().send(new GetObjectCommand({ Bucket: s3.bucket, Key: `instances/${store.instance}` })),
    ).rejects.toMatchObject({ name: 'NoSuchKey' });
    expect(() => store.assertMayCommit()).toThrow('The document storage cannot be reached; try again later.');
  });

  it('streams a 5 MB file to a pending object, promotes it, reads it back byte for byte, and deletes it', async () => {
    const store = await openStore();
    const [kept, dropped] = [store.newStoredName(), store.newStoredName()];
    const document = pdf('largest', MAX_UPLOAD_BYTES);

    await store.writePending(kept, Readable.from([document.subarray(0, 1_000_000), document.subarray(1_000_000)]));
    await store.writePending(dropped, Readable.from([pdf('dropped')]));
    expect((await contents()).pending[store.instance]).toEqual([kept, dropped].sort());
    store.assertMayCommit();
    await store.promote([kept]);
    await store.discard([dropped, 'never-written']);

    expect(await contents()).toEqual({ files: [kept], pending: {} });
    const stored = await store.openRead(kept);
    expect(stored!.size).toBe(MAX_UPLOAD_BYTES);
    expect(sha256(await read(stored!.stream))).toBe(sha256(document));
    await store.delete([kept, 'never-stored']);
    await expect(store.openRead(kept)).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it(`streams at most ${S3_UPLOADS_AT_ONCE} files at once; the others wait, unread, until one is done`, async () => {
    const store = await openStore();
    const sources = Array.from({ length: S3_UPLOADS_AT_ONCE + 2 }, () => new PassThrough());
    const writes = sources.map((source) => store.writePending(store.newStoredName(), source));
    for (const source of sources) source.write(Buffer.alloc(64 * 1024, 1));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const reading = () => sources.filter((source) => source.readableLength === 0).length;
    expect(reading()).toBe(S3_UPLOADS_AT_ONCE);

    for (const source of sources) source.end();
    await Promise.all(writes);
    expect((await contents()).pending[store.instance]).toHaveLength(S3_UPLOADS_AT_ONCE + 2);
    await store.discard((await contents()).pending[store.instance]!);
  });
});

describe('S3FileStore.sweep', () => {
  const referenced =
    (...names: string[]) =>
    async () =>
      new Set(names);

  it('finishes what a dead process on this machine left: promotes the committed object, removes the other and its lease', async () => {
    const store = await openStore();
    const owner = `${os.hostname()}~${DEAD_PID}~abcd0001`;
    await leftBehind(owner, ['committed', 'abandoned'], { machine: machineIdentity(), pid: DEAD_PID });

    expect(await store.sweep(referenced('committed'))).toEqual({ moved: 1, removed: 1 });

    const after = await contents();
    expect(after.files).toContain('committed');
    expect(after.pending[owner]).toBeUndefined();
    await expect(
      client().send(new GetObjectCommand({ Bucket: s3.bucket, Key: `instances/${owner}` })),
    ).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('leaves the uploads in flight of a live instance elsewhere alone, promoting only its committed objects', async () => {
    const store = await openStore();
    const owner = 'other-host~42~abcd0002';
    await leftBehind(owner, ['in-flight', 'committed-elsewhere'], { machine: 'another machine', pid: 42 });

    expect(await store.sweep(referenced('committed-elsewhere'))).toEqual({ moved: 1, removed: 0 });

    const after = await contents();
    expect(after.pending[owner]).toEqual(['in-flight']);
    expect(after.files).toContain('committed-elsewhere');
  });

  it('removes what an instance elsewhere left once its lease has expired, or when it has none', async () => {
    const store = await openStore(1500);
    const expired = 'other-host~43~abcd0003';
    const unleased = 'other-host~44~abcd0004';
    await leftBehind(expired, ['orphan'], { machine: 'another machine', pid: 43 });
    // Past the lease's lifetime by the bucket's clock, which counts whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 2600));
    await leftBehind(unleased, ['orphan-too']);

    const result = await store.sweep(referenced());

    const after = await contents();
    expect(after.pending[expired]).toBeUndefined();
    expect(after.pending[unleased]).toBeUndefined();
    expect(result.removed).toBeGreaterThanOrEqual(2);
  });

  it('leaves alone the pending objects of another store open in this same process', async () => {
    const first = await openStore();
    const name = first.newStoredName();
    await first.writePending(name, Readable.from([pdf('uploading')]));
    const second = await openStore();

    await second.sweep(referenced());

    expect((await contents()).pending[first.instance]).toEqual([name]);
    await first.discard([name]);
  });
});
