import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type TransportOptions } from 'nodemailer';
import type { MailConfig } from './mail.config.js';

export interface OutgoingMail {
  /** The outbox row's id: the Message-ID and the .eml file name, the same on every attempt. */
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** issue 28: MAIL_REPLY_TO, on applicant and visitor mail only. */
  replyTo?: string;
}

export interface MailTransport {
  /** Where messages go, for the start-up log line (no password). */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise .eml files in MAIL_DIR (product §11.3), so `npm start` works offline. */
export function createMailTransport(config: MailConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config, config.smtpUrl) : emlTransport(config);
}

function message(config: MailConfig, mail: OutgoingMail): SendMailOptions {
  const domain = /@([^>\s]+)/.exec(config.from)?.[1] ?? 'localhost';
  return {
    from: config.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    // The same Message-ID on a repeated attempt lets a mailbox recognise a duplicate (docs/operations.md).
    messageId: `<${mail.id}@${domain}>`,
    disableUrlAccess: true,
    disableFileAccess: true,
  };
}

function smtpTransport(config: MailConfig, url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    // Short timeouts: a hung server must not hold a message past its lease (MAIL_LEASE_SECONDS).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as TransportOptions);
  const shown = new URL(url);
  shown.password = '';
  shown.username = '';
  return {
    description: `SMTP at ${shown.toString()}`,
    async send(mail) {
      await transporter.sendMail(message(config, mail));
    },
    close: () => transporter.close(),
  };
}

function emlTransport(config: MailConfig): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `.eml files in ${config.dir} (SMTP_URL is not set: nothing is e-mailed)`,
    async send(mail) {
      const info = await transporter.sendMail(message(config, mail));
      await fs.mkdir(config.dir, { recursive: true });
      const file = path.join(config.dir, `${mail.id}.eml`);
      // Written whole, then renamed: a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => undefined,
  };
}
