import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { E2E_RESET_SECRET } from '../support/e2e-settings.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
let outDir: string | undefined;
afterAll(() => (outDir ? rm(outDir, { recursive: true, force: true }) : undefined));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the promo reset secret (DESIGN 2) and the other secrets', () => {
  it('never reach the built web app, even when the build environment holds them', async () => {
    const secret = `reset-${randomBytes(12).toString('hex')}`;
    // The API's other secret: a database password, in the environment of a build on the same host.
    const dbPassword = `db-${randomBytes(12).toString('hex')}`;
    outDir = await mkdtemp(path.join(os.tmpdir(), 'cipta-secret-build-'));
    const vite = path.join(root, 'node_modules/.bin/vite');
    await run(vite, ['build', '--mode', 'localhost', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: path.join(root, 'frontend'),
      env: {
        ...process.env,
        PROMO_RESET_SECRET: secret,
        VITE_PROMO_RESET_SECRET: secret,
        DATABASE_URL: `postgres://app:${dbPassword}@db.internal/visa`,
        VITE_DATABASE_URL: `postgres://app:${dbPassword}@db.internal/visa`,
      },
    });
    const files = await filesUnder(outDir);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    for (const file of files) {
      const text = await readFile(file, 'latin1');
      expect(text.includes(secret), `${path.relative(outDir, file)} holds the build's reset secret`).toBe(false);
      expect(text.includes(E2E_RESET_SECRET), `${path.relative(outDir, file)} holds the journeys' reset secret`).toBe(
        false,
      );
      expect(text.includes(dbPassword), `${path.relative(outDir, file)} holds the database password`).toBe(false);
    }
  }, 120_000);
});
