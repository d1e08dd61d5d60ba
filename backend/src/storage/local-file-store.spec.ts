import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { namesIn } from '../testing/files.js';
import { LocalFileStore } from './local-file-store.js';

/** A pid no process has here: the sweep must treat its folder as a dead process'. */
const DEAD_PID = 999_999;
const TWO_DAYS_MS = 2 * 86_400_000;

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'cipta-file-store-'));
});
afterEach(() => rm(scratch, { recursive: true, force: true }));

async function openStore(): Promise<LocalFileStore> {
  const store = new LocalFileStore(path.join(scratch, 'uploads'));
  await store.open();
  return store;
}

/** A temporary folder another process left, holding these .part files. */
async function leftBehind(store: LocalFileStore, owner: string, storedNames: string[]): Promise<string> {
  const folder = path.join(store.root, 'tmp', owner);
  await mkdir(folder, { recursive: true });
  for (const name of storedNames) await writeFile(path.join(folder, `${name}.part`), `bytes of ${name}`);
  return folder;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('LocalFileStore.open', () => {
  it('creates its own temporary folder and the files folder', async () => {
    const store = await openStore();
    expect(await namesIn(path.join(store.root, 'tmp'))).toEqual([store.instance]);
    expect(await namesIn(path.join(store.root, 'files'))).toEqual([]);
    expect(store.instance).toMatch(new RegExp(`^${os.hostname()}~${process.pid}~[0-9a-f]{8}$`));
  });

  it('fails with one clear sentence naming the folder when it cannot write there', async () => {
    const aFile = path.join(scratch, 'not-a-folder');
    await writeFile(aFile, 'a regular file');
    const root = path.join(aFile, 'uploads');

    const opening = new LocalFileStore(root).open();

    await expect(opening).rejects.toThrow(`The upload folder ${root} is not writable:`);
  });
});

describe('LocalFileStore names and moves', () => {
  it('makes random stored names, and keeps every path inside its folders', async () => {
    const store = await openStore();
    const [one, two] = [store.newStoredName(), store.newStoredName()];
    expect(one).not.toBe(two);
    expect(store.tempPathFor(one)).toBe(path.join(store.root, 'tmp', store.instance, `${one}.part`));
    expect(store.pathOf('../../etc/passwd')).toBe(path.join(store.root, 'files', 'passwd'));
  });

  it('promotes committed files into files/ and discards the others, missing ones included', async () => {
    const store = await openStore();
    const [kept, dropped] = [store.newStoredName(), store.newStoredName()];
    await writeFile(store.tempPathFor(kept), 'kept');
    await writeFile(store.tempPathFor(dropped), 'dropped');

    await store.promote([kept]);
    await store.discard([kept, dropped, 'never-written']);

    expect(await readFile(store.pathOf(kept), 'utf8')).toBe('kept');
    expect(await namesIn(path.join(store.root, 'files'))).toEqual([kept]);
    expect(await namesIn(path.join(store.root, 'tmp', store.instance))).toEqual([]);
  });
});

describe('LocalFileStore.sweep', () => {
  it('finishes what a dead process on this host left: moves the referenced file, deletes the other', async () => {
    expect(() => process.kill(DEAD_PID, 0), `pid ${DEAD_PID} must not be running`).toThrow();
    const store = await openStore();
    const folder = await leftBehind(store, `${os.hostname()}~${DEAD_PID}~abcd`, ['committed', 'abandoned']);
    const asked: string[][] = [];

    const result = await store.sweep(async (names) => {
      asked.push([...names].sort());
      return new Set(['committed']);
    });

    expect(result).toEqual({ moved: 1, removed: 1 });
    expect(asked).toEqual([['abandoned', 'committed']]);
    expect(await readFile(store.pathOf('committed'), 'utf8')).toBe('bytes of committed');
    expect(await namesIn(path.join(store.root, 'files'))).toEqual(['committed']);
    expect(await exists(folder)).toBe(false);
  });

  it('leaves the uploads in flight of its own and of a live process alone, promoting only their committed files', async () => {
    const store = await openStore();
    const own = await leftBehind(store, store.instance, ['in-flight', 'committed-here']);
    const live = await leftBehind(store, `${os.hostname()}~${process.ppid}~beef`, [
      'in-flight-elsewhere',
      'committed-elsewhere',
    ]);

    const result = await store.sweep(async (names) => new Set(names.filter((name) => name.startsWith('committed'))));

    expect(result).toEqual({ moved: 2, removed: 0 });
    expect(await namesIn(own)).toEqual(['in-flight.part']);
    expect(await namesIn(live)).toEqual(['in-flight-elsewhere.part']);
    expect(await namesIn(path.join(store.root, 'files'))).toEqual(['committed-elsewhere', 'committed-here']);
  });

  it('streams a committed file back with its size, and deletes it', async () => {
    const store = await openStore();
    const name = store.newStoredName();
    await writeFile(store.tempPathFor(name), 'the bytes of a passport scan');
    await store.promote([name]);

    const stored = await store.openRead(name);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);

    expect([stored!.size, Buffer.concat(chunks).toString()]).toEqual([28, 'the bytes of a passport scan']);
    await store.delete([name, 'never-stored']);
    await expect(store.openRead(name)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('leaves alone the folder of another store open in this same process, sharing the upload folder', async () => {
    const first = await openStore();
    await writeFile(first.tempPathFor('uploading'), 'half of a file');
    const second = await openStore();

    expect(await second.sweep(async () => new Set())).toEqual({ moved: 0, removed: 0 });
    expect(await readFile(first.tempPathFor('uploading'), 'utf8')).toBe('half of a file');
  });

  it('leaves the folder of another host alone until it is a day old', async () => {
    const store = await openStore();
    const recent = await leftBehind(store, 'other-host~123~cafe', ['recent']);
    const old = await leftBehind(store, 'another-host~456~f00d', ['old']);
    const twoDaysAgo = new Date(Date.now() - TWO_DAYS_MS);
    await utimes(old, twoDaysAgo, twoDaysAgo);

    const result = await store.sweep(async () => new Set());

    expect(result).toEqual({ moved: 0, removed: 1 });
    expect(await namesIn(recent)).toEqual(['recent.part']);
    expect(await exists(old)).toBe(false);
  });

  it('does not ask the database about a dead folder without .part files, and removes it', async () => {
    const store = await openStore();
    const folder = path.join(store.root, 'tmp', `${os.hostname()}~${DEAD_PID}~0000`);
    await mkdir(folder);
    let asked = false;

    expect(await store.sweep(async () => ((asked = true), new Set()))).toEqual({ moved: 0, removed: 0 });
    expect(asked).toBe(false);
    expect(await exists(folder)).toBe(false);
  });

  it('passes over a stray old file in tmp/ instead of failing the start', async () => {
    const store = await openStore();
    const stray = path.join(store.root, 'tmp', '.DS_Store');
    await writeFile(stray, 'left by a file browser');
    const twoDaysAgo = new Date(Date.now() - TWO_DAYS_MS);
    await utimes(stray, twoDaysAgo, twoDaysAgo);

    expect(await store.sweep(async () => new Set())).toEqual({ moved: 0, removed: 0 });
    expect(await exists(stray)).toBe(true);
  });
});
