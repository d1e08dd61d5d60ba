import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { isLanguage } from '@cipta/domain/constants';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { MAIL_AUDIENCE, type MailKind, renderMail } from './mail-templates.js';
import { createMailTransport, type MailTransport } from './mail-transport.js';
import { type OutboxRow, OutboxRepository } from './outbox.repository.js';

const BATCH = 10;
const MAX_DELAY_MS = 3_600_000;

/** The delay before attempt n + 1 after n failures: base, 2×base, 4×base, … up to an hour. */
export function retryDelayMs(failures: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), MAX_DELAY_MS);
}

/**
 * Sends what the outbox holds (product §11.3): takes due messages under a lease, renders each
 * in its language, sends it, and records the attempt. A failure is retried with exponential
 * backoff until MAIL_RETRY_FOR_SECONDS after the message was written, then it is dead.
 * Runs in the API (MAIL_WORKER=on, the default) or alone (`npm run mail-worker`).
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private transport: MailTransport | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private deadListeners: Array<() => void> = [];

  constructor(
    private readonly outbox: OutboxRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.mail.worker) this.start();
    else this.logger.log('MAIL_WORKER=off: this process writes messages to the outbox; another sends them');
  }

  start(): void {
    this.logger.log(`sending e-mail: ${this.mailTransport().description}`);
    if (!this.config.mail.staffRecipients.length)
      this.logger.log('STAFF_NOTIFY_EMAIL is not set: no message to the agency');
    this.schedule(0);
  }

  /** Called once for each message this process gives up on (the metrics' failure counter). */
  onDead(listener: () => void): void {
    this.deadListeners.push(listener);
  }

  /** SIGTERM: no new batch; the one in flight finishes (each message is recorded), then the transport closes. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** One pass over what is due now; returns how many messages it took. Tests call it directly. */
  async sendDue(): Promise<number> {
    let taken = 0;
    for (;;) {
      const batch = await this.outbox.claim(BATCH, this.config.mail.leaseMs);
      for (const row of batch) await this.deliver(row);
      taken += batch.length;
      if (batch.length < BATCH || this.stopped) return taken;
    }
  }

  private mailTransport(): MailTransport {
    this.transport ??= createMailTransport(this.config.mail);
    return this.transport;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sendDue()
        .catch((error: unknown) => this.logger.error(`the outbox could not be read: ${(error as Error).message}`))
        .then(() => this.schedule(this.config.mail.pollMs));
    }, delayMs);
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { mail } = this.config;
    try {
      const language = isLanguage(row.language) ? row.language : 'id';
      const kind = row.kind as MailKind;
      const origins = { publicOrigin: mail.publicOrigin, staffOrigin: this.config.staff.webUrl };
      const rendered = renderMail(kind, JSON.parse(row.params), language, origins);
      // issue 28: applicants and visitors may answer the agency (MAIL_REPLY_TO); staff notices keep no Reply-To.
      const replyTo = MAIL_AUDIENCE[kind] === 'applicant' ? mail.replyTo : undefined;
      await this.mailTransport().send({
        id: row.id,
        to: row.recipients.split(','),
        ...rendered,
        ...(replyTo ? { replyTo } : {}),
      });
    } catch (error) {
      const reason = oneLineError(error);
      const retryAt = new Date(Date.now() + retryDelayMs(row.attempts, mail.retryBaseMs));
      // A message held for its recipient's hour (issue 29) has its full retry time from its release.
      const giveUpAt = Date.parse(row.release_at ?? row.created_at) + mail.retryForMs;
      const dead = retryAt.getTime() > giveUpAt;
      await this.outbox.markFailed(row.id, reason, dead ? null : retryAt);
      if (dead) {
        this.logger.error(`message ${row.id} (${row.kind}) is dead after ${row.attempts} attempts: ${reason}`);
        for (const listener of this.deadListeners) listener();
      } else
        this.logger.warn(
          `message ${row.id} (${row.kind}) attempt ${row.attempts} failed, next at ${retryAt.toISOString()}: ${reason}`,
        );
      return;
    }
    await this.outbox.markSent(row.id);
  }
}

function oneLineError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}
