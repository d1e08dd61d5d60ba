import type { Server } from 'node:http';
import type { App } from './app.js';
import { Draining } from './health/draining.js';

/**
 * SIGTERM (an orchestrator, systemd, `docker stop`) or SIGINT (Ctrl+C): stop accepting, let
 * the requests in flight finish, uploads included, for up to SHUTDOWN_GRACE_SECONDS, then close
 * what is left and exit. A second signal closes every connection at once.
 */
export function shutDownOnSignals(app: App, server: Server, graceSeconds: number): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.logger.warn({ signal }, 'second signal: closing every connection now');
      server.closeAllConnections();
      return;
    }
    stopping = true;
    shutDown(app, server, graceSeconds, signal).then(
      () => process.exit(0),
      (error: unknown) => {
        app.logger.error({ err: error }, 'the shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * Readiness turns 503 (load balancers stop sending), the listening socket closes, idle
 * keep-alive connections are closed as they become idle, and answers say `Connection: close`.
 * Whatever an upload cut off at the deadline left is a pending object of this instance, which
 * the sweep removes once this process is gone (its lease released, its pid dead).
 */
export async function shutDown(app: App, server: Server, graceSeconds: number, signal: string): Promise<void> {
  app.nest.get(Draining).active = true;
  app.logger.info({ signal, graceSeconds }, 'shutting down: finishing the requests in flight');
  const drained = new Promise<'drained'>((resolve) => server.close(() => resolve('drained')));
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace over'>((resolve) => {
    timer = setTimeout(() => resolve('grace over'), graceSeconds * 1000);
  });
  const outcome = await Promise.race([drained, graceOver]);
  clearInterval(idle);
  clearTimeout(timer);
  if (outcome === 'grace over') {
    app.logger.warn('grace period over: closing the connections still open');
    server.closeAllConnections();
    await drained;
  }
  await app.nest.close();
  app.logger.info({ outcome }, 'stopped');
}
