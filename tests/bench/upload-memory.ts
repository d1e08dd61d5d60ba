import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@cipta/domain/constants';
import Database from 'better-sqlite3';
import { loadConfig } from '../../backend/src/config/config.js';
import type { StorageKind } from '../../backend/src/storage/file-store.js';
import { S3_UPLOADS_AT_ONCE } from '../../backend/src/storage/s3-file-store.js';
import { newBucketSettings, startS3Server } from '../../backend/src/testing/s3-server.js';
import { readStoredFile } from '../../backend/src/testing/stored-objects.js';
import { main } from '../support/api-process.js';
import { type SectionReport, vs } from './report.js';
import { freePort, median, startServer } from './servers.js';

export const APPLICATIONS = 10;
export const FILES_PER_APPLICATION = 5;
export const RSS_GROWTH_TARGET_MB = 80;
const MB = 1024 * 1024;

interface Document {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  sha256: string;
}

/** A PDF by its content (the API checks the bytes, not only the name), random after the header, exactly 5 MB. */
function pdf(name: string): Document {
  const bytes = new Uint8Array(MAX_UPLOAD_BYTES);
  bytes.set(randomBytes(MAX_UPLOAD_BYTES));
  bytes.set(Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1'));
  return { name, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** product §7: "VS", the last 8 digits of the time, 4 random capitals or digits. */
function submissionId(index: number): string {
  return `VS${String(Date.now()).slice(-8)}B${String(index).padStart(3, '0')}`;
}

function memoryOf(pid: number): { rssKiB: number; hwmKiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssKiB: field('VmRSS'), hwmKiB: field('VmHWM') };
}

async function apply(url: string, id: string, documents: Document[]): Promise<number> {
  const form = new FormData();
  form.set('submissionId', id);
  form.set('fullName', 'Upload Bench');
  form.set('email', `${id.toLowerCase()}@example.com`);
  form.set('phone', '+62 812 0000 0000');
  form.set('sponsorType', 'cipta');
  form.set('service', JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }));
  for (const document of documents)
    form.append('documents', new Blob([document.bytes], { type: 'application/pdf' }), document.name);
  const response = await fetch(`${url}/api/visa-applications`, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

interface Burst {
  beforeKiB: number;
  peakKiB: number;
  polledPeakKiB: number;
  accepted: number;
  intact: number;
  damaged: string[];
  statuses: number[];
  elapsedMs: number;
}

/**
 * One burst against a fresh API process: its memory before and at the peak, and what it stored.
 * `storage` is where the API keeps the documents: its upload folder, or a bucket on s3rver (an
 * S3-compatible server run by this benchmark, in its own process, not the measured one).
 */
async function burst(storage: StorageKind, s3Endpoint: string | undefined): Promise<Burst> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-bench-upload-'));
  const sqlitePath = path.join(dir, 'app.sqlite');
  const uploadDir = path.join(dir, 'uploads');
  const port = await freePort();
  const env = {
    PORT: String(port),
    SQLITE_PATH: sqlitePath,
    UPLOAD_DIR: uploadDir,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    METRICS_PORT: 'off',
    ...(storage === 's3' ? await newBucketSettings(s3Endpoint) : {}),
  };
  const store = loadConfig(env);
  const api = await startServer({ name: 'the API', args: [main], port, env });
  try {
    // Warm-up: one small application loads every module of the upload path first.
    const warm = pdf('warm-up.pdf');
    if ((await apply(api.url, submissionId(999), [{ ...warm, bytes: warm.bytes.subarray(0, 4096) }])) !== 201)
      throw new Error('the warm-up application was refused');

    const applications = Array.from({ length: APPLICATIONS }, (_, a) => ({
      id: submissionId(a),
      documents: Array.from({ length: FILES_PER_APPLICATION }, (_, f) =>
        pdf(`application-${a + 1}-document-${f + 1}.pdf`),
      ),
    }));

    await writeFile(`/proc/${api.pid}/clear_refs`, '5');
    const before = memoryOf(api.pid);
    let polledPeakKiB = before.rssKiB;
    const poll = setInterval(() => {
      polledPeakKiB = Math.max(polledPeakKiB, memoryOf(api.pid).rssKiB);
    }, 10);
    const began = performance.now();
    const statuses = await Promise.all(applications.map(({ id, documents }) => apply(api.url, id, documents)));
    const elapsedMs = performance.now() - began;
    clearInterval(poll);
    const after = memoryOf(api.pid);

    // Every file as stored: its row's checksum and size, and the bytes in the store hashed again.
    const db = new Database(sqlitePath, { readonly: true, fileMustExist: true });
    let intact = 0;
    const damaged: string[] = [];
    try {
      const rows = db
        .prepare('select application_id, original_name, stored_name, size, sha256 from application_files')
        .all() as Array<{
        application_id: string;
        original_name: string;
        stored_name: string;
        size: number;
        sha256: string;
      }>;
      for (const { id, documents } of applications) {
        for (const document of documents) {
          const row = rows.find(
            (candidate) => candidate.application_id === id && candidate.original_name === document.name,
          );
          const bytes = row ? await readStoredFile(store, row.stored_name) : undefined;
          const stored = bytes ? createHash('sha256').update(bytes).digest('hex') : '';
          if (row && row.size === document.bytes.length && row.sha256 === document.sha256 && stored === document.sha256)
            intact++;
          else damaged.push(document.name);
        }
      }
    } finally {
      db.close();
    }
    return {
      beforeKiB: before.rssKiB,
      peakKiB: after.hwmKiB,
      polledPeakKiB,
      accepted: statuses.filter((status) => status === 201).length,
      intact,
      damaged,
      statuses,
      elapsedMs,
    };
  } finally {
    await api.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Issue 8 §5, issue 17: ten applications of five 5 MB files each, all at once, against the
 * built API as its own process, once with the local store and once with S3. The peak resident
 * memory is the kernel's high-water mark (VmHWM), reset to the current size just before the
 * burst (`echo 5 > /proc/PID/clear_refs`), and cross-checked by polling VmRSS every 10 ms. Every
 * stored file is hashed and compared with what was sent. Each run has a fresh process; the
 * figures are medians, the checks must hold in every run.
 */
export async function runUploadMemory({ runs = 3 } = {}): Promise<SectionReport> {
  const s3 = await startS3Server();
  const measured: Array<{ storage: StorageKind; bursts: Burst[] }> = [];
  try {
    for (const storage of ['local', 's3'] as const) {
      const bursts: Burst[] = [];
      for (let run = 1; run <= runs; run++) {
        const result = await burst(storage, s3.endpoint);
        bursts.push(result);
        console.log(
          `  ${storage} run ${run}/${runs}: peak growth ${((result.peakKiB - result.beforeKiB) / 1024).toFixed(1)} MB, ${result.accepted} accepted, ${result.intact} files intact`,
        );
      }
      measured.push({ storage, bursts });
    }
  } finally {
    await s3.close();
  }
  const total = APPLICATIONS * FILES_PER_APPLICATION;
  const reports = measured.map(({ storage, bursts }) => summarise(storage, bursts));
  return {
    id: 'upload',
    title: 'Upload memory',
    method:
      `${APPLICATIONS} simultaneous visa applications (\`POST /api/visa-applications\`) of ${FILES_PER_APPLICATION} PDF files of exactly 5 MB each (${((total * MAX_UPLOAD_BYTES) / MB).toFixed(0)} MB in all) against the built API as its own process, ${runs} run${runs === 1 ? '' : 's'} per store, each with a fresh process: with the documents in the upload folder (\`STORAGE=local\`), and in a bucket on s3rver, an S3-compatible server the benchmark runs outside the measured process (\`STORAGE=s3\`, at most ${S3_UPLOADS_AT_ONCE} files streaming to S3 at once per process). ` +
      "Peak growth = the kernel's high-water mark of resident memory (VmHWM, reset just before the burst) minus the resident memory before it (median of the runs); VmRSS polled every 10 ms agrees. " +
      'Each file is checked three ways: the SHA-256 and size the API recorded, and the SHA-256 of the stored file, against the bytes sent.',
    rows: reports.map((report) => report.row),
    missed: reports.flatMap((report) => report.missed),
  };
}

function summarise(storage: StorageKind, bursts: Burst[]) {
  const mb = (kib: number) => kib / 1024;
  const growthMB = median(bursts.map((b) => mb(b.peakKiB - b.beforeKiB)));
  const worstGrowthMB = Math.max(...bursts.map((b) => mb(b.peakKiB - b.beforeKiB)));
  const total = APPLICATIONS * FILES_PER_APPLICATION;
  const growthMet = growthMB < RSS_GROWTH_TARGET_MB;
  const acceptedMet = bursts.every((b) => b.accepted === APPLICATIONS);
  const intactMet = bursts.every((b) => b.intact === total);
  const missed: string[] = [];
  if (!growthMet)
    missed.push(
      `${storage}: peak resident memory grew by ${growthMB.toFixed(1)} MB (median; target < ${RSS_GROWTH_TARGET_MB} MB).`,
    );
  for (const b of bursts.filter((candidate) => candidate.accepted !== APPLICATIONS || candidate.intact !== total)) {
    missed.push(
      `${storage}: ${b.accepted} of ${APPLICATIONS} applications accepted (statuses ${b.statuses.join(', ')}); files not intact: ${b.damaged.join(', ') || 'none'}.`,
    );
  }
  return {
    row: {
      storage,
      'resident before': `${mb(median(bursts.map((b) => b.beforeKiB))).toFixed(1)} MB`,
      'peak (VmHWM)': `${mb(median(bursts.map((b) => b.peakKiB))).toFixed(1)} MB`,
      'peak growth': vs(`${growthMB.toFixed(1)} MB`, `< ${RSS_GROWTH_TARGET_MB} MB`, growthMet),
      'largest growth of a run': `${worstGrowthMB.toFixed(1)} MB`,
      'peak growth, polled': `${median(bursts.map((b) => mb(b.polledPeakKiB - b.beforeKiB))).toFixed(1)} MB`,
      'applications accepted': vs(bursts.map((b) => b.accepted).join(', '), `${APPLICATIONS} every time`, acceptedMet),
      'files intact': vs(bursts.map((b) => b.intact).join(', '), `${total} every time`, intactMet),
      'time for the burst': `${(median(bursts.map((b) => b.elapsedMs)) / 1000).toFixed(1)} s`,
    },
    missed,
  };
}
