import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Uploaded documents on disk, under UPLOAD_DIR (never a served folder):
 *   tmp/<host~pid~random>/<stored name>.part  while a request is under way, one folder per process;
 *   files/<stored name>                once its application row is committed.
 * Stored names are random; nothing of the visitor's file name reaches the file system.
 *
 * A file moves to files/ only after the row naming it is committed, so files/ never holds a
 * file without a row. A crash between commit and move leaves a .part whose name is in the
 * database: the sweep at the next start finishes the move (and deletes every other .part).
 */
export class FileStore {
  readonly instance = `${os.hostname()}~${process.pid}~${randomBytes(4).toString('hex')}`;
  private readonly tmpDir: string;
  private readonly filesDir: string;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, 'tmp', this.instance);
    this.filesDir = path.join(root, 'files');
  }

  /** Creates the folders and proves they are writable; throws one clear sentence otherwise. */
  async open(): Promise<void> {
    try {
      await fs.mkdir(this.tmpDir, { recursive: true });
      await fs.mkdir(this.filesDir, { recursive: true });
      const probe = path.join(this.filesDir, `.write-probe-${randomUUID()}`);
      await fs.writeFile(probe, 'ok');
      await fs.rm(probe);
      openedHere.add(this.instance);
    } catch (error) {
      throw new Error(`The upload folder ${this.root} is not writable: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  newStoredName(): string {
    return randomUUID();
  }

  tempPathFor(storedName: string): string {
    return path.join(this.tmpDir, `${storedName}.part`);
  }

  pathOf(storedName: string): string {
    return path.join(this.filesDir, path.basename(storedName));
  }

  /** Moves committed files into place. */
  async promote(storedNames: readonly string[]): Promise<void> {
    for (const name of storedNames) await fs.rename(this.tempPathFor(name), this.pathOf(name));
  }

  async discard(tempPaths: readonly string[]): Promise<void> {
    await Promise.all(tempPaths.map((file) => fs.rm(file, { force: true })));
  }

  /**
   * Finishes or removes what dead processes left in tmp/: a .part whose name has a row is
   * moved into files/, any other is deleted. Folders of live processes on this host are left
   * alone; those of other hosts only when a day old. Returns what it did, for the log.
   */
  async sweep(
    isReferenced: (storedNames: string[]) => Promise<Set<string>>,
  ): Promise<{ moved: number; removed: number }> {
    const tmpRoot = path.join(this.root, 'tmp');
    let moved = 0;
    let removed = 0;
    for (const entry of await fs.readdir(tmpRoot, { withFileTypes: true })) {
      // A stray file (a file browser's .DS_Store) is no process' folder, and must not stop the start.
      if (!entry.isDirectory()) continue;
      const owner = entry.name;
      const folder = path.join(tmpRoot, owner);
      if (owner === this.instance || !(await isAbandoned(owner, folder))) continue;
      const parts = (await fs.readdir(folder)).filter((name) => name.endsWith('.part'));
      const names = parts.map((name) => name.slice(0, -'.part'.length));
      const referenced = names.length ? await isReferenced(names) : new Set<string>();
      for (const name of names) {
        if (referenced.has(name)) {
          await fs.rename(path.join(folder, `${name}.part`), this.pathOf(name));
          moved += 1;
        } else {
          removed += 1;
        }
      }
      await fs.rm(folder, { recursive: true, force: true });
    }
    return { moved, removed };
  }
}

const DAY_MS = 86_400_000;

/**
 * The stores this process opened. Several API instances can run in one process (the tests'
 * two-instance checks) and share an upload folder: their folders carry this process' pid, yet
 * are not an earlier life's, and must not be swept from under them.
 */
const openedHere = new Set<string>();

async function isAbandoned(owner: string, folder: string): Promise<boolean> {
  if (openedHere.has(owner)) return false;
  const [host, pidText] = owner.split('~');
  const pid = Number(pidText);
  if (host === os.hostname() && Number.isInteger(pid)) {
    // Our own pid in another folder is an earlier life of this process slot (a container's pid 1).
    return pid === process.pid || !isAlive(pid);
  }
  const { mtimeMs } = await fs.stat(folder);
  return Date.now() - mtimeMs > DAY_MS;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
