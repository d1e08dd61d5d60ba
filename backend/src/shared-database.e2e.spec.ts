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
import { formWith, namesIn, pdf, sha256, submissionId } from './testing/files.js';
import { adminQuery as admin, TEST_DATABASE_URL } from './testing/test-app.js';

// Two processes of the built API sharing one PostgreSQL database (and upload folder), as two
// instances behind a load balancer: every guarantee holds in the database, none in a process'
// memory. (The per-feature specs check the same with two instances inside one process.)

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

describe('two API processes sharing one PostgreSQL database', () => {
  let dir: string;
  const database = `shared_${randomBytes(4).toString('hex')}`;
  let first: ApiProcess;
  let second: ApiProcess;
  let db: Kysely<Database>;

  beforeAll(async () => {
    assertBuildIsFresh();
    dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-shared-'));
    await admin(`create database ${database}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${database}`;
    const settings = {
      DATABASE_URL: url.toString(),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      PROMO_RESET_SECRET: RESET_SECRET,
      // Each test speaks for client addresses of its own, through X-Forwarded-For.
      TRUST_PROXY: 'on',
      RATE_LIMIT: 'on',
      RATE_LIMIT_MAX: '3',
      RATE_LIMIT_WINDOW_SECONDS: '86400',
      RESET_RATE_LIMIT_MAX: '100',
    };
    [first, second] = await Promise.all([startApiProcess(settings), startApiProcess(settings)]);
    ({ db } = await openDatabase({ databaseUrl: settings.DATABASE_URL, sqlitePath: '' }));
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await db?.destroy();
    await admin(`drop database if exists ${database} with (force)`);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(`give 300 simultaneous visitors split between them exactly ${PROMO_SPOTS} spots, each number once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        post(
          i % 2 ? second : first,
          '/api/promo-claim',
          { name: `Visitor ${i}`, email: `v${i}@example.com`, phone: '+62 812 0000 0000', claimNumber: 1 },
          `10.1.${i >> 8}.${i & 255}`,
        ),
      ),
    );

    const won = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.claimNumber as number);
    expect(won.sort((a, b) => a - b)).toEqual(Array.from({ length: PROMO_SPOTS }, (_, i) => i + 1));
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => answer.body.code)).toEqual(
      Array(300 - PROMO_SPOTS).fill('PROMO_EXPIRED'),
    );
  });

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
            service: JSON.stringify({ title: 'B1 Tourist Visa' }),
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
    expect(await namesIn(path.join(dir, 'uploads/files'))).toEqual([files[0]!.stored_name]);
  });

  it('count one client’s requests together: two to each, and the 4th is refused with Retry-After', async () => {
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

  it('lock out an address after 5 wrong reset secrets sent to either, even with the right one', async () => {
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
