import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

const DAY_MS = 86_400_000;

/**
 * Documents on disk, under UPLOAD_DIR (never a served folder):
 *   tmp/<instance>/<stored name>.part  pending, one folder per process;
 *   files/<stored name>                committed (a rename, atomic on one file system).
 * The folder of a dead process on this host is swept at once; one of another host (a shared
 * volume) only when a day old, since its pid says nothing here.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  readonly instance = newInstanceId();
  readonly location: string;
  private readonly tmpRoot: string;
  private readonly tmpDir: string;
  private readonly filesDir: string;

  constructor(readonly root: string) {
    this.location = root;
    this.tmpRoot = path.join(root, 'tmp');
    this.tmpDir = path.join(this.tmpRoot, this.instance);
    this.filesDir = path.join(root, 'files');
  }

  async open(): Promise<void> {
    try {
      await fs.mkdir(this.tmpDir, { recursive: true });
      await fs.mkdir(this.filesDir, { recursive: true });
      await this.ping();
      openedHere.add(this.instance);
    } catch (error) {
      throw new Error(`The upload folder ${this.root} is not writable: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  async close(): Promise<void> {
    openedHere.delete(this.instance);
    // Empty after a clean shutdown; a folder still holding files is left for the sweep.
    await fs.rmdir(this.tmpDir).catch(() => undefined);
  }

  newStoredName(): string {
    return newStoredName();
  }

  tempPathFor(storedName: string): string {
    return path.join(this.tmpDir, `${path.basename(storedName)}.part`);
  }

  pathOf(storedName: string): string {
    return path.join(this.filesDir, path.basename(storedName));
  }

  async writePending(storedName: string, source: Readable): Promise<void> {
    // flush: the bytes are on disk before the row naming them is committed.
    await pipeline(source, createWriteStream(this.tempPathFor(storedName), { flags: 'wx', flush: true }));
  }

  assertMayCommit(): void {
    // A folder has no lease to lose: a live process' pending files are never swept.
  }

  async promote(storedNames: readonly string[]): Promise<void> {
    await this.area.promoteFrom(this.instance, [...storedNames]);
  }

  async discard(storedNames: readonly string[]): Promise<void> {
    await Promise.all(storedNames.map((name) => fs.rm(this.tempPathFor(name), { force: true })));
  }

  async openRead(storedName: string): Promise<StoredDocument> {
    // One open file handle, so a file renamed or replaced meanwhile cannot mix.
    const handle = await fs.open(this.pathOf(storedName), 'r');
    try {
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(storedNames: readonly string[]): Promise<void> {
    await Promise.all(storedNames.map((name) => fs.rm(this.pathOf(name), { force: true })));
  }

  async ping(): Promise<void> {
    const probe = path.join(this.filesDir, `.write-probe-${randomUUID()}`);
    await fs.writeFile(probe, 'ok');
    await fs.rm(probe);
  }

  sweep(isReferenced: ReferencedNames): Promise<SweepResult> {
    return sweepPending(this.area, isReferenced);
  }

  private readonly area: PendingArea = {
    owners: async () => {
      const entries = await fs.readdir(this.tmpRoot, { withFileTypes: true }).catch(() => []);
      // A stray file (a file browser's .DS_Store) is no process' folder, and must not stop the start.
      return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    },
    pendingOf: async (owner) => {
      const names = await fs.readdir(path.join(this.tmpRoot, owner)).catch(() => [] as string[]);
      return names.filter((name) => name.endsWith('.part')).map((name) => name.slice(0, -'.part'.length));
    },
    isAbandoned: async (owner) => {
      const verdict = ownerOnThisHost(owner);
      if (verdict !== 'unknown') return verdict === 'dead';
      const stat = await fs.stat(path.join(this.tmpRoot, owner)).catch(() => undefined);
      return stat !== undefined && Date.now() - stat.mtimeMs > DAY_MS;
    },
    promoteFrom: async (owner, storedNames) => {
      for (const name of storedNames) {
        try {
          await fs.rename(path.join(this.tmpRoot, owner, `${name}.part`), this.pathOf(name));
        } catch (error) {
          // Promoted meanwhile by its request or another sweep: what counts is that it is in files/.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !(await exists(this.pathOf(name)))) throw error;
        }
      }
    },
    removeFrom: async (owner, storedNames) => {
      await Promise.all(
        storedNames.map((name) => fs.rm(path.join(this.tmpRoot, owner, `${name}.part`), { force: true })),
      );
    },
    forget: (owner) => fs.rm(path.join(this.tmpRoot, owner), { recursive: true, force: true }),
  };
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );
