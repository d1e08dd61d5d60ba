import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuildIsFresh } from '../testing/api-process.js';
import { formWith, pdf, png, submissionId } from '../testing/files.js';
import { startTestApi, type TestApi } from '../testing/test-app.js';

const CLI = path.resolve(import.meta.dirname, '../../dist/backup/backup.cli.js');

/** Runs `npm run backup|restore -- <folder>` as an operator would, on these data settings. */
async function run(command: 'backup' | 'restore', folder: string, data: { sqlitePath: string; uploadDir: string }) {
  const child = spawn(process.execPath, [CLI, command, folder], {
    env: {
      ...process.env,
      SQLITE_PATH: data.sqlitePath,
      UPLOAD_DIR: data.uploadDir,
      DATABASE_URL: '',
      STORAGE: 'local',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, stdout, stderr };
}

interface Acknowledged {
  id: string;
  email: string;
  files: Map<string, Buffer>;
  at: number;
}

describe('npm run backup while applications are submitted, then npm run restore (SQLite, local documents)', () => {
  let api: TestApi;
  let dir: string;
  beforeAll(async () => {
    assertBuildIsFresh();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cipta-backup-'));
    api = await startTestApi('sqlite');
  });
  afterAll(async () => {
    await api?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('restores every application acknowledged before the backup began, with its files byte for byte', async () => {
    const acknowledged: Acknowledged[] = [];
    let stop = false;
    const submitter = async (worker: number) => {
      for (let n = 0; !stop; n += 1) {
        const id = submissionId();
        const email = `w${worker}n${n}@example.com`;
        const files = new Map([
          [`passport-${id}.pdf`, pdf(`passport of ${id}`, 20_000 + n * 97)],
          [`photo-${id}.png`, png()],
        ]);
        const answer = await api.request('POST', '/api/visa-applications', {
          form: formWith(
            {
              submissionId: id,
              fullName: 'Siti Rahmawati',
              email,
              phone: '+62 811 2233 4455',
              service: '{"title":"Transit Visa"}',
            },
            [...files].map(([name, content]): [string, string, Buffer] => ['documents', name, content]),
          ),
        });
        expect(answer.status).toBe(201);
        acknowledged.push({ id, email, files, at: Date.now() });
      }
    };
    const submitters = [0, 1, 2, 3].map(submitter);
    while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));

    const began = Date.now();
    const before = [...acknowledged];
    const backupFolder = path.join(dir, 'backup');
    const backedUp = await run('backup', backupFolder, api.config);
    const ended = Date.now();
    const during = acknowledged.filter((application) => application.at > began && application.at < ended).length;
    stop = true;
    await Promise.all(submitters);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(/^Backed up \d+ applications and \d+ documents/);
    // The backup ran while the API kept storing applications.
    expect(during).toBeGreaterThan(0);

    const fresh = { sqlitePath: path.join(dir, 'fresh/app.sqlite'), uploadDir: path.join(dir, 'fresh/uploads') };
    const restored = await run('restore', backupFolder, fresh);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);

    const again = await startTestApi('sqlite', { SQLITE_PATH: fresh.sqlitePath, UPLOAD_DIR: fresh.uploadDir });
    try {
      for (const application of before) {
        const tracked = await again.request('GET', `/api/applications/${application.id}?email=${application.email}`);
        expect(tracked.status, application.id).toBe(200);
        const rows = await again.db
          .selectFrom('application_files')
          .select(['original_name', 'stored_name'])
          .where('application_id', '=', application.id)
          .execute();
        expect(rows.map((row) => row.original_name).sort()).toEqual([...application.files.keys()].sort());
        for (const row of rows) {
          const bytes = await fs.readFile(path.join(fresh.uploadDir, 'files', row.stored_name));
          expect(bytes.equals(application.files.get(row.original_name)!), row.original_name).toBe(true);
        }
      }
    } finally {
      await again.close();
    }
    console.log(
      JSON.stringify({
        backup: {
          acknowledgedBefore: before.length,
          acknowledgedDuring: during,
          acknowledgedInAll: acknowledged.length,
          backupMs: ended - began,
          summary: backedUp.stdout.trim(),
        },
      }),
    );

    // Restoring again onto data already there is refused, and changes nothing.
    const onto = await run('restore', backupFolder, fresh);
    expect(onto.code).toBe(1);
    expect(onto.stderr).toContain('exists: restore only into an empty data folder');

    // A backup whose bytes no longer match its manifest is refused before anything is written.
    const manifest = JSON.parse(await fs.readFile(path.join(backupFolder, 'manifest.json'), 'utf8'));
    const damaged = path.join(backupFolder, manifest.files[0].path);
    const bytes = await fs.readFile(damaged);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    await fs.writeFile(damaged, bytes);
    const elsewhere = { sqlitePath: path.join(dir, 'other/app.sqlite'), uploadDir: path.join(dir, 'other/uploads') };
    const refused = await run('restore', backupFolder, elsewhere);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The backup does not match its manifest: ${manifest.files[0].path} has SHA-256`);
    expect(refused.stderr).toContain('Nothing was restored.');
    await expect(fs.stat(elsewhere.sqlitePath)).rejects.toThrow();
  }, 120_000);

  it('refuses a folder that is not empty, and PostgreSQL or S3 settings, pointing to the docs', async () => {
    const full = path.join(dir, 'full');
    await fs.mkdir(full);
    await fs.writeFile(path.join(full, 'something'), 'x');
    const refused = await run('backup', full, api.config);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The backup folder ${full} is not empty`);

    const child = spawn(process.execPath, [CLI, 'backup', path.join(dir, 'pg')], {
      env: { ...process.env, DATABASE_URL: 'postgres://db.internal/visa' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('pg_dump');
  });
});
