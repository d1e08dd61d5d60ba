import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PROMO_SPOTS } from '@cipta/domain/constants';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database/database.js';
import type { Database } from './database/schema.js';
import { type ApiProcess, assertBuildIsFresh, startApiProcess } from './testing/api-process.js';
import { loadConfig } from './config/config.js';
import { formWith, pdf, readStoredFile, sha256, storeContents, submissionId } from './testing/files.js';
import { newBucketSettings } from './testing/s3-server.js';
import { applicationBody, startUpload } from './testing/slow-upload.js';
import type { StoreSettings } from './testing/stored-objects.js';
import { adminQuery as admin, STORAGES, TEST_DATABASE_URL } from './testing/test-app.js';

/** A number as letters (a name holds no digits, issue 29): 12 → "bc". */
const letters = (n: number) => String(n).replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);

// Two processes of the built API sharing one PostgreSQL database (and the upload folder, or one
// S3 bucket), as two instances behind a load balancer: every guarantee holds in the database and
// the store, none in a process' memory. (The per-feature specs check the same with two instances
// inside one process.) The storage-independent checks run once, with the local store.

const RESET_SECRET = `shared-${randomBytes(6).toString('hex')}`;

const post = (api: ApiProcess, urlPath: string, body: unknown, client: string) =>
  fetch(`${api.url}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, any>,
  }));

describe.each(STORAGES)('two API processes sharing one PostgreSQL database and %s storage', (storage) => {
  let dir: string;
  const database = `shared_${randomBytes(4).toString('hex')}`;
  let first: ApiProcess;
  let second: ApiProcess;
  let db: Kysely<Database>;
  let store: StoreSettings;
  let settings: Record<string, string>;
  const itOnce = it.runIf(storage === 'local');

  beforeAll(async () => {
    assertBuildIsFresh();
    dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-shared-'));
    await admin(`create database ${database}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${database}`;
    settings = {
      DATABASE_URL: url.toString(),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      PROMO_RESET_SECRET: RESET_SECRET,
      // Each test speaks for client addresses of its own, through X-Forwarded-For.
      TRUST_PROXY: 'on',
      BOT_CHALLENGE: 'off',
      RATE_LIMIT: 'on',
      RATE_LIMIT_MAX: '3',
      RATE_LIMIT_WINDOW_SECONDS: '86400',
      RESET_RATE_LIMIT_MAX: '100',
      ...(storage === 's3' ? await newBucketSettings() : {}),
    };
    store = loadConfig(settings);
    [first, second] = await Promise.all([startApiProcess(settings, 60_000), startApiProcess(settings, 60_000)]);
    ({ db } = await openDatabase({ databaseUrl: settings.DATABASE_URL, sqlitePath: '' }));
    // Two processes migrating and sweeping at once, on a shared machine.
  }, 90_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await db?.destroy();
    await admin(`drop database if exists ${database} with (force)`);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  itOnce(
    `give 300 simultaneous visitors split between them exactly ${PROMO_SPOTS} spots, each number once`,
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          post(
            i % 2 ? second : first,
            '/api/promo-claim',
            { name: `Visitor ${letters(i)}`, email: `v${i}@example.com`, phone: '+62 812 0000 0000', claimNumber: 1 },
            `10.1.${i >> 8}.${i & 255}`,
          ),
        ),
      );

      const won = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.claimNumber as number);
      expect(won.sort((a, b) => a - b)).toEqual(Array.from({ length: PROMO_SPOTS }, (_, i) => i + 1));
      expect(answers.filter((answer) => answer.status !== 201).map((answer) => answer.body.code)).toEqual(
        Array(300 - PROMO_SPOTS).fill('PROMO_EXPIRED'),
      );
    },
  );

  it('store one application when the same submission reaches both six times at once', async () => {
    const id = submissionId();
    const attempts = Array.from({ length: 6 }, (_, i) => pdf(`attempt ${i}`));
    const statuses = await Promise.all(
      attempts.map(async (content, i) => {
        const form = formWith(
          {
            submissionId: id,
            fullName: 'Ana Putri',
            email: 'ana@example.com',
            phone: '+62 812 3456 7890',
            service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)' }),
          },
          [['documents', `attempt-${i}.pdf`, content]],
        );
        const response = await fetch(`${(i % 2 ? second : first).url}/api/visa-applications`, {
          method: 'POST',
          body: form,
          headers: { 'x-forwarded-for': `10.2.0.${i}` },
        });
        return { status: response.status, body: await response.text() };
      }),
    );

    expect(statuses.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(statuses.map((answer) => answer.body)).size).toBe(1);
    expect(await db.selectFrom('applications').select('id').where('id', '=', id).execute()).toHaveLength(1);
    const files = await db
      .selectFrom('application_files')
      .select(['stored_name', 'sha256'])
      .where('application_id', '=', id)
      .execute();
    expect(files).toHaveLength(1);
    expect(attempts.map(sha256)).toContain(files[0]!.sha256);
    expect((await storeContents(store)).files).toEqual([files[0]!.stored_name]);
    expect(sha256((await readStoredFile(store, files[0]!.stored_name))!)).toBe(files[0]!.sha256);
    expect((await storeContents(store)).pending).toEqual({});
  });

  it('leave an upload in flight on one alone while a third starts and sweeps the shared store', async () => {
    const id = submissionId();
    const documents = [pdf('sent whole before the sweep', 1_000_000), pdf('sent across the sweep', 2_000_000)];
    const { body, contentType } = await applicationBody(id, ...documents);
    const upload = startUpload(first.url, body, contentType);
    // Half the body: the first document is a pending object of the first process when the third sweeps.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(Object.values((await storeContents(store)).pending).flat()).toHaveLength(storage === 's3' ? 1 : 2);

    const third = await startApiProcess({ ...settings, RATE_LIMIT: 'off' }, 60_000);
    await third.stop();
    upload.finish();

    expect((await upload.answer).status).toBe(201);
    const rows = await db
      .selectFrom('application_files')
      .selectAll()
      .where('application_id', '=', id)
      .orderBy('original_name')
      .execute();
    expect(rows.map((row) => row.sha256)).toEqual(documents.map(sha256));
    for (const row of rows) expect(sha256((await readStoredFile(store, row.stored_name))!)).toBe(row.sha256);
  }, 60_000);

  itOnce('count one client’s requests together: two to each, and the 4th is refused with Retry-After', async () => {
    const message = (n: number) => ({ name: 'Maria Lopez', email: `maria${n}@example.com`, message: `Message ${n}` });
    const statuses = [];
    for (const [api, n] of [
      [first, 1],
      [second, 2],
      [first, 3],
    ] as const)
      statuses.push((await post(api, '/api/contact-message', message(n), '10.3.0.1')).status);
    const fourth = await post(second, '/api/contact-message', message(4), '10.3.0.1');

    expect(statuses).toEqual([201, 201, 201]);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  itOnce('lock out an address after 5 wrong reset secrets sent to either, even with the right one', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await post(i % 2 ? second : first, '/api/promo-claim/reset', { secret: `guess-${i}` }, '10.4.0.1')).status,
      );
    const right = await post(first, '/api/promo-claim/reset', { secret: RESET_SECRET }, '10.4.0.1');

    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many wrong reset secrets from this address/);
    expect((await post(second, '/api/promo-claim/reset', { secret: RESET_SECRET }, '10.4.0.2')).status).toBe(200);
  });
});
