import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, startApiProcess } from '../support/api-process.js';

// `npm start` serves the built API (node backend/dist/main.js); these tests run that same
// program as a child process, as an operator would.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-start-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the API as `npm start` runs it', () => {
  it('listens, answers GET / and keeps its data across a restart', async () => {
    const env = {
      SQLITE_PATH: path.join(dir, 'keep/app.sqlite'),
      UPLOAD_DIR: path.join(dir, 'keep/uploads'),
      RATE_LIMIT: 'off',
      // The claim below is the data to keep, not a bot test (the anti-bot check has its own).
      BOT_CHALLENGE: 'off',
    };
    const first = await startApiProcess(env);
    const health = await fetch(`${first.url}/`);
    expect(health.status).toBe(200);
    const claim = await fetch(`${first.url}/api/promo-claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Restart Test', email: 'restart@example.com', phone: '+62 812 0000 0000' }),
    });
    expect(claim.status).toBe(201);
    await first.stop();

    const second = await startApiProcess(env);
    const status = await (await fetch(`${second.url}/api/promo-claim/status`)).json();
    expect(status).toMatchObject({ claimed: 1, remaining: 76 });
    await second.stop();
  }, 30_000);

  it.each([
    ['a bad setting', { PORT: 'eighty' }, /^The API cannot start: PORT must be a whole number/],
    [
      'an unreachable database',
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nowhere' },
      /^The API cannot start: The database at postgres:\/\/postgres@127\.0\.0\.1:9\/nowhere cannot be reached/,
    ],
    [
      'an upload folder it cannot write',
      { UPLOAD_DIR: '/proc/version/uploads' },
      /^The API cannot start: The upload folder \/proc\/version\/uploads is not writable/,
    ],
  ])(
    'refuses to start with one clear line on %s',
    async (_what, settings, message) => {
      const child = spawn(process.execPath, [main], {
        env: {
          ...process.env,
          LOG_LEVEL: 'silent',
          SQLITE_PATH: path.join(dir, 'refuse.sqlite'),
          UPLOAD_DIR: path.join(dir, 'refuse'),
          ...settings,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr!.on('data', (chunk) => (stderr += chunk));
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr.trim()).toMatch(message);
    },
    30_000,
  );
});
