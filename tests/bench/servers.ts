import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface ServerSpec {
  /** What the table calls it, and what an error names. */
  name: string;
  /** Node arguments: a script, with `--import tsx` first for TypeScript. */
  args: string[];
  env: Record<string, string>;
  port: number;
  /** The path answered once the server is ready. */
  ready?: string;
  /** Keep the server's own output (a benchmark's API logs each request: it is part of the cost, not of the report). */
  quiet?: boolean;
}

/** Starts a Node server as its own process (never inside the measuring process) and waits until it answers. */
export async function startServer({
  name,
  args,
  env,
  port,
  ready = '/',
  quiet = true,
}: ServerSpec): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const began = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}: ${stderr.trim()}`);
    // Generous: on a machine shared by several people a start can take a while.
    if (Date.now() - began > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer within 120 s: ${stderr.trim()}`);
    }
    try {
      await fetch(`${url}${ready}`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    pid: child.pid!,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await once(child, 'exit');
      clearTimeout(timer);
    },
  };
}

/** A port nothing listens on now (never 3000 or 8080, which the journeys use). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Whether something already answers TCP on this loopback port. */
export async function portInUse(port: number): Promise<boolean> {
  const server = createServer();
  server.listen(port, '127.0.0.1');
  try {
    await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error))]);
    server.close();
    await once(server, 'close');
    return false;
  } catch {
    return true;
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
