import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, assertBuildIsFresh, startApiProcess } from './testing/api-process.js';
import { formWith, pdf, submissionId } from './testing/files.js';

// issue 29, low: the database, the documents, the mail folder and backups were world-readable
// (0644 files, 0755 folders, the machine's umask). The built API and its backup command, started
// as an operator starts them, write everything for the service's own user only.

const BACKUP_CLI = path.resolve(import.meta.dirname, '../dist/backup/backup.cli.js');

/** Every file and folder under `root`, with its permission bits. */
async function modesUnder(root: string): Promise<Array<{ path: string; folder: boolean; mode: number }>> {
  const found: Array<{ path: string; folder: boolean; mode: number }> = [];
  const walk = async (where: string) => {
    const info = await stat(where);
    found.push({ path: path.relative(root, where) || '.', folder: info.isDirectory(), mode: info.mode & 0o777 });
    if (info.isDirectory()) for (const name of await readdir(where)) await walk(path.join(where, name));
  };
  await walk(root);
  return found;
}

const open = (entries: Awaited<ReturnType<typeof modesUnder>>) =>
  entries.filter(({ folder, mode }) => mode !== (folder ? 0o700 : 0o600));

describe('what the built API and its commands write (issue 29)', () => {
  let dir: string;
  let data: string;
  let api: ApiProcess;

  beforeAll(async () => {
    assertBuildIsFresh();
    dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-modes-'));
    data = path.join(dir, 'data');
    api = await startApiProcess({
      SQLITE_PATH: path.join(data, 'db', 'app.sqlite'),
      UPLOAD_DIR: path.join(data, 'uploads'),
      MAIL_DIR: path.join(data, 'mail'),
      BOT_CHALLENGE: 'off',
      RATE_LIMIT: 'off',
    });
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps the database, the documents and the mail copies to the service’s user: files 0600, folders 0700', async () => {
    const form = formWith(
      {
        submissionId: submissionId(),
        fullName: 'Siti Rahma',
        email: 'siti.rahma@example.com',
        phone: '+62 812 3456 7890',
        service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)' }),
      },
      [['documents', 'passport.pdf', pdf('passport')]],
    );
    const answer = await fetch(`${api.url}/api/visa-applications`, { method: 'POST', body: form });
    expect(answer.status, await answer.text()).toBe(201);
    // The receipt's copy is written by the outbox's sender, within a second or two.
    await expect
      .poll(async () => (await readdir(path.join(data, 'mail')).catch(() => [])).length, { timeout: 15_000 })
      .toBeGreaterThan(0);

    const entries = await modesUnder(data);
    expect(entries.some((entry) => entry.path.endsWith('app.sqlite'))).toBe(true);
    expect(entries.some((entry) => entry.path.startsWith('uploads') && !entry.folder)).toBe(true);
    expect(entries.some((entry) => entry.path.startsWith('mail') && !entry.folder)).toBe(true);
    expect(open(entries)).toEqual([]);
  });

  it('writes a backup the same way', async () => {
    const folder = path.join(dir, 'backups', 'today');
    const child = spawn(process.execPath, [BACKUP_CLI, 'backup', folder], {
      env: {
        ...process.env,
        SQLITE_PATH: path.join(data, 'db', 'app.sqlite'),
        UPLOAD_DIR: path.join(data, 'uploads'),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    expect(await new Promise((resolve) => child.on('close', resolve))).toBe(0);
    const entries = await modesUnder(path.join(dir, 'backups'));
    expect(entries.filter((entry) => !entry.folder).length).toBeGreaterThan(1);
    expect(open(entries)).toEqual([]);
  });
});
