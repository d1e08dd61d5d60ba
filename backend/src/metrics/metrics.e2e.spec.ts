import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuildIsFresh, startApiProcess } from '../testing/api-process.js';
import { formWith, pdf, submissionId } from '../testing/files.js';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';
import { MetricsServer } from './metrics.server.js';

/** The value of one sample of the exposition text, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

const VISITOR = { name: 'Siti Rahmawati', email: 'siti@example.com', phone: '+62 811 2233 4455' };
const MESSAGE = { name: VISITOR.name, email: VISITOR.email, message: 'Halo' };

describe.each(DIALECTS)('GET /metrics on %s', (dialect) => {
  let api: TestApi;
  let metricsUrl: string;
  beforeAll(async () => {
    // No sender here: the messages the submissions wrote stay in the outbox, its backlog.
    api = await startTestApi(dialect, { METRICS_PORT: '0', PROMO_LIMIT: '5', MAIL_WORKER: 'off' });
    metricsUrl = `http://127.0.0.1:${api.app.nest.get(MetricsServer).port()}/metrics`;
  });
  afterAll(() => api?.close());

  it('is on its own listener, not on the API', async () => {
    expect(new URL(metricsUrl).port).not.toBe(new URL(api.baseUrl).port);
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('counts and times requests by route template and status, submissions by kind, spots, upload bytes and database errors', async () => {
    for (let i = 0; i < 3; i += 1) await api.request('GET', '/');
    await api.request('POST', '/api/contact-message', { json: MESSAGE });
    await api.request('POST', '/api/contact-message', { json: { name: '' } });
    await api.request('POST', '/api/promo-claim', { json: VISITOR });
    // Not on the API's port: an unknown route there.
    expect((await fetch(`${api.baseUrl}/metrics`)).status).toBe(404);
    const document = pdf('passport', 3000);
    const id = submissionId();
    const stored = await api.request('POST', '/api/visa-applications', {
      form: formWith(
        {
          submissionId: id,
          ...{ fullName: VISITOR.name, email: VISITOR.email, phone: VISITOR.phone },
          service: '{"title":"Transit Visa"}',
        },
        [['documents', 'passport.pdf', document]],
      ),
    });
    expect(stored.status).toBe(201);
    await api.request('GET', `/api/applications/${id}?email=${encodeURIComponent(VISITOR.email)}`);
    // A query that fails: the table is gone, so the next contact message is a 500.
    await sql`drop table contact_messages`.execute(api.db);
    await fetch(`${api.baseUrl}/api/contact-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MESSAGE),
    });

    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    const requests = (route: string, status: string, method = 'GET') =>
      sample(text, 'cipta_http_requests_total', { method, route, status });
    expect(requests('/', '200')).toBe(3);
    expect(requests('/api/contact-message', '201', 'POST')).toBe(1);
    expect(requests('/api/contact-message', '400', 'POST')).toBe(1);
    expect(requests('/api/contact-message', '500', 'POST')).toBe(1);
    expect(requests('/api/applications/:id', '200')).toBe(1);
    expect(requests('unmatched', '404')).toBe(1);
    expect(text).not.toContain(id);
    expect(
      sample(text, 'cipta_http_request_duration_seconds_count', { method: 'GET', route: '/', status: '200' }),
    ).toBe(3);
    expect(
      sample(text, 'cipta_http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(3);
    expect(sample(text, 'cipta_submissions_total', { kind: 'contact-message' })).toBe(1);
    expect(sample(text, 'cipta_submissions_total', { kind: 'promo-claim' })).toBe(1);
    expect(sample(text, 'cipta_submissions_total', { kind: 'visa-application' })).toBe(1);
    expect(sample(text, 'cipta_promo_spots_left')).toBe(4);
    expect(sample(text, 'cipta_upload_bytes_total', { outcome: 'stored' })).toBe(document.length);
    const databaseErrors = text
      .split('\n')
      .filter((line) => line.startsWith('cipta_database_errors_total{'))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    expect(databaseErrors).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // The receipt, the confirmation and the spot number at least, all still waiting.
    const waiting = await api.db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').execute();
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'cipta_mail_outbox_backlog')).toBe(waiting.length);
    expect(sample(text, 'cipta_mail_outbox_failures_total')).toBe(0);
  });
});

describe('the metrics listener', () => {
  it('closes with the app, and METRICS_PORT=off opens none', async () => {
    const api = await startTestApi('sqlite', { METRICS_PORT: '0' });
    const url = `http://127.0.0.1:${api.app.nest.get(MetricsServer).port()}/metrics`;
    expect((await fetch(url)).status).toBe(200);
    await api.close();
    await expect(fetch(url)).rejects.toThrow();

    const off = await startTestApi('sqlite', { METRICS_PORT: 'off' });
    expect(off.app.nest.get(MetricsServer).port()).toBeUndefined();
    await off.close();
  });

  it('refuses to start on a port already taken, in one sentence', async () => {
    const first = await startTestApi('sqlite', { METRICS_PORT: '0' });
    const port = String(first.app.nest.get(MetricsServer).port());
    await expect(startTestApi('sqlite', { METRICS_PORT: port })).rejects.toThrow(
      `METRICS_PORT ${port} is already in use on 127.0.0.1`,
    );
    await first.close();
  });
});

describe('the built API sent SIGTERM', () => {
  it('closes the metrics listener with the rest', async () => {
    assertBuildIsFresh();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-metrics-'));
    try {
      const api = await startApiProcess(
        { METRICS_PORT: '0', SQLITE_PATH: path.join(dir, 'app.sqlite'), UPLOAD_DIR: path.join(dir, 'uploads') },
        60_000,
      );
      const line = api.logs.find((entry) => String(entry.msg).startsWith('metrics listening on '));
      const url = String(line?.msg).replace('metrics listening on ', '');
      expect((await fetch(url)).status).toBe(200);
      await api.stop();
      expect(api.child.exitCode).toBe(0);
      await expect(fetch(url)).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
