import path from 'node:path';

/** The e-mail settings (docs/operations.md, "E-mail"). */
export interface MailConfig {
  /** `smtp://` or `smtps://`; unset: messages are written as .eml files into `dir`. */
  smtpUrl: string | undefined;
  from: string;
  /** issue 28: the agency's address for replies to applicant and visitor mail (`MAIL_REPLY_TO`); unset: none. */
  replyTo: string | undefined;
  dir: string;
  /** Where links in messages point: the web app as visitors reach it. */
  publicOrigin: string;
  /** The agency's addresses for "something new was submitted"; empty: none is sent. */
  staffRecipients: string[];
  /** Off: this process only writes messages; `npm run mail-worker` (or another instance) sends them. */
  worker: boolean;
  pollMs: number;
  /** The first retry's delay; each next one doubles, up to an hour. */
  retryBaseMs: number;
  /** After this long without success a message is dead (product §11.3: 24 hours). */
  retryForMs: number;
  /** How long a sender holds a message it took; a crashed sender's messages return after it. */
  leaseMs: number;
}

type Env = Record<string, string | undefined>;

export class MailConfigError extends Error {}

const ADDRESS = /^[^\s@,<>]+@[^\s@,<>]+$/;

export function loadMailConfig(env: Env, repoRoot: string, corsOrigins: readonly string[]): MailConfig {
  const smtpUrl = optional(env, 'SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    throw new MailConfigError('SMTP_URL must start with smtp:// or smtps:// (leave it unset to write .eml files).');
  }
  const from = optional(env, 'MAIL_FROM') ?? 'Cipta Visa <no-reply@localhost>';
  if (/[\r\n]/.test(from)) throw new MailConfigError('MAIL_FROM must be one line.');
  const replyTo = optional(env, 'MAIL_REPLY_TO');
  if (replyTo !== undefined && !ADDRESS.test(replyTo)) {
    throw new MailConfigError(`MAIL_REPLY_TO must be one e-mail address; it is "${replyTo}".`);
  }
  const publicOrigin = optional(env, 'PUBLIC_ORIGIN') ?? corsOrigins[0] ?? 'http://localhost:8080';
  if (!/^https?:\/\/[^/?#\s]+$/.test(publicOrigin)) {
    throw new MailConfigError(
      `PUBLIC_ORIGIN must be the site's address such as https://www.example.com, without a path; it is "${publicOrigin}".`,
    );
  }
  const staffRecipients = (optional(env, 'STAFF_NOTIFY_EMAIL') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const wrong = staffRecipients.find((address) => !ADDRESS.test(address));
  if (wrong) throw new MailConfigError(`STAFF_NOTIFY_EMAIL holds "${wrong}", which is not an e-mail address.`);
  const worker = optional(env, 'MAIL_WORKER')?.toLowerCase() ?? 'on';
  if (!['on', 'off'].includes(worker)) throw new MailConfigError(`MAIL_WORKER must be on or off; it is "${worker}".`);
  return {
    smtpUrl,
    from,
    replyTo,
    dir: path.resolve(repoRoot, optional(env, 'MAIL_DIR') ?? 'data/mail'),
    publicOrigin,
    staffRecipients,
    worker: worker === 'on',
    pollMs: integer(env, 'MAIL_POLL_MS', 1000, 10, 600_000),
    retryBaseMs: integer(env, 'MAIL_RETRY_BASE_MS', 30_000, 10, 3_600_000),
    retryForMs: integer(env, 'MAIL_RETRY_FOR_SECONDS', 86_400, 1, 30 * 86_400) * 1000,
    leaseMs: integer(env, 'MAIL_LEASE_SECONDS', 120, 1, 3600) * 1000,
  };
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new MailConfigError(`${name} must be a whole number from ${min} to ${max}; it is "${raw}".`);
  }
  return value;
}
