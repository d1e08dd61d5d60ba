import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config.js';
import { openDatabase } from './database/database.js';
import type { Database } from './database/schema.js';
import { type ApiProcess, assertBuildIsFresh, startApiProcess } from './testing/api-process.js';
import { pdf, readStoredFile, sha256, storeContents, submissionId } from './testing/files.js';
import { newBucketSettings } from './testing/s3-server.js';
import { applicationBody, startUpload } from './testing/slow-upload.js';
import type { StoreSettings } from './testing/stored-objects.js';
import { STORAGES } from './testing/test-app.js';

// SIGTERM, as an orchestrator sends it: the built API stops accepting, finishes the upload in
// flight within SHUTDOWN_GRACE_SECONDS, and exits; one it must cut off leaves nothing the sweep
// would not clean.

const SHUTTING_DOWN = 'shutting down: finishing the requests in flight';

/** The exit code, once the process has exited. */
const exited = async (api: ApiProcess) =>
  api.child.exitCode !== null ? api.child.exitCode : ((await once(api.child, 'exit'))[0] as number | null);

describe.each(STORAGES)('the built API with %s storage, sent SIGTERM during an upload', (storage) => {
  let dir: string;
  let settings: Record<string, string>;
  let store: StoreSettings;
  let db: Kysely<Database>;
  const running: ApiProcess[] = [];

  beforeAll(async () => {
    assertBuildIsFresh();
    dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-shutdown-'));
    settings = {
      RATE_LIMIT: 'off',
      UPLOAD_DIR: path.join(dir, 'uploads'),
      SQLITE_PATH: path.join(dir, 'app.sqlite'),
      ...(storage === 's3' ? await newBucketSettings() : {}),
    };
    store = loadConfig(settings);
    ({ db } = await openDatabase({ databaseUrl: undefined, sqlitePath: settings.SQLITE_PATH! }));
  });
  afterAll(async () => {
    await Promise.all(running.map((api) => api.kill()));
    await db?.destroy();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const start = async (grace: number) => {
    // A start can take long on a busy machine; the shutdown is what is timed here.
    const api = await startApiProcess({ ...settings, SHUTDOWN_GRACE_SECONDS: String(grace) }, 60_000);
    running.push(api);
    return api;
  };

  it('stops accepting, finishes the upload in flight (201, stored whole), then exits 0', async () => {
    const api = await start(30);
    const id = submissionId();
    const document = pdf('sent across a shutdown', 3_000_000);
    const { body, contentType } = await applicationBody(id, document);
    const upload = startUpload(api.url, body, contentType);
    await new Promise((resolve) => setTimeout(resolve, 300));

    api.child.kill('SIGTERM');
    // Once the process has taken the signal (a busy machine may take a while to run it):
    while (!api.logs.some((entry) => entry.msg === SHUTTING_DOWN))
      await new Promise((resolve) => setTimeout(resolve, 50));
    // The listening socket is closed: a new visitor's request goes to another instance.
    await expect(fetch(`${api.url}/health/live`)).rejects.toThrow();
    expect(api.child.exitCode, 'the process waits for the upload').toBeNull();
    upload.finish();

    expect((await upload.answer).status).toBe(201);
    expect(await exited(api)).toBe(0);
    expect(api.logs.map((entry) => entry.msg)).toContain(SHUTTING_DOWN);
    const [row] = await db.selectFrom('application_files').selectAll().where('application_id', '=', id).execute();
    expect(row?.sha256).toBe(sha256(document));
    expect(sha256((await readStoredFile(store, row!.stored_name))!)).toBe(sha256(document));
    expect(Object.keys((await storeContents(store)).pending)).toEqual([]);
  }, 150_000);

  it('cuts off an upload still unfinished when the grace period ends, exits, and leaves nothing after the next start', async () => {
    const api = await start(1);
    const id = submissionId();
    const { body, contentType } = await applicationBody(id, pdf('never finished', 3_000_000));
    const upload = startUpload(api.url, body, contentType);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const began = Date.now();
    api.child.kill('SIGTERM');

    await expect(upload.answer).rejects.toThrow();
    expect(await exited(api)).toBe(0);
    expect(Date.now() - began).toBeLessThan(10_000);

    const next = await start(30);
    expect(await db.selectFrom('applications').select('id').where('id', '=', id).execute()).toEqual([]);
    const { files, pending } = await storeContents(store);
    expect(Object.keys(pending)).toEqual([]);
    const rows = await db.selectFrom('application_files').select('stored_name').execute();
    expect(files.sort()).toEqual(rows.map((row) => row.stored_name).sort());
    await next.stop();
  }, 150_000);
});
