import { parseTrustProxy, type TrustProxy } from '@cipta/domain/trust-proxy';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_FILES_PER_SUBMISSION, MAX_UPLOAD_BYTES, PROMO_SPOTS } from '@cipta/domain/constants';
import {
  DEFAULT_DOCUMENT_RETENTION_DAYS,
  DEFAULT_MAIL_RETENTION_DAYS,
  DEFAULT_RECORD_RETENTION_DAYS,
} from '@cipta/domain/retention';
import { STAFF_SESSION_ABSOLUTE_HOURS, STAFF_SESSION_IDLE_MINUTES } from '@cipta/domain/staff-rules';
import type { DifficultyConfig, RushConfig } from '../bot-challenge/difficulty.js';
import { loadMailConfig, type MailConfig } from '../mail/mail.config.js';

/** The repository root: defaults such as ./data are relative to it, whatever the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RateLimitConfig {
  enabled: boolean;
  /** Requests allowed per client address and route in one window, for every POST. */
  max: number;
  /** issue 29: calls that change something allowed per signed-in staff session and route in one window. */
  staffMax: number;
  windowSeconds: number;
  /** Stricter budget for the promo reset, which guards a secret. */
  resetMax: number;
  resetWindowSeconds: number;
}

/**
 * Wrong promotion reset secrets from one client address: after `maxFailures` of them, each less
 * than `seconds` after the one before, the address may not try again for `seconds`. Always on
 * while a reset secret is set, whatever RATE_LIMIT says: it guards the one secret the API has.
 */
export interface ResetLockoutConfig {
  maxFailures: number;
  seconds: number;
}

/** Where uploaded documents are kept (docs/operations.md, "Document storage"). */
export type StorageConfig = { kind: 'local' } | { kind: 's3'; s3: S3Config };

export interface S3Config {
  /** Unset: AWS S3 itself; otherwise the S3-compatible service's address (MinIO, R2, Garage). */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset: the AWS SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (`https://host/bucket/key`), as MinIO and Garage usually want. */
  forcePathStyle: boolean;
}

/** Bounds on the whole request (MAX_REQUEST_BYTES, UPLOAD_IDLE_SECONDS). */
export interface RequestLimits {
  /** The body's size in all, preamble and epilogue included. */
  maxRequestBytes: number;
  /** How long the body may make no progress before it is cut. */
  idleSeconds: number;
}

/** The largest legal application (20 files of 5 MB, 50 text parts of 16 KiB) and 1 MiB for part headers. */
export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  maxRequestBytes: MAX_FILES_PER_SUBMISSION * MAX_UPLOAD_BYTES + 50 * 16 * 1024 + 1024 * 1024,
  idleSeconds: 30,
};

/** The staff side (product §10, docs/operations.md "Staff accounts"). */
export interface StaffConfig {
  /** STAFF_MFA=off: sign-in without a second factor, for local experiments only (a warning is logged). */
  mfa: boolean;
  /** Where the web app's staff screens are: set-up links point there. */
  webUrl: string;
  /** issue 28: STAFF_SESSION_IDLE_SECONDS, how long a session may go without a call. */
  sessionIdleSeconds: number;
  /** issue 28: STAFF_SESSION_MAX_SECONDS, how long after sign-in a session ends whatever it does. */
  sessionMaxSeconds: number;
}

export interface AppConfig {
  host: string;
  port: number;
  /** `postgres://…` for PostgreSQL; otherwise the SQLite file at `sqlitePath`. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  uploadDir: string;
  storage: StorageConfig;
  /** How long SIGTERM waits for requests in flight before it closes their connections. */
  shutdownGraceSeconds: number;
  promoLimit: number;
  /** Unset: the promo reset is disabled. */
  promoResetSecret: string | undefined;
  /** PROMO_MAX_PER_ADDRESS: spots one client address (an IPv6 /64) may hold in a round; 0 is no cap. */
  promoMaxPerAddress: number;
  corsOrigins: string[];
  /**
   * Express' "trust proxy": false (X-Forwarded-For is ignored), a number of proxy hops in
   * front of the API, or the proxies' addresses. Never "trust everyone": a client could then
   * forge its address and dodge rate limits.
   */
  trustProxy: TrustProxy;
  rateLimit: RateLimitConfig;
  resetLockout: ResetLockoutConfig;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** JSON bodies larger than this are refused with 413. */
  jsonBodyLimitBytes: number;
  /** The Prometheus listener's port on `metricsHost` (0: any free one), or off (docs/operations.md, "Metrics"). */
  metricsPort: number | 'off';
  /**
   * issue 29: the address the metrics listener binds, loopback unless METRICS_HOST says
   * otherwise; never HOST's, which is the public API's (the listener has no authentication).
   */
  metricsHost: string;
  /** docs/operations.md, "Retention": documents of closed applications, then personal fields. */
  retention: { documentDays: number; recordDays: number; mailDays: number };
  requestLimits: RequestLimits;
  /** BOT_CHALLENGE*: the proof of work in front of the claim and the two message forms (issue 20, 29). */
  botChallenge: { enabled: boolean; secret: string } & DifficultyConfig;
  staff: StaffConfig;
  mail: MailConfig;
}

/**
 * The proof of work at rest: the widget's median solve in headless Chromium on the project's
 * 2-core machines is at most 2 s (npm run bench, "Bot challenge"); docs/security.md.
 */
export const DEFAULT_CHALLENGE_COST = 5000;
export const DEFAULT_CHALLENGE_MAX_COUNTER = 3000;

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Reads and validates the configuration once; a bad value throws one clear sentence. */
export function loadConfig(env: Env = process.env): AppConfig {
  const databaseUrl = optional(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      'DATABASE_URL must start with postgres:// (leave it unset for the embedded SQLite database).',
    );
  }
  return {
    host: optional(env, 'HOST') ?? '127.0.0.1',
    port: integer(env, 'PORT', 3000, 0, 65535),
    databaseUrl,
    sqlitePath: fromRoot(optional(env, 'SQLITE_PATH') ?? 'data/app.sqlite'),
    uploadDir: fromRoot(optional(env, 'UPLOAD_DIR') ?? 'data/uploads'),
    storage: storage(env),
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 25, 0, 3600),
    promoLimit: integer(env, 'PROMO_LIMIT', PROMO_SPOTS, 0, 1_000_000),
    promoResetSecret: optional(env, 'PROMO_RESET_SECRET'),
    promoMaxPerAddress: integer(env, 'PROMO_MAX_PER_ADDRESS', 3, 0, 1_000_000),
    corsOrigins: origins(env),
    trustProxy: trustProxy(env),
    rateLimit: {
      enabled: flag(env, 'RATE_LIMIT', true),
      max: integer(env, 'RATE_LIMIT_MAX', 20, 1, 1_000_000),
      staffMax: integer(env, 'STAFF_RATE_LIMIT_MAX', 120, 1, 1_000_000),
      windowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
      resetMax: integer(env, 'RESET_RATE_LIMIT_MAX', 5, 1, 1_000),
      resetWindowSeconds: integer(env, 'RESET_RATE_LIMIT_WINDOW_SECONDS', 900, 1, 86_400),
    },
    resetLockout: {
      maxFailures: integer(env, 'RESET_LOCKOUT_MAX', 5, 1, 1_000),
      seconds: integer(env, 'RESET_LOCKOUT_SECONDS', 900, 1, 86_400),
    },
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    jsonBodyLimitBytes: integer(env, 'JSON_BODY_LIMIT_BYTES', 64 * 1024, 1024, 10 * 1024 * 1024),
    retention: {
      documentDays: integer(env, 'DOCUMENT_RETENTION_DAYS', DEFAULT_DOCUMENT_RETENTION_DAYS, 1, 36_500),
      recordDays: integer(env, 'RECORD_RETENTION_DAYS', DEFAULT_RECORD_RETENTION_DAYS, 1, 36_500),
      mailDays: integer(env, 'MAIL_RETENTION_DAYS', DEFAULT_MAIL_RETENTION_DAYS, 1, 36_500),
    },
    metricsPort:
      optional(env, 'METRICS_PORT')?.toLowerCase() === 'off' ? 'off' : integer(env, 'METRICS_PORT', 9464, 0, 65535),
    metricsHost: optional(env, 'METRICS_HOST') ?? '127.0.0.1',
    botChallenge: botChallenge(env),
    requestLimits: {
      maxRequestBytes: integer(
        env,
        'MAX_REQUEST_BYTES',
        DEFAULT_REQUEST_LIMITS.maxRequestBytes,
        1024 * 1024,
        1024 * 1024 * 1024,
      ),
      idleSeconds: integer(env, 'UPLOAD_IDLE_SECONDS', DEFAULT_REQUEST_LIMITS.idleSeconds, 1, 3600),
    },
    staff: staff(env),
    mail: loadMailConfig(env, REPO_ROOT, origins(env)),
  };
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function fromRoot(value: string): string {
  return path.resolve(REPO_ROOT, value);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; it is "${raw}".`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = optional(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off; it is "${raw}".`);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}; it is "${raw}".`);
  }
  return raw as T;
}

function storage(env: Env): StorageConfig {
  const kind = oneOf(env, 'STORAGE', ['local', 's3'] as const, 'local');
  if (kind === 'local') return { kind };
  const bucket = optional(env, 'S3_BUCKET');
  if (!bucket) throw new ConfigError('STORAGE=s3 needs S3_BUCKET, the bucket the documents are kept in.');
  const endpoint = optional(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) {
    throw new ConfigError(`S3_ENDPOINT must be an address such as https://s3.example.com; it is "${endpoint}".`);
  }
  const accessKeyId = optional(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = optional(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither.');
  }
  return {
    kind,
    s3: {
      endpoint,
      region: optional(env, 'S3_REGION') ?? 'us-east-1',
      bucket,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
    },
  };
}

function botChallenge(env: Env): AppConfig['botChallenge'] {
  const rush: RushConfig = {
    claimsPerMinute: integer(env, 'BOT_CHALLENGE_RUSH_CLAIMS_PER_MINUTE', 5, 1, 10_000),
    windowSeconds: integer(env, 'BOT_CHALLENGE_RUSH_WINDOW_SECONDS', 120, 10, 3600),
    steps: integer(env, 'BOT_CHALLENGE_RUSH_STEPS', 2, 0, 6),
  };
  const cost = integer(env, 'BOT_CHALLENGE_COST', DEFAULT_CHALLENGE_COST, 1, 1_000_000);
  // The top step's cost is what the server pays to check one solution, and a phone to solve it.
  if (cost * 2 ** rush.steps > 1_000_000) {
    throw new ConfigError(
      `BOT_CHALLENGE_COST × 2^BOT_CHALLENGE_RUSH_STEPS must be at most 1000000; it is ${cost} × 2^${rush.steps}.`,
    );
  }
  return {
    enabled: flag(env, 'BOT_CHALLENGE', true),
    // Every instance must sign with the same secret; without one, this process makes its own.
    secret: optional(env, 'BOT_CHALLENGE_SECRET') ?? randomBytes(32).toString('hex'),
    cost,
    maxCounter: integer(env, 'BOT_CHALLENGE_MAX_COUNTER', DEFAULT_CHALLENGE_MAX_COUNTER, 1, 10_000_000),
    rush,
  };
}

function trustProxy(env: Env): TrustProxy {
  try {
    return parseTrustProxy(optional(env, 'TRUST_PROXY'));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function staff(env: Env): StaffConfig {
  const webUrl = optional(env, 'STAFF_WEB_URL') ?? origins(env)[0] ?? 'http://localhost:8080';
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(webUrl)) {
    throw new ConfigError(
      `STAFF_WEB_URL must be the web app's address, such as https://example.com; it is "${webUrl}".`,
    );
  }
  const sessionIdleSeconds = integer(env, 'STAFF_SESSION_IDLE_SECONDS', STAFF_SESSION_IDLE_MINUTES * 60, 10, 86_400);
  const sessionMaxSeconds = integer(env, 'STAFF_SESSION_MAX_SECONDS', STAFF_SESSION_ABSOLUTE_HOURS * 3600, 60, 604_800);
  if (sessionIdleSeconds > sessionMaxSeconds) {
    throw new ConfigError(
      `STAFF_SESSION_IDLE_SECONDS (${sessionIdleSeconds}) cannot be longer than STAFF_SESSION_MAX_SECONDS (${sessionMaxSeconds}).`,
    );
  }
  return { mfa: flag(env, 'STAFF_MFA', true), webUrl, sessionIdleSeconds, sessionMaxSeconds };
}

/**
 * Without CORS_ORIGINS, the local web app's origins, then the API's own (issue 30): the reference
 * page /docs is served by the API, and its Try it out sends from there, so the calls that change
 * something would otherwise be refused with ORIGIN_NOT_ALLOWED. An operator who sets CORS_ORIGINS
 * lists the API's public origin too if its /docs should send.
 */
function defaultOrigins(env: Env): string {
  const port = optional(env, 'PORT') ?? '3000';
  const own = /^[1-9][0-9]*$/.test(port) ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`] : [];
  return ['http://localhost:8080', 'http://127.0.0.1:8080', ...own].join(',');
}

function origins(env: Env): string[] {
  const raw = optional(env, 'CORS_ORIGINS') ?? defaultOrigins(env);
  const list = raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of list) {
    if (origin === '*')
      throw new ConfigError('CORS_ORIGINS cannot be "*": requests carry credentials, so list each origin.');
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new ConfigError(`CORS_ORIGINS holds "${origin}", which is not an origin such as https://example.com.`);
    }
    if (parsed.origin !== origin) {
      throw new ConfigError(`CORS_ORIGINS holds "${origin}"; write it as the bare origin "${parsed.origin}".`);
    }
  }
  return list;
}
