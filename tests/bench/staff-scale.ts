import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../backend/src/config/config.js';
import { openDatabase } from '../../backend/src/database/database.js';
import { main } from '../support/api-process.js';
import type { SectionReport } from './report.js';
import { type ServerProcess, startServer } from './servers.js';
import { SESSION_TOKEN, STAFF_IDS, benchApplication, fill, fillSize } from './staff-scale-fill.js';

// issue 31: the back office at a year's scale. Each database is filled by SQL with 1,000 and then
// 100,000 applications (and their history, documents, notes, messages and audit rows), and the
// built API, as its own process, answers the staff area's reads: p95 of timed requests, one at a
// time, each at 100,000 beside its target and beside its own figure at 1,000 in the same run.

const SCALES = (process.env.BENCH_STAFF_SCALES ?? '1000,100000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_STAFF_SAMPLES ?? 60);
const P95_TARGET_MS = 150;
const GROWTH_OVER_SMALL = 3;
const MEMORY_TARGET_MB = 100;
const API_PORT = Number(process.env.BENCH_STAFF_PORT ?? 3440);
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_DATABASE = process.env.BENCH_STAFF_PG_DATABASE ?? 'bench_scale';
/** To iterate on a few figures: the databases measured, and the figures (by part of their name). */
const DATABASES = (process.env.BENCH_STAFF_DATABASES ?? 'sqlite,postgres').split(',');
const FIGURES = process.env.BENCH_STAFF_FIGURES?.split(',');
const wanted = (name: string) => !FIGURES || FIGURES.some((part) => name.includes(part));

type Target = 'SQLite' | 'PostgreSQL';

interface Measured {
  reads: Map<string, number>;
  exports: Map<string, { ms: number; growthMB: number; bytes: number }>;
  /** Unset when BENCH_STAFF_FIGURES leaves the retention job out. */
  retention?: { ms: number; growthMB: number; erased: number; documents: number };
  fillMs: number;
}

const cookie = { cookie: `cipta_staff=${SESSION_TOKEN}`, 'accept-language': 'en' };

/** The reads the issue lists, by name: the path and query each one asks. */
export function reads(count: number): Array<[string, string]> {
  const middle = benchApplication(Math.floor(count / 2), count, Date.now());
  const queue = (query: string) => `/api/staff/applications?pageSize=25${query ? `&${query}` : ''}`;
  const month = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
  const monthEnd = new Date(Date.now() - 170 * 86_400_000).toISOString().slice(0, 10);
  return [
    ['queue: no filter', queue('')],
    ['queue: status processing', queue('status=processing')],
    ['queue: status completed', queue('status=completed')],
    ['queue: kind', queue('kind=visa')],
    ['queue: service', queue(`service=${encodeURIComponent(middle.service_key)}`)],
    ['queue: submitted from/to', queue(`from=${month}&to=${monthEnd}`)],
    ['queue: assigned to me', queue('assignee=me')],
    ['queue: assigned to a colleague', queue(`assignee=${STAFF_IDS[2]}`)],
    ['queue: unassigned', queue('assignee=none')],
    ['queue: needs attention', queue('attention=true')],
    ['queue: overdue', queue('overdue=true')],
    ['queue: sort submitted (oldest)', queue('sort=submittedAt')],
    ['queue: sort updated', queue('sort=-updatedAt')],
    ['queue: sort in status since', queue('sort=statusChangedAt')],
    ['queue: sort status', queue('sort=status')],
    ['queue: sort name', queue('sort=name')],
    ['queue: sort service', queue('sort=service')],
    ['queue: sort assignee', queue('sort=-assignee')],
    ['queue: search name fragment', queue('q=lindq')],
    ['queue: search accent-free name', queue('q=nguyen%20mai')],
    ['queue: search phone digits', queue(`q=${encodeURIComponent(middle.phone.slice(-9))}`)],
    ['queue: search ID', queue(`q=${middle.id}`)],
    ['case page', `/api/staff/applications/${middle.id}`],
    ['desk counts', '/api/staff/desk'],
    ['contact messages', '/api/staff/contact-messages'],
    ['contact messages: unhandled, mine', '/api/staff/contact-messages?handled=false&assignee=me'],
    ['consultation requests', '/api/staff/consultation-requests'],
    ['consultation requests: handled', '/api/staff/consultation-requests?handled=true'],
    ['contact message opened', `/api/staff/contact-messages/CM${benchApplication(2, count, Date.now()).id}`],
    ['audit log', '/api/staff/audit'],
    ['audit log: action', '/api/staff/audit?action=document-viewed'],
    ['audit log: person', `/api/staff/audit?actorId=${STAFF_IDS[3]}`],
    ['audit log: target', `/api/staff/audit?targetId=${middle.id}`],
    ['audit log: dates', `/api/staff/audit?from=${month}T00:00:00Z&to=${monthEnd}T00:00:00Z`],
    ['audit log: person and action', `/api/staff/audit?actorId=${STAFF_IDS[1]}&action=application-viewed`],
  ];
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

async function timed(url: string): Promise<number> {
  const began = performance.now();
  const response = await fetch(url, { headers: cookie });
  await response.arrayBuffer();
  const ms = performance.now() - began;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return ms;
}

function memoryKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
}

/** An export read to its end: its time, its size, and the API's peak resident growth meanwhile. */
async function exportOnce(url: string, pid: number) {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
  const before = memoryKiB(pid, 'VmRSS');
  const began = performance.now();
  const response = await fetch(url, { headers: cookie });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
  const ms = performance.now() - began;
  return { ms, bytes, growthMB: (memoryKiB(pid, 'VmHWM') - before) / 1024 };
}

/** The retention job over the whole set, as its own process: its time and peak resident growth. */
async function retention(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'staff-retention-run.ts')], {
    env: { ...process.env, ...env, DOCUMENT_RETENTION_DAYS: '90', RECORD_RETENTION_DAYS: '180', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the retention run exited with ${code}: ${out}`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as NonNullable<Measured['retention']>;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL database of one scale: each scale has its own, so both are up at once. */
const pgDatabase = (count: number) => `${PG_DATABASE}_${count}`;

async function freshDatabase(target: Target, dir: string, count: number): Promise<Record<string, string>> {
  if (target === 'SQLite') return { SQLITE_PATH: path.join(dir, `staff-${count}.sqlite`) };
  await admin(`drop database if exists ${pgDatabase(count)} with (force)`);
  await admin(`create database ${pgDatabase(count)}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${pgDatabase(count)}`;
  return { DATABASE_URL: url.toString() };
}

/** One scale's database, filled, and the environment an API (or the retention job) needs for it. */
async function prepare(target: Target, count: number, index: number, dir: string) {
  const databaseEnv = await freshDatabase(target, dir, count);
  const env = {
    ...databaseEnv,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    METRICS_PORT: 'off',
    BOT_CHALLENGE: 'off',
    PORT: String(API_PORT + index),
  };
  const began = performance.now();
  const database = await openDatabase(loadConfig(env));
  try {
    await fill(database.db, fillSize(count), new Date());
  } finally {
    await database.db.destroy();
  }
  if (target === 'PostgreSQL') {
    const client = new pg.Client({ connectionString: databaseEnv.DATABASE_URL });
    await client.connect();
    await client.query('vacuum analyze');
    await client.end();
  }
  const fillMs = performance.now() - began;
  console.log(`  ${target}, ${count.toLocaleString('en')} applications: filled in ${(fillMs / 1000).toFixed(1)} s`);
  return { count, env, fillMs };
}

/**
 * Every scale of one database at once, an API for each: each read is warmed on every API first,
 * then timed in turns (one request at 1,000, one at 100,000, …), so both figures of a ratio see
 * the same load of a shared machine (decision 192); exports and the retention job then run one
 * scale at a time.
 */
async function measure(target: Target, dir: string): Promise<Map<number, Measured>> {
  const prepared = [];
  for (const [index, count] of SCALES.entries()) prepared.push(await prepare(target, count, index, dir));
  const byScale = new Map<number, Measured>();
  const apis: Array<{ count: number; api: ServerProcess }> = [];
  try {
    for (const { count, env, fillMs } of prepared) {
      const api = await startServer({
        name: 'the API',
        args: [main],
        port: Number(env.PORT),
        env,
        ready: '/health/live',
      });
      apis.push({ count, api });
      byScale.set(count, { reads: new Map(), exports: new Map(), fillMs });
    }
    const routes = new Map(apis.map(({ count }) => [count, new Map(reads(count))]));
    const names = reads(SCALES[0]!)
      .map(([name]) => name)
      .filter(wanted);
    // A first pass over every read, so the first read timed does not pay for the API's warm-up.
    for (const name of names)
      for (const { count, api } of apis) await timed(`${api.url}${routes.get(count)!.get(name)}`);
    for (const name of names) {
      const samples = new Map(apis.map(({ count }) => [count, [] as number[]]));
      for (let warm = 0; warm < 3; warm++)
        for (const { count, api } of apis) await timed(`${api.url}${routes.get(count)!.get(name)}`);
      for (let n = 0; n < SAMPLES; n++)
        for (const { count, api } of apis)
          samples.get(count)!.push(await timed(`${api.url}${routes.get(count)!.get(name)}`));
      for (const [count, values] of samples) byScale.get(count)!.reads.set(name, p95(values));
    }
    for (const { count, api } of apis) {
      for (const format of ['csv', 'xlsx'] as const) {
        if (!wanted(`${format} export`)) continue;
        const result = await exportOnce(`${api.url}/api/staff/exports/applications.${format}`, api.pid);
        byScale.get(count)!.exports.set(format, result);
        console.log(
          `    ${count.toLocaleString('en')}, ${format}: ${(result.ms / 1000).toFixed(1)} s, ${(result.bytes / 2 ** 20).toFixed(1)} MB, peak growth ${result.growthMB.toFixed(1)} MB`,
        );
      }
    }
  } finally {
    for (const { api } of apis) await api.stop();
  }
  for (const { count, env } of prepared) {
    if (wanted('retention')) byScale.get(count)!.retention = await retention(env);
    if (target === 'PostgreSQL') await admin(`drop database if exists ${pgDatabase(count)} with (force)`);
  }
  return byScale;
}

/** The load averages, as `uptime` shows them: the machine is shared, and the figures are as slow as it was. */
const machineLoad = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function runStaffScale(): Promise<SectionReport> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-bench-staff-'));
  const results: Array<{ target: Target; byScale: Map<number, Measured> }> = [];
  const began = performance.now();
  const loadAtStart = machineLoad();
  try {
    for (const target of ['SQLite', 'PostgreSQL'] as const)
      if (DATABASES.includes(target === 'SQLite' ? 'sqlite' : 'postgres'))
        results.push({ target, byScale: await measure(target, dir) });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const small = Math.min(...SCALES);
  const large = Math.max(...SCALES);
  const rows: Array<Record<string, string>> = [];
  const missed: string[] = [];
  const smallLabel = `${small.toLocaleString('en')} applications`;
  const largeLabel = `${large.toLocaleString('en')} applications`;
  for (const { target, byScale } of results) {
    const low = byScale.get(small)!;
    const high = byScale.get(large)!;
    for (const [name, highP95] of high.reads) {
      const lowP95 = low.reads.get(name)!;
      const limit = Math.min(P95_TARGET_MS, GROWTH_OVER_SMALL * lowP95);
      const met = highP95 <= limit;
      if (!met) missed.push(`${target}, ${name}: p95 ${ms(highP95)} at ${large}, ${ms(lowP95)} at ${small}.`);
      rows.push({
        database: target,
        figure: `${name} (p95)`,
        [smallLabel]: ms(lowP95),
        [largeLabel]: ms(highP95),
        target: `≤ ${P95_TARGET_MS} ms and ≤ ${GROWTH_OVER_SMALL}× (${ms(GROWTH_OVER_SMALL * lowP95)})`,
        'met?': met ? 'yes' : 'NO ✗',
      });
    }
    for (const format of ['csv', 'xlsx']) {
      const lowExport = low.exports.get(format);
      const highExport = high.exports.get(format);
      if (!lowExport || !highExport) continue;
      const met = highExport.growthMB < MEMORY_TARGET_MB;
      if (!met) missed.push(`${target}, ${format} export: peak growth ${highExport.growthMB.toFixed(1)} MB.`);
      rows.push({
        database: target,
        figure: `${format.toUpperCase()} export of every application: time, peak growth of the API`,
        [smallLabel]: `${(lowExport.ms / 1000).toFixed(2)} s, ${lowExport.growthMB.toFixed(1)} MB`,
        [largeLabel]: `${(highExport.ms / 1000).toFixed(1)} s (${(highExport.bytes / 2 ** 20).toFixed(0)} MB), ${highExport.growthMB.toFixed(1)} MB`,
        target: `growth < ${MEMORY_TARGET_MB} MB (streams)`,
        'met?': met ? 'yes' : 'NO ✗',
      });
    }
    if (!low.retention || !high.retention) continue;
    const met = high.retention.growthMB < MEMORY_TARGET_MB;
    if (!met) missed.push(`${target}, retention: peak growth ${high.retention.growthMB.toFixed(1)} MB.`);
    const job = (run: NonNullable<Measured['retention']>) =>
      `${(run.ms / 1000).toFixed(1)} s, ${run.growthMB.toFixed(1)} MB (${run.erased.toLocaleString('en')} records, ${run.documents.toLocaleString('en')} documents)`;
    rows.push({
      database: target,
      figure: 'retention job over the whole set: time, peak growth',
      [smallLabel]: job(low.retention),
      [largeLabel]: job(high.retention),
      target: `growth < ${MEMORY_TARGET_MB} MB (bounded)`,
      'met?': met ? 'yes' : 'NO ✗',
    });
    rows.push({
      database: target,
      figure: 'fill by SQL',
      [smallLabel]: `${(low.fillMs / 1000).toFixed(1)} s`,
      [largeLabel]: `${(high.fillMs / 1000).toFixed(1)} s`,
      target: '—',
      'met?': '—',
    });
  }
  const size = fillSize(large);
  return {
    id: 'staff',
    title: 'Back office at a year’s scale',
    method:
      `Each database (SQLite; PostgreSQL in databases \`${pgDatabase(small)}\` and \`${pgDatabase(large)}\` of their own) is filled by SQL, not through the API, with ${small.toLocaleString('en')} and then ${large.toLocaleString('en')} applications over a year, in both languages (history, 3 documents and a note each, 3 in 5 assigned), ` +
      `${size.messages.toLocaleString('en')} contact messages and as many consultation requests, and ${size.audit.toLocaleString('en')} audit rows (proportionally fewer at ${small.toLocaleString('en')}). ` +
      `The built API, as its own process, answers ${SAMPLES} timed requests per read and scale, one at a time, with an admin's session (\`BENCH_STAFF_SAMPLES\`): one API per scale, both up at once, every read first warmed on both, then each read's requests in turns between the two scales after 3 warm-ups, so both see the same load of the machine; the p95 at ${large.toLocaleString('en')} must be ≤ ${P95_TARGET_MS} ms and ≤ ${GROWTH_OVER_SMALL}× its own p95 at ${small.toLocaleString('en')} in the same run. ` +
      `Exports are read to their end; peak growth = the API's VmHWM (reset before) minus its VmRSS before. The retention job runs as its own process (documents after 90 days, records after 180, so about half the closed records go); its growth is its peak RSS minus its RSS once the database is open. ` +
      `The whole section took ${((performance.now() - began) / 60_000).toFixed(1)} min; machine load (1, 5, 15 minutes, as \`uptime\` shows it) ${loadAtStart} at the start, ${machineLoad()} at the end.`,
    rows,
    missed,
  };
}
