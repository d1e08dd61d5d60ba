import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../database/database.js';
import type { Database } from '../database/schema.js';
import { type ApiProcess, assertBuildIsFresh, startApiProcess } from '../testing/api-process.js';
import { formWith, pdf, readStoredFile, sha256, storeContents } from '../testing/files.js';
import { newBucketSettings } from '../testing/s3-server.js';
import type { StoreSettings } from '../testing/stored-objects.js';
import { adminQuery as admin, TEST_DATABASE_URL, UPLOAD_SETUPS } from '../testing/test-app.js';

// The crash story of docs/architecture.md, on the built API in a process of its own: 50
// applications with documents in flight, SIGKILL once some are answered, restart, and every
// answered application must be whole, with no row without its file and no file without its row.

const APPLICATIONS = 50;
const ROUNDS: Array<[when: string, killAfter: number, round: string]> = [
  ['after 10 answers', 10, '10000001'],
  ['after 30 answers', 30, '10000002'],
];
/** A restart sweeps what the kill left before it listens: on S3, a request or two per object. */
const START_TIMEOUT_MS = 60_000;

interface Sent {
  id: string;
  email: string;
  documents: Array<{ name: string; content: Buffer }>;
  /** The status answered before the kill, or undefined when the connection died first. */
  status?: number;
}

/** 50 applications of 1 to 3 PDFs of 100 KB to 1.5 MB each, with IDs of this round's own. */
function applications(round: string): Sent[] {
  return Array.from({ length: APPLICATIONS }, (_, i) => ({
    // VS + 8 digits + 4 of A-Z0-9, as the browser makes them; unique within the round by i.
    id: `VS${round}${`K${i.toString(36).toUpperCase().padStart(3, '0')}`}`,
    email: `crash.${round}.${i}@example.com`,
    documents: Array.from({ length: 1 + (i % 3) }, (_, j) => ({
      name: `document-${i}-${j}.pdf`,
      content: pdf(`round ${round}, application ${i}, document ${j}`, 100_000 + ((i * 7 + j * 13) % 15) * 100_000),
    })),
  }));
}

const submit = (url: string, sent: Sent) =>
  fetch(`${url}/api/visa-applications`, {
    method: 'POST',
    body: formWith(
      {
        submissionId: sent.id,
        fullName: 'Crash Test',
        email: sent.email,
        phone: '+62 812 3456 7890',
        service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
      },
      sent.documents.map((document): [string, string, Buffer] => ['documents', document.name, document.content]),
    ),
  });

/** What the database and the store hold, checked against each other. */
async function audit(db: Kysely<Database>, store: StoreSettings) {
  const applicationRows = await db.selectFrom('applications').select(['id', 'email']).execute();
  const fileRows = await db
    .selectFrom('application_files')
    .select(['application_id', 'stored_name', 'sha256', 'original_name'])
    .execute();
  const { files } = await storeContents(store);
  const stored = new Set(fileRows.map((row) => row.stored_name));
  const missingOrDamaged: string[] = [];
  for (const row of fileRows) {
    const content = await readStoredFile(store, row.stored_name);
    if (!content || sha256(content) !== row.sha256) missingOrDamaged.push(row.stored_name);
  }
  const withFiles = new Set(fileRows.map((row) => row.application_id));
  return {
    applicationRows,
    fileRows,
    missingOrDamaged,
    filesWithoutRow: files.filter((name) => !stored.has(name)),
    applicationsWithoutFiles: applicationRows.filter((row) => !withFiles.has(row.id)).map((row) => row.id),
  };
}

/** The pending objects of every instance. */
async function pendingObjects(store: StoreSettings): Promise<number> {
  return Object.values((await storeContents(store)).pending).flat().length;
}

describe.each(UPLOAD_SETUPS)(
  'the built API on %s with %s storage, killed with SIGKILL while 50 applications upload',
  (dialect, storage) => {
    let dir: string;
    let settings: Record<string, string>;
    let store: StoreSettings;
    let database: string | undefined;
    let db: Kysely<Database>;
    let api: ApiProcess | undefined;
    /** Every application sent, by ID, across the rounds. */
    const everySent = new Map<string, Sent>();

    beforeAll(async () => {
      assertBuildIsFresh();
      dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-crash-'));
      settings = {
        RATE_LIMIT: 'off',
        UPLOAD_DIR: path.join(dir, 'uploads'),
        SQLITE_PATH: path.join(dir, 'app.sqlite'),
        ...(storage === 's3' ? await newBucketSettings() : {}),
      };
      if (dialect === 'postgres') {
        // A database of its own: the process cannot be told a schema, and the test drops it whole.
        database = `crash_${randomBytes(4).toString('hex')}`;
        await admin(`create database ${database}`);
        const url = new URL(TEST_DATABASE_URL);
        url.pathname = `/${database}`;
        settings.DATABASE_URL = url.toString();
      }
      store = loadConfig(settings);
      api = await startApiProcess(settings, START_TIMEOUT_MS);
      ({ db } = await openDatabase({ databaseUrl: settings.DATABASE_URL, sqlitePath: settings.SQLITE_PATH! }));
    }, START_TIMEOUT_MS + 30_000);

    afterAll(async () => {
      await api?.kill();
      await db?.destroy();
      if (database) await admin(`drop database if exists ${database} with (force)`);
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    // On S3 one round: it already leaves both committed-but-unpromoted and orphaned objects, and
    // each round costs a minute of npm test.
    it.each(storage === 's3' ? ROUNDS.slice(0, 1) : ROUNDS)(
      'loses no answered application when killed %s, and the sweep leaves no half-written file',
      async (_when, killAfter, round) => {
        const batch = applications(round);
        for (const sent of batch) everySent.set(sent.id, sent);
        let answered = 0;
        let killing: Promise<void> | undefined;
        const running = api!;
        await Promise.all(
          batch.map(async (sent) => {
            try {
              const response = await submit(running.url, sent);
              await response.arrayBuffer();
              sent.status = response.status;
              answered += 1;
              if (answered === killAfter) killing = running.kill();
            } catch {
              // The connection died with the process: the client never learnt the outcome.
            }
          }),
        );
        await killing;
        const accepted = batch.filter((sent) => sent.status === 201);
        expect(batch.filter((sent) => sent.status !== undefined && sent.status !== 201)).toEqual([]);
        expect(accepted.length).toBeGreaterThanOrEqual(killAfter);
        expect(accepted.length, 'the kill must land while applications are still in flight').toBeLessThan(APPLICATIONS);
        const partsLeft = await pendingObjects(store);

        api = await startApiProcess(settings, START_TIMEOUT_MS);
        const sweep = api.logs.find((entry) => entry.msg === 'upload sweep finished what earlier processes left');
        const after = await audit(db, store);

        // Every application answered 201 is there, with each of its documents byte for byte.
        const stored = new Map(after.applicationRows.map((row) => [row.id, row]));
        for (const sent of accepted) {
          expect(stored.get(sent.id)?.email, `application ${sent.id} was answered 201`).toBe(sent.email);
          const rows = after.fileRows.filter((row) => row.application_id === sent.id);
          expect(rows.map((row) => row.sha256).sort()).toEqual(
            sent.documents.map((document) => sha256(document.content)).sort(),
          );
        }
        // No row without its file, no file without its row, no application without its files, no temporary left.
        expect(after.missingOrDamaged).toEqual([]);
        expect(after.filesWithoutRow).toEqual([]);
        expect(after.applicationsWithoutFiles).toEqual([]);
        expect(await pendingObjects(store)).toBe(0);
        // Every part there after the kill was moved on or removed. (At least: an upload whose body
        // had fully reached the S3 server when the process died can still land after the count,
        // as on S3 itself; CI saw 28 swept of 27 counted. None is left, as checked above.)
        expect(((sweep?.moved ?? 0) as number) + ((sweep?.removed ?? 0) as number)).toBeGreaterThanOrEqual(partsLeft);

        // The visitors whose answer was lost retry with the same submissionId, as the browser does:
        // each is stored once, whether or not the first attempt had been committed.
        const unanswered = batch.filter((sent) => sent.status === undefined);
        const retried = await Promise.all(
          unanswered.map((sent) => submit(api!.url, sent).then((response) => response.status)),
        );
        expect(retried).toEqual(unanswered.map(() => 201));
        const final = await audit(db, store);
        for (const sent of batch) {
          const rows = final.fileRows.filter((row) => row.application_id === sent.id);
          expect(rows.map((row) => row.sha256).sort()).toEqual(
            sent.documents.map((document) => sha256(document.content)).sort(),
          );
        }
        expect(final.missingOrDamaged).toEqual([]);
        expect(final.filesWithoutRow).toEqual([]);

        console.info(
          JSON.stringify({
            crash: `${dialect}, ${storage}`,
            killedAfterAnswers: killAfter,
            answered201: accepted.length,
            inFlightAtKill: unanswered.length,
            committedButUnanswered: unanswered.filter((sent) => stored.has(sent.id)).length,
            partsLeftByKill: partsLeft,
            sweep: { moved: sweep?.moved ?? 0, removed: sweep?.removed ?? 0 },
            lost: accepted.filter((sent) => !stored.has(sent.id)).length,
          }),
        );
      },
      // Minutes on a busy machine: 50 uploads, a restart that sweeps, 40 retries, two audits.
      240_000,
    );

    it('keeps every application and document across a clean restart, and serves them', async () => {
      await api!.stop();
      api = await startApiProcess(settings, START_TIMEOUT_MS);
      const after = await audit(db, store);

      expect(after.applicationRows).toHaveLength(everySent.size);
      expect(after.fileRows).toHaveLength(
        [...everySent.values()].reduce((sum, sent) => sum + sent.documents.length, 0),
      );
      expect(after.missingOrDamaged).toEqual([]);
      expect(after.filesWithoutRow).toEqual([]);
      const tracked = await Promise.all(
        [...everySent.values()].map(async (sent) => {
          const response = await fetch(
            `${api!.url}/api/applications/${sent.id}?email=${encodeURIComponent(sent.email)}`,
          );
          return response.status;
        }),
      );
      expect(tracked).toEqual([...everySent.values()].map(() => 200));
    }, 120_000);
  },
);
