import { createHash } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import os from 'node:os';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { MAX_UPLOAD_BYTES } from '@cipta/domain/constants';
import { Logger } from '@nestjs/common';
import { storageUnavailable } from '../common/api-error.js';
import type { S3Config } from '../config/config.js';
import {
  type FileStore,
  newInstanceId,
  newStoredName,
  openedHere,
  ownerOnThisHost,
  type PendingArea,
  type ReferencedNames,
  type StoredDocument,
  type SweepResult,
  sweepPending,
} from './file-store.js';

/** How often an instance renews its lease, and how long an unrenewed lease keeps it alive. */
export const LEASE_RENEW_MS = 30_000;
export const LEASE_TTL_MS = 5 * 60_000;
/**
 * Files streaming to S3 at once in one process. An object's length must be known before it is
 * sent, so each file is held in memory up to one part; this bounds the API's memory whatever
 * the number of uploads (the others wait, their clients held back by TCP).
 */
export const S3_UPLOADS_AT_ONCE = 4;
/** One part holds any accepted file (5 MB), so each file is one PutObject, never a multipart upload left half-done. */
const PART_BYTES = Math.max(5 * 1024 * 1024, MAX_UPLOAD_BYTES + 1);

const FILES = 'files/';
const PENDING = 'pending/';
const LEASES = 'instances/';

interface Lease {
  instance: string;
  /** Which process table the pid belongs to: a pid is only checked on the same one. */
  machine: string;
  pid: number;
  startedAt: string;
}

/**
 * Documents in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Garage), private: no
 * object gets an ACL or a public URL; staff read them through the API.
 *   pending/<instance>/<stored name>  pending, written by the instance receiving the upload;
 *   files/<stored name>               committed (a copy, then the pending object's deletion);
 *   instances/<instance>              the instance's lease, renewed every 30 s.
 * The sweep removes another instance's pending objects only when that instance is gone: its
 * lease deleted at a clean shutdown or unrenewed for 5 minutes (by the bucket's clock), or its
 * pid dead on this very machine. An instance whose lease could be lost refuses to commit.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  readonly instance = newInstanceId();
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly slots = new Slots(S3_UPLOADS_AT_ONCE);
  private readonly machine = machineIdentity();
  private readonly logger = new Logger('S3FileStore');
  private leaseTimer: NodeJS.Timeout | undefined;
  /** performance.now() when the last lease renewal that succeeded was sent. */
  private leaseRenewedAt = Number.NEGATIVE_INFINITY;
  private closed = false;

  /** `leaseTtlMs`: for tests, which cannot wait five minutes for a lease to expire. */
  constructor(
    config: S3Config,
    private readonly leaseTtlMs = LEASE_TTL_MS,
  ) {
    this.bucket = config.bucket;
    this.location = `s3://${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.client = new S3Client({
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: R2, Garage and older MinIO refuse the newer
      // default (aws-chunked trailers). Integrity is the SHA-256 the API records anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async open(): Promise<void> {
    try {
      await this.ping();
      await this.renewLease();
    } catch (error) {
      this.client.destroy();
      throw new Error(`The document bucket ${this.location} cannot be reached: ${describe(error)}`, { cause: error });
    }
    openedHere.add(this.instance);
    this.leaseTimer = setInterval(() => {
      this.renewLease().catch((error: unknown) =>
        this.logger.warn(`The lease could not be renewed: ${describe(error)}`),
      );
    }, LEASE_RENEW_MS).unref();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.leaseTimer);
    openedHere.delete(this.instance);
    // Without its lease, this instance's pending objects (none after a clean drain) are the sweep's.
    await this.client
      .send(new DeleteObjectCommand({ Bucket: this.bucket, Key: LEASES + this.instance }))
      .catch((error: unknown) => this.logger.warn(`The lease could not be released: ${describe(error)}`));
    this.client.destroy();
  }

  newStoredName(): string {
    return newStoredName();
  }

  async writePending(storedName: string, source: Readable): Promise<void> {
    const release = await this.slots.take();
    try {
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: this.pendingKey(this.instance, storedName), Body: source },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      }).done();
    } catch (error) {
      // The store's own failure, described for the line multipart.ts logs with the request's id.
      if (!source.errored) throw new Error(describe(error), { cause: error });
      throw error;
    } finally {
      release();
    }
  }

  assertMayCommit(): void {
    // Past half its lifetime the lease may expire before the commit lands, and a sweep could then
    // remove the pending objects the row would name.
    if (this.closed || performance.now() - this.leaseRenewedAt > this.leaseTtlMs / 2) {
      throw storageUnavailable();
    }
  }

  async promote(storedNames: readonly string[]): Promise<void> {
    await this.area.promoteFrom(this.instance, [...storedNames]);
  }

  async discard(storedNames: readonly string[]): Promise<void> {
    await this.area.removeFrom(this.instance, [...storedNames]);
  }

  async openRead(storedName: string): Promise<StoredDocument> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: FILES + storedName }));
    return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
  }

  async delete(storedNames: readonly string[]): Promise<void> {
    await inBatches(storedNames, (name) => this.deleteKey(FILES + name));
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async sweep(isReferenced: ReferencedNames): Promise<SweepResult> {
    await this.renewLease();
    // The bucket's clock, read from the lease just written: no instance's clock is trusted.
    const now = (await this.leaseOf(this.instance))?.renewedAt ?? Date.now();
    return sweepPending({ ...this.area, isAbandoned: (owner) => this.isAbandoned(owner, now) }, isReferenced);
  }

  private async renewLease(): Promise<void> {
    const sent = performance.now();
    const lease: Lease = { instance: this.instance, machine: this.machine, pid: process.pid, startedAt: STARTED_AT };
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: LEASES + this.instance,
        Body: JSON.stringify(lease),
        ContentType: 'application/json',
      }),
    );
    this.leaseRenewedAt = sent;
  }

  private async leaseOf(owner: string): Promise<(Lease & { renewedAt: number }) | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: LEASES + owner }));
      const lease = JSON.parse(await object.Body!.transformToString()) as Lease;
      return { ...lease, renewedAt: object.LastModified?.getTime() ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  private async isAbandoned(owner: string, now: number): Promise<boolean> {
    if (openedHere.has(owner)) return false;
    const lease = await this.leaseOf(owner);
    // No lease: released at a clean shutdown (or forgotten by a sweep); it writes one before any upload.
    if (!lease) return true;
    if (lease.machine === this.machine) {
      const verdict = ownerOnThisHost(owner);
      if (verdict !== 'unknown') return verdict === 'dead';
    }
    return now - lease.renewedAt > this.leaseTtlMs;
  }

  private readonly area: Omit<PendingArea, 'isAbandoned'> = {
    owners: async () => {
      const owners = new Set<string>();
      for (const prefix of await this.list(PENDING, '/')) owners.add(prefix.slice(PENDING.length, -1));
      // Instances that left a lease and nothing pending are forgotten too, once gone.
      for (const key of await this.list(LEASES)) owners.add(key.slice(LEASES.length));
      owners.delete('');
      return [...owners];
    },
    pendingOf: async (owner) => {
      const prefix = `${PENDING}${owner}/`;
      return (await this.list(prefix)).map((key) => key.slice(prefix.length));
    },
    promoteFrom: async (owner, storedNames) => {
      await inBatches(storedNames, async (name) => {
        const from = this.pendingKey(owner, name);
        try {
          await this.client.send(
            new CopyObjectCommand({
              Bucket: this.bucket,
              Key: FILES + name,
              CopySource: copySource(this.bucket, from),
            }),
          );
        } catch (error) {
          // Promoted meanwhile by its request or another sweep: what counts is that it is in files/.
          if (!isMissing(error) || !(await this.exists(FILES + name))) throw error;
          return;
        }
        await this.deleteKey(from);
      });
    },
    removeFrom: async (owner, storedNames) => {
      await inBatches(storedNames, (name) => this.deleteKey(this.pendingKey(owner, name)));
    },
    forget: (owner) => this.deleteKey(LEASES + owner),
  };

  private pendingKey(owner: string, storedName: string): string {
    return `${PENDING}${owner}/${storedName}`;
  }

  /** Every key under a prefix, or with a delimiter the "folders" there. */
  private async list(prefix: string, delimiter?: string): Promise<string[]> {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ...(delimiter ? { Delimiter: delimiter } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      if (delimiter) found.push(...(page.CommonPrefixes ?? []).map((entry) => entry.Prefix!));
      else found.push(...(page.Contents ?? []).map((entry) => entry.Key!));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** One DeleteObject per key: DeleteObjects needs checksums some S3-compatible services refuse. */
  private async deleteKey(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

const STARTED_AT = new Date().toISOString();

/** A process-wide limit: take() waits for a free slot and gives the function that frees it. */
class Slots {
  private readonly waiting: Array<() => void> = [];

  constructor(private free: number) {}

  async take(): Promise<() => void> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    };
  }
}

/** Runs `work` over the items ten at a time. */
async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += 10) await Promise.all(items.slice(i, i + 10).map(work));
}

const copySource = (bucket: string, key: string) => `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

function describe(error: unknown): string {
  const { name, message, $metadata } = error as Error & { $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode ? ` (HTTP ${$metadata.httpStatusCode})` : '';
  return `${name}${status}: ${message}`;
}

/**
 * This machine's process table: the host name, its machine id and the pid namespace. Two
 * containers sharing a host name (host networking) have separate pid namespaces, so neither
 * takes the other's live pid for a dead one.
 */
export function machineIdentity(): string {
  const attempt = (read: () => string) => {
    try {
      return read().trim();
    } catch {
      return '';
    }
  };
  const parts = [
    os.hostname(),
    attempt(() => readFileSync('/etc/machine-id', 'utf8')),
    attempt(() => readlinkSync('/proc/self/ns/pid')),
  ];
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
}
