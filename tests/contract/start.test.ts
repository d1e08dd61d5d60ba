import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm start` serves the built API (node backend/dist/main.js); these tests run that same
// program as a child process, as an operator would.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const main = path.join(root, 'backend/dist/main.js');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-start-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the API as `npm start` runs it', () => {
  it('answers GET / within seconds and keeps its data across a restart', async () => {
    const env = { SQLITE_PATH: path.join(dir, 'keep/app.sqlite'), UPLOAD_DIR: path.join(dir, 'keep/uploads') };
    const first = await startApi(env);
    const health = await fetch(`${first.url}/`);
    expect(health.status).toBe(200);
    expect(first.startedInMs).toBeLessThan(10_000);
    const claim = await fetch(`${first.url}/api/promo-claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Restart Test', email: 'restart@example.com', phone: '+62 812 0000 0000' }),
    });
    expect(claim.status).toBe(201);
    await stop(first.child);

    const second = await startApi(env);
    const status = await (await fetch(`${second.url}/api/promo-claim/status`)).json();
    expect(status).toMatchObject({ claimed: 1, remaining: 76 });
    await stop(second.child);
  }, 30_000);

  it.each([
    ['a bad setting', { PORT: 'eighty' }, /^The API cannot start: PORT must be a whole number/],
    ['an unreachable database', { DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nowhere' }, /^The API cannot start: The database at postgres:\/\/postgres@127\.0\.0\.1:9\/nowhere cannot be reached/],
    ['an upload folder it cannot write', { UPLOAD_DIR: '/proc/version/uploads' }, /^The API cannot start: The upload folder \/proc\/version\/uploads is not writable/],
  ])('refuses to start with one clear line on %s', async (_what, settings, message) => {
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, LOG_LEVEL: 'silent', SQLITE_PATH: path.join(dir, 'refuse.sqlite'), UPLOAD_DIR: path.join(dir, 'refuse'), ...settings },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr.trim()).toMatch(message);
  }, 30_000);
});

async function startApi(settings: Record<string, string>) {
  const port = await freePort();
  const began = Date.now();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, ...settings, PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT: 'off' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    if (Date.now() - began > 15_000) throw new Error('the API did not answer within 15 s');
    try {
      await fetch(`${url}/`);
      return { child, url, startedInMs: Date.now() - began };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  if (child.exitCode === null) await once(child, 'exit');
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}
