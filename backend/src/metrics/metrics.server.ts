import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { MailSender } from '../mail/mail-sender.js';
import { OutboxRepository } from '../mail/outbox.repository.js';
import { PromoService } from '../promo/promo.service.js';
import { Metrics } from './metrics.js';

/**
 * `GET /metrics` on a listener of its own (METRICS_PORT on METRICS_HOST, loopback by default), never on the API's port: the
 * figures are for the operator's Prometheus, not for visitors or the reverse proxy. Opened when
 * the app starts, closed when it closes (SIGTERM's graceful shutdown included).
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | undefined;

  constructor(
    @Inject(Metrics) private readonly metrics: Metrics,
    @InjectConfig() private readonly config: AppConfig,
    private readonly promo: PromoService,
    private readonly outbox: OutboxRepository,
    private readonly sender: MailSender,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { metricsPort, metricsHost: host } = this.config;
    if (metricsPort === 'off') return;
    this.metrics.gaugePromoSpotsLeft(async () => (await this.promo.status()).remaining);
    this.sender.onDead(this.metrics.observeMailOutbox(this.outbox).failed);
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the figures are at GET /metrics.\n');
        return;
      }
      this.metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': this.metrics.registry.contentType }).end(text),
        (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${(error as Error).message}\n`),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          new Error(
            error.code === 'EADDRINUSE'
              ? `METRICS_PORT ${metricsPort} is already in use on ${host}; choose another, or off.`
              : `The metrics listener cannot start: ${error.message}`,
          ),
        ),
      );
      server.listen(metricsPort, host, resolve);
    });
    this.server = server;
    this.logger.log(`metrics listening on http://${host}:${this.port()}/metrics`);
  }

  /** The port bound (METRICS_PORT=0 asks for any free one); undefined when off. */
  port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}
