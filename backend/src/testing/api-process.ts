import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The built API (what `npm start` runs) as a child process of a test, for what only a real
// process shows: being killed, restarting, refusing to start.

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUILT_MAIN = path.join(backendDir, 'dist/main.js');

/**
 * Fails with the command to run when backend/dist is missing or older than the sources, so a
 * test never passes or fails on a stale build. `npm test` builds first.
 */
export function assertBuildIsFresh(): void {
  const stale: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(file);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        const built = path
          .join(backendDir, 'dist', path.relative(path.join(backendDir, 'src'), file))
          .replace(/\.ts$/, '.js');
        let builtAt = 0;
        try {
          builtAt = statSync(built).mtimeMs;
        } catch {
          // missing: stale
        }
        if (builtAt < statSync(file).mtimeMs) stale.push(path.relative(backendDir, file));
      }
    }
  };
  walk(path.join(backendDir, 'src'));
  if (stale.length) {
    throw new Error(
      `backend/dist is older than ${stale.slice(0, 3).join(', ')}${stale.length > 3 ? ', …' : ''}: run \`npm run build -w backend\` first (npm test builds first).`,
    );
  }
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** From spawning the process to its `API listening` line. */
  startedInMs: number;
  /** Every JSON log line the process wrote so far. */
  logs: Array<Record<string, unknown>>;
  /** SIGTERM, and wait for the exit (a clean shutdown). */
  stop(): Promise<void>;
  /** SIGKILL, and wait for the exit: no shutdown hook, no flush, nothing finished. */
  kill(): Promise<void>;
}

/** Starts the built API on a free port (PORT=0, whatever `settings` say) and waits for its `API listening` line. */
export async function startApiProcess(settings: Record<string, string>, timeoutMs = 20_000): Promise<ApiProcess> {
  const began = Date.now();
  const child = spawn(process.execPath, [BUILT_MAIN], {
    // LOG_LEVEL info at least: the `API listening` line says which port PORT=0 got.
    env: { ...process.env, HOST: '127.0.0.1', METRICS_PORT: 'off', ...settings, PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  let pending = '';
  let resolveUrl: (url: string) => void;
  const listening = new Promise<string>((resolve) => (resolveUrl = resolve));
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'API listening') resolveUrl(entry.url as string);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the API exited with ${code} before listening: ${stderr.trim()}`);
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the API did not listen within ${timeoutMs} ms: ${stderr.trim()}`)),
      timeoutMs,
    );
  });
  let url: string;
  try {
    url = await Promise.race([listening, exited, timedOut]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
  exited.catch(() => undefined);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exit = once(child, 'exit');
    child.kill(signal);
    await exit;
  };
  const startedInMs = Date.now() - began;
  return { url, child, logs, startedInMs, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
