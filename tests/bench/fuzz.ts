import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type FuzzReport, runFuzz } from '../../backend/src/testing/fuzz.js';
import { adminQuery as admin, TEST_DATABASE_URL } from '../../backend/src/testing/postgres-admin.js';
import { startApiProcess } from '../support/api-process.js';
import type { SectionReport } from './report.js';

// The fuzzer of backend/src/testing/fuzz.ts at length, against the built API in a process of
// its own (a crash shows as refused connections), on SQLite and on PostgreSQL. `npm test` runs
// a small fixed set; here the seed changes each run and is printed, so a failure can be replayed
// (BENCH_FUZZ_SEED=<seed>).

export const FUZZ_CASES_TARGET = 5000;

interface Outcome {
  target: string;
  report?: FuzzReport;
  failure?: string;
  ms: number;
}

async function fuzzOne(
  target: string,
  settings: Record<string, string>,
  cases: number,
  seed: number,
): Promise<Outcome> {
  const began = performance.now();
  const api = await startApiProcess({
    RATE_LIMIT: 'off',
    PROMO_MAX_PER_ADDRESS: '0',
    BOT_CHALLENGE: 'off',
    PROMO_RESET_SECRET: `bench-${randomBytes(8).toString('hex')}`,
    ...settings,
  });
  try {
    const report = await runFuzz(api.url, { numRuns: cases, seed, uploadDir: settings.UPLOAD_DIR! });
    return { target, report, ms: performance.now() - began };
  } catch (error) {
    return {
      target,
      failure: (error as Error).message.split('\n').slice(0, 12).join('\n'),
      ms: performance.now() - began,
    };
  } finally {
    await api.stop();
  }
}

export async function runFuzzSection(): Promise<SectionReport> {
  const perDialect = Number(process.env.BENCH_FUZZ_CASES ?? FUZZ_CASES_TARGET / 2);
  const seed = Number(process.env.BENCH_FUZZ_SEED ?? randomInt(1, 2 ** 31 - 1));
  console.log(`Fuzzing: ${perDialect} requests per database derived from openapi.yaml and mutated, seed ${seed}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-bench-fuzz-'));
  const outcomes: Outcome[] = [];
  try {
    outcomes.push(
      await fuzzOne(
        'SQLite',
        { SQLITE_PATH: path.join(dir, 'app.sqlite'), UPLOAD_DIR: path.join(dir, 'sqlite-uploads') },
        perDialect,
        seed,
      ),
    );
    const database = `bench_fuzz_${randomBytes(4).toString('hex')}`;
    await admin(`create database ${database}`);
    try {
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${database}`;
      outcomes.push(
        await fuzzOne(
          'PostgreSQL',
          { DATABASE_URL: url.toString(), UPLOAD_DIR: path.join(dir, 'pg-uploads') },
          perDialect,
          seed,
        ),
      );
    } finally {
      await admin(`drop database if exists ${database} with (force)`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  const total = outcomes.reduce((sum, outcome) => sum + (outcome.report?.cases ?? 0), 0);
  console.log(`Fuzzed ${total} cases (target at least ${FUZZ_CASES_TARGET}), seed ${seed}.`);
  const missed = outcomes
    .filter((outcome) => outcome.failure)
    .map((outcome) => `${outcome.target}: ${outcome.failure}`);
  if (total < FUZZ_CASES_TARGET && !missed.length)
    missed.push(`${total} cases ran; at least ${FUZZ_CASES_TARGET} are expected (BENCH_FUZZ_CASES per database).`);
  const count = (report: FuzzReport | undefined, test: (status: number) => boolean) =>
    Object.entries(report?.statuses ?? {}).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0);
  return {
    id: 'fuzz',
    title: 'Fuzzing',
    method: `Requests derived from openapi.yaml for every operation, then mutated (missing, extra and mistyped fields, empty, 100 KB and odd Unicode text, control characters, invalid JSON, wrong content types, multipart with odd parts and file names, content unlike its name, unknown routes), sent to the built API on each database (\`BENCH_FUZZ_CASES\` per database, seed \`BENCH_FUZZ_SEED\` or random). Every answer must be documented, a 4xx in the Error shape unless the request stayed valid, never a 5xx or a stack trace, within 5 s; stored files must carry names the server made.`,
    rows: outcomes.map((outcome) => ({
      target: outcome.target,
      cases: String(outcome.report?.cases ?? 0),
      'accepted (2xx)': String(count(outcome.report, (status) => status < 300)),
      'refused (4xx)': String(count(outcome.report, (status) => status >= 400 && status < 500)),
      '5xx or broken guarantee': outcome.failure ? 'YES ✗' : '0',
      'slowest answer': `${Math.round(outcome.report?.slowestMs ?? 0)} ms`,
      time: `${Math.round(outcome.ms / 1000)} s`,
    })),
    missed,
    notes: [`${total} cases in all, seed ${seed}.`],
  };
}
