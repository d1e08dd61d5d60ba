import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type ApiProcess, startApiProcess } from '../support/api-process.js';

/** A number as letters (a name holds no digits, issue 29): 12 → "bc". */
const letters = (n: number) => String(n).replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface StampedeResult {
  target: string;
  claims: number;
  successes: number;
  numbersOk: boolean;
  drainMs: number;
}

/**
 * product §9 + DESIGN 1: `claims` visitors with distinct e-mails claim at once; exactly the limit
 * may succeed, each spot number once. Sent round-robin to every API process given.
 */
async function stampede(target: string, apis: ApiProcess[], claims: number, runId: string): Promise<StampedeResult> {
  const began = performance.now();
  const answers = await Promise.all(
    Array.from({ length: claims }, async (_, i) => {
      const api = apis[i % apis.length]!;
      const response = await fetch(`${api.url}/api/promo-claim`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Visitor ${letters(i)}`,
          email: `v${i}.${runId}@example.com`,
          phone: '+62 812 0000 0000',
        }),
      });
      return { status: response.status, body: (await response.json()) as { claimNumber?: number } };
    }),
  );
  const drainMs = performance.now() - began;
  const numbers = answers.filter((a) => a.status === 201).map((a) => a.body.claimNumber!);
  const sorted = [...numbers].sort((a, b) => a - b);
  const numbersOk = sorted.length === 77 && sorted.every((n, i) => n === i + 1);
  const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 409);
  if (unexpected.length) throw new Error(`${target}: ${unexpected.length} answers were neither 201 nor 409`);
  return { target, claims, successes: numbers.length, numbersOk, drainMs };
}

export async function runPromoStampede(claims = 2000): Promise<StampedeResult[]> {
  const results: StampedeResult[] = [];
  const base = { RATE_LIMIT: 'off', PROMO_MAX_PER_ADDRESS: '0', BOT_CHALLENGE: 'off', PROMO_LIMIT: '77' };

  const dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-bench-'));
  try {
    const sqlite = await startApiProcess({
      ...base,
      SQLITE_PATH: path.join(dir, 'app.sqlite'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
    });
    try {
      results.push(await stampede('SQLite, 1 process', [sqlite], claims, 'sqlite'));
    } finally {
      await sqlite.stop();
    }

    // A database of the run's own, so two processes can share it and it is dropped afterwards.
    const database = `bench_${randomBytes(4).toString('hex')}`;
    await admin(`create database ${database}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${database}`;
    try {
      const settings = { ...base, DATABASE_URL: url.toString(), UPLOAD_DIR: path.join(dir, 'pg-uploads') };
      const one = await startApiProcess(settings);
      try {
        results.push(await stampede('PostgreSQL, 1 process', [one], claims, 'pg1'));
        // Reset between runs through the database, as the operator's reset would.
        await admin(`delete from promo_claims; update promo_counter set claimed = 0`, database);
        const two = await startApiProcess(settings);
        try {
          results.push(await stampede('PostgreSQL, 2 processes', [one, two], claims, 'pg2'));
        } finally {
          await two.stop();
        }
      } finally {
        await one.stop();
      }
    } finally {
      await admin(`drop database if exists ${database} with (force)`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}

async function admin(statement: string, database?: string): Promise<void> {
  const url = new URL(TEST_DATABASE_URL);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
