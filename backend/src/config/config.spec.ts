import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CHALLENGE_MAX_COUNTER, loadConfig, REPO_ROOT } from './config.js';

describe('loadConfig', () => {
  it('has working defaults: local API on 3000, SQLite under ./data, 77 spots, limits on, reset disabled', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      databaseUrl: undefined,
      sqlitePath: path.join(REPO_ROOT, 'data/app.sqlite'),
      uploadDir: path.join(REPO_ROOT, 'data/uploads'),
      promoLimit: 77,
      promoResetSecret: undefined,
      // The web app's, then the API's own: /docs "Try it out" sends from there (issue 30).
      corsOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://localhost:3000', 'http://127.0.0.1:3000'],
      trustProxy: false,
      storage: { kind: 'local' },
      shutdownGraceSeconds: 25,
    });
    expect(config.rateLimit.enabled).toBe(true);
  });

  it("lists the API's own origin on its port by default, none for a port the system picks", () => {
    expect(loadConfig({ PORT: '3100' }).corsOrigins.slice(2)).toEqual([
      'http://localhost:3100',
      'http://127.0.0.1:3100',
    ]);
    expect(loadConfig({ PORT: '0' }).corsOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
  });

  it('keeps documents in an S3-compatible bucket when told, with the AWS SDK defaults for what is unset', () => {
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'auto',
        S3_BUCKET: 'cipta-documents',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'on',
        SHUTDOWN_GRACE_SECONDS: '10',
      }),
    ).toMatchObject({
      storage: {
        kind: 's3',
        s3: {
          endpoint: 'http://127.0.0.1:9000',
          region: 'auto',
          bucket: 'cipta-documents',
          credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
          forcePathStyle: true,
        },
      },
      shutdownGraceSeconds: 10,
    });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'docs' }).storage).toEqual({
      kind: 's3',
      s3: { endpoint: undefined, region: 'us-east-1', bucket: 'docs', credentials: undefined, forcePathStyle: false },
    });
  });

  it.each([
    [{ STORAGE: 'disk' }, 'STORAGE must be one of local, s3; it is "disk".'],
    [{ STORAGE: 's3' }, 'STORAGE=s3 needs S3_BUCKET, the bucket the documents are kept in.'],
    [
      { STORAGE: 's3', S3_BUCKET: 'docs', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be an address such as https://s3.example.com; it is "minio:9000".',
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'key' },
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither.',
    ],
    [{ SHUTDOWN_GRACE_SECONDS: '-1' }, 'SHUTDOWN_GRACE_SECONDS must be a whole number from 0 to 3600; it is "-1".'],
  ])('refuses %j with one sentence', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('reads every setting it is given', () => {
    const config = loadConfig({
      PORT: '4000',
      DATABASE_URL: 'postgres://db.internal/visa',
      PROMO_LIMIT: '5',
      PROMO_RESET_SECRET: ' s3cret ',
      CORS_ORIGINS: 'https://visa.example.com, https://www.visa.example.com',
      TRUST_PROXY: 'on',
      RATE_LIMIT: 'off',
    });
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: 'postgres://db.internal/visa',
      promoLimit: 5,
      promoResetSecret: 's3cret',
      corsOrigins: ['https://visa.example.com', 'https://www.visa.example.com'],
      trustProxy: 1,
    });
    expect(config.rateLimit.enabled).toBe(false);
  });

  it('locks an address out of the promotion reset after 5 wrong secrets for 15 minutes, unless told otherwise', () => {
    expect(loadConfig({}).resetLockout).toEqual({ maxFailures: 5, seconds: 900 });
    expect(loadConfig({ RESET_LOCKOUT_MAX: '3', RESET_LOCKOUT_SECONDS: '60' }).resetLockout).toEqual({
      maxFailures: 3,
      seconds: 60,
    });
    expect(() => loadConfig({ RESET_LOCKOUT_MAX: '0' })).toThrow(
      /RESET_LOCKOUT_MAX must be a whole number from 1 to 1000/,
    );
    expect(() => loadConfig({ RESET_LOCKOUT_SECONDS: '90000' })).toThrow(
      /RESET_LOCKOUT_SECONDS must be a whole number from 1 to 86400/,
    );
  });

  it('opens the metrics listener on 9464 unless told another port, 0 (any free one) or off', () => {
    expect(loadConfig({}).metricsPort).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '9100' }).metricsPort).toBe(9100);
    expect(loadConfig({ METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(loadConfig({ METRICS_PORT: 'OFF' }).metricsPort).toBe('off');
    // issue 29: the unauthenticated listener stays on loopback when the API listens on every address.
    expect(loadConfig({ HOST: '0.0.0.0' }).metricsHost).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_HOST: '10.0.0.5' }).metricsHost).toBe('10.0.0.5');
    expect(() => loadConfig({ METRICS_PORT: 'no' })).toThrow(/METRICS_PORT must be a whole number from 0 to 65535/);
  });

  it('steps the anti-bot work up in a rush of claims, within bounds (issue 29)', () => {
    expect(loadConfig({}).botChallenge).toMatchObject({
      cost: 5000,
      maxCounter: DEFAULT_CHALLENGE_MAX_COUNTER,
      rush: { claimsPerMinute: 5, windowSeconds: 120, steps: 2 },
    });
    const told = loadConfig({
      BOT_CHALLENGE_RUSH_CLAIMS_PER_MINUTE: '20',
      BOT_CHALLENGE_RUSH_WINDOW_SECONDS: '300',
      BOT_CHALLENGE_RUSH_STEPS: '3',
    });
    expect(told.botChallenge.rush).toEqual({ claimsPerMinute: 20, windowSeconds: 300, steps: 3 });
    expect(() => loadConfig({ BOT_CHALLENGE_RUSH_WINDOW_SECONDS: '5' })).toThrow(
      /BOT_CHALLENGE_RUSH_WINDOW_SECONDS must be a whole number from 10 to 3600/,
    );
    expect(() => loadConfig({ BOT_CHALLENGE_RUSH_CLAIMS_PER_MINUTE: '0' })).toThrow(
      /BOT_CHALLENGE_RUSH_CLAIMS_PER_MINUTE must be a whole number from 1/,
    );
    // The top step's cost is what a phone solves and the server checks: bounded like the cost.
    expect(() => loadConfig({ BOT_CHALLENGE_COST: '500000', BOT_CHALLENGE_RUSH_STEPS: '2' })).toThrow(
      /BOT_CHALLENGE_COST × 2\^BOT_CHALLENGE_RUSH_STEPS must be at most 1000000/,
    );
  });

  it('sets Reply-To on visitor mail only when MAIL_REPLY_TO is one address (issue 28)', () => {
    expect(loadConfig({}).mail.replyTo).toBeUndefined();
    expect(loadConfig({ MAIL_REPLY_TO: ' hello@visa.example ' }).mail.replyTo).toBe('hello@visa.example');
    for (const wrong of ['hello', 'a@visa.example,b@visa.example', 'Cipta <hello@visa.example>']) {
      expect(() => loadConfig({ MAIL_REPLY_TO: wrong })).toThrow(/MAIL_REPLY_TO must be one e-mail address/);
    }
  });

  it('believes X-Forwarded-For only as far as it is told: never from everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('ends staff sessions after 30 idle minutes and 12 hours unless told otherwise (issue 28)', () => {
    expect(loadConfig({}).staff).toMatchObject({ sessionIdleSeconds: 1800, sessionMaxSeconds: 43_200 });
    expect(loadConfig({ STAFF_SESSION_IDLE_SECONDS: '40', STAFF_SESSION_MAX_SECONDS: '600' }).staff).toMatchObject({
      sessionIdleSeconds: 40,
      sessionMaxSeconds: 600,
    });
  });

  it.each([
    [{ STAFF_SESSION_IDLE_SECONDS: '5' }, /STAFF_SESSION_IDLE_SECONDS must be a whole number from 10 to 86400/],
    [{ STAFF_SESSION_MAX_SECONDS: '12h' }, /STAFF_SESSION_MAX_SECONDS must be a whole number from 60 to 604800/],
    [
      { STAFF_SESSION_IDLE_SECONDS: '3600', STAFF_SESSION_MAX_SECONDS: '600' },
      /STAFF_SESSION_IDLE_SECONDS \(3600\) cannot be longer than STAFF_SESSION_MAX_SECONDS \(600\)/,
    ],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ PROMO_LIMIT: '-1' }, /PROMO_LIMIT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ CORS_ORIGINS: '*' }, /CORS_ORIGINS cannot be "\*"/],
    [{ CORS_ORIGINS: 'not a url' }, /not an origin/],
    [{ CORS_ORIGINS: 'https://visa.example.com/path' }, /bare origin/],
    [{ RATE_LIMIT: 'sometimes' }, /RATE_LIMIT must be on or off/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ TRUST_PROXY: 'everyone' }, /TRUST_PROXY must be off, on, a number of proxy hops, or proxy addresses/],
    [{ TRUST_PROXY: 'cafe' }, /"cafe" is none of these/],
    [{ TRUST_PROXY: '10.0.0.0/99' }, /"10.0.0.0\/99" is none of these/],
  ])('refuses %o with one clear sentence', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
