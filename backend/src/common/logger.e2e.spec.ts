import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuildIsFresh, BUILT_MAIN } from '../testing/api-process.js';
import { formWith, pdf, submissionId } from '../testing/files.js';
import { startTestApi, TEST_DATABASE_URL, type TestApi } from '../testing/test-app.js';

/** A logger that keeps every line, at the most verbose level. */
function capturingLogger(lines: string[]) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return pino({ level: 'trace' }, sink);
}

describe('request logs', () => {
  let api: TestApi;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    api = await startTestApi('sqlite', {}, undefined, pino({ level: 'info' }, sink));
  });
  afterAll(() => api?.close());

  it('record each request without any of the visitor’s personal data', async () => {
    const visitor = { name: 'Siti Rahmawati', email: 'siti.rahma@example.com', phone: '+62 811 2233 4455' };
    await api.request('POST', '/api/contact-message', {
      json: { ...visitor, message: 'My passport number is X1234567' },
    });
    await api.request('POST', '/api/promo-claim', { json: visitor });
    const id = submissionId();
    await api.request('POST', '/api/visa-applications', {
      form: formWith(
        {
          submissionId: id,
          fullName: visitor.name,
          email: visitor.email,
          phone: visitor.phone,
          service: '{"title":"Transit Visa"}',
        },
        [['documents', 'siti-passport.pdf', pdf()]],
      ),
    });
    await api.request('GET', `/api/applications/${id}?email=${encodeURIComponent(visitor.email)}`);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(log).toContain('/api/contact-message');
    for (const secret of [visitor.name, visitor.email, 'siti.rahma', visitor.phone, 'X1234567', 'siti-passport']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('logs and secrets', () => {
  const RESET_SECRET = 'reset-secret-9f8e7d6c5b4a';
  const DB_PASSWORD = 'db-password-1a2b3c4d5e';
  const lines: string[] = [];
  let api: TestApi;
  beforeAll(async () => {
    // PostgreSQL with a password in DATABASE_URL (the test server trusts local connections and ignores it).
    const url = new URL(TEST_DATABASE_URL);
    url.password = DB_PASSWORD;
    api = await startTestApi(
      'postgres',
      { PROMO_RESET_SECRET: RESET_SECRET, DATABASE_URL: url.toString(), LOG_LEVEL: 'trace' },
      undefined,
      capturingLogger(lines),
    );
  });
  afterAll(() => api?.close());

  it('never hold the reset secret, a guessed secret, the database password or credentials, even at trace level', async () => {
    const guess = 'guessed-secret-0a9b8c7d';
    await api.request('POST', '/api/promo-claim/reset', { json: { secret: guess } });
    await api.request('POST', '/api/promo-claim/reset', { json: { secret: RESET_SECRET } });
    await api.request('POST', '/api/promo-claim/reset', {
      raw: `{"secret":"${RESET_SECRET}",`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${RESET_SECRET}`,
        cookie: `token=${RESET_SECRET}`,
      },
    });
    await api.request('GET', `/api/applications/VS12345678ABCD?email=a%40example.com&secret=${RESET_SECRET}`);

    const log = lines.join('');
    expect(log).toContain('/api/promo-claim/reset');
    for (const secret of [RESET_SECRET, guess, DB_PASSWORD, 'Bearer']) expect(log).not.toContain(secret);
  });

  it('never hold the database password when the API cannot reach its database: it is shown as ***', async () => {
    assertBuildIsFresh();
    const child = spawn(process.execPath, [BUILT_MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: `postgres://app:${DB_PASSWORD}@127.0.0.1:9/visa`,
        PROMO_RESET_SECRET: RESET_SECRET,
        LOG_LEVEL: 'trace',
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const [code] = await once(child, 'exit');

    expect(code).toBe(1);
    expect(output).toContain('The database at postgres://app:***@127.0.0.1:9/visa cannot be reached');
    expect(output).not.toContain(DB_PASSWORD);
    expect(output).not.toContain(RESET_SECRET);
  });
});
