import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Readable } from 'node:stream';

/** Where documents are kept: `local` (a folder under UPLOAD_DIR) or `s3` (an S3-compatible bucket). */
export type StorageKind = 'local' | 's3';

/** A committed document, streamed from the store: never read whole into memory. */
export interface StoredDocument {
  stream: Readable;
  size: number;
}

export interface SweepResult {
  moved: number;
  removed: number;
}

/** Which of these stored names belong to a committed application (the database answers). */
export type ReferencedNames = (storedNames: string[]) => Promise<Set<string>>;

/**
 * The uploaded documents, in a folder or a bucket, with one protocol for both
 * (docs/architecture.md, "Uploads"): a file is written as a pending object of the instance
 * receiving it; only once the row naming it is committed is it promoted to a committed object.
 * So no committed object is ever without its row. A crash between commit and promotion leaves
 * a pending object whose name is in the database: a sweep finishes the promotion (and removes
 * every other pending object of dead instances, never those of a live one).
 * Stored names are random; nothing of the visitor's file name reaches the store.
 */
export interface FileStore {
  readonly kind: StorageKind;
  /** This process' store: `host~pid~random`, the owner of its pending objects. */
  readonly instance: string;
  /** Where it stores, for messages (a folder, or `s3://bucket`). */
  readonly location: string;
  /** Proves the store is writable and reachable; throws one clear sentence otherwise. */
  open(): Promise<void>;
  /** Releases what open() took (the S3 lease); pending objects left are the sweep's. */
  close(): Promise<void>;
  newStoredName(): string;
  /** Streams `source` into a pending object of this instance; resolves once it is stored whole. */
  writePending(storedName: string, source: Readable): Promise<void>;
  /** Refuses (throws) when this instance may no longer commit rows naming pending objects. */
  assertMayCommit(): void;
  /** Promotes pending objects whose rows are committed. */
  promote(storedNames: readonly string[]): Promise<void>;
  /** Removes pending objects of this instance; missing ones are no error. */
  discard(storedNames: readonly string[]): Promise<void>;
  /**
   * Opens a committed document for reading (the staff's downloads): a stream of its bytes and
   * its size. A missing document is an error: its row says it exists.
   */
  openRead(storedName: string): Promise<StoredDocument>;
  /** Deletes committed documents (retention); missing ones are no error. */
  delete(storedNames: readonly string[]): Promise<void>;
  /** Throws when the store cannot be reached or written (readiness). */
  ping(): Promise<void>;
  /**
   * Promotes every pending object whose row is committed, and removes the other pending objects
   * of dead instances. Returns what it did, for the log.
   */
  sweep(isReferenced: ReferencedNames): Promise<SweepResult>;
}

export const newStoredName = (): string => randomUUID();

export const newInstanceId = (): string => `${os.hostname()}~${process.pid}~${randomBytes(4).toString('hex')}`;

/**
 * The stores this process opened. Several API instances can run in one process (the tests'
 * two-instance checks) and share a store: their pending objects carry this process' pid, yet
 * are not an earlier life's, and must not be swept from under them.
 */
export const openedHere = new Set<string>();

/**
 * Whether the owner of pending objects was a process of this host that is gone, judged by its
 * pid: `alive` / `dead`, or `unknown` for another host (or a name that is not an instance id).
 */
export function ownerOnThisHost(owner: string): 'alive' | 'dead' | 'unknown' {
  if (openedHere.has(owner)) return 'alive';
  const [host, pidText] = owner.split('~');
  const pid = Number(pidText);
  if (host !== os.hostname() || !Number.isInteger(pid) || pid <= 0) return 'unknown';
  // Our own pid under another instance id is an earlier life of this process slot (a container's pid 1).
  if (pid === process.pid) return 'dead';
  return isAlive(pid) ? 'alive' : 'dead';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The primitives a store gives the one sweep both stores share. */
export interface PendingArea {
  /** The instances that have pending objects. */
  owners(): Promise<string[]>;
  /** The stored names an instance has pending. */
  pendingOf(owner: string): Promise<string[]>;
  /** Whether the instance is gone for good, asked after its pending objects were listed. */
  isAbandoned(owner: string): Promise<boolean>;
  promoteFrom(owner: string, storedNames: string[]): Promise<void>;
  removeFrom(owner: string, storedNames: string[]): Promise<void>;
  /** Forgets an abandoned instance once its pending objects are gone (its folder, its lease). */
  forget(owner: string): Promise<void>;
}

/**
 * The sweep: a pending object whose row is committed is promoted, whoever owns it (promotion is
 * idempotent, so racing its owner is harmless); any other is removed only when its owner is
 * abandoned, since a live owner may be about to commit it. The owner's liveness is asked after
 * its pending objects were listed, so an instance that starts meanwhile is never taken for dead.
 */
export async function sweepPending(area: PendingArea, isReferenced: ReferencedNames): Promise<SweepResult> {
  let moved = 0;
  let removed = 0;
  for (const owner of await area.owners()) {
    const names = await area.pendingOf(owner);
    const referenced = names.length ? await isReferenced(names) : new Set<string>();
    const committed = names.filter((name) => referenced.has(name));
    if (committed.length) {
      await area.promoteFrom(owner, committed);
      moved += committed.length;
    }
    if (!(await area.isAbandoned(owner))) continue;
    const orphans = names.filter((name) => !referenced.has(name));
    if (orphans.length) await area.removeFrom(owner, orphans);
    removed += orphans.length;
    await area.forget(owner);
  }
  return { moved, removed };
}
