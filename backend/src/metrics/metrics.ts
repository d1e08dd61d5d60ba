import type { Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ReceivedFile } from '../storage/multipart.js';

/** What a POST answered 201 on each of these routes stored (product §2–§4). */
const SUBMISSION_KINDS: Record<string, string> = {
  '/api/contact-message': 'contact-message',
  '/api/consultation-request': 'consultation-request',
  '/api/promo-claim': 'promo-claim',
  '/api/visa-applications': 'visa-application',
  '/api/submit-application': 'permit-application',
};

/** At most this many label sets keep their counters at hand; routes are templates, so far fewer exist. */
const KEPT_LABEL_SETS = 1000;

interface RequestSeries {
  latency: { observe(seconds: number): void };
  requests: { inc(): void };
}

/** Seconds: from a health check (milliseconds) to an upload of 20 documents on a slow line. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * The API's Prometheus figures, one registry per app (tests run several apps in one process).
 * Names and meanings: docs/operations.md, "Metrics".
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'cipta_http_requests_total',
    help: 'Requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'cipta_http_request_duration_seconds',
    help: 'Time from the request arriving to its answer sent, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly submissions = new Counter({
    name: 'cipta_submissions_total',
    help: 'Submissions stored (answered 201), by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly uploadBytes = new Counter({
    name: 'cipta_upload_bytes_total',
    help: 'Bytes of uploaded documents: stored with their application, or discarded with a refused request.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly databaseErrors = new Counter({
    name: 'cipta_database_errors_total',
    help: 'Database queries that failed, by error code (unique violations of a retried submission included).',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });

  /**
   * The latency and request series of each label set met so far: prom-client would otherwise
   * sort and hash the labels twice on every request (issue 15).
   */
  private readonly series = new Map<string, RequestSeries>();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  private seriesFor(method: string, route: string, status: number): RequestSeries {
    const key = `${method} ${status} ${route}`;
    let found = this.series.get(key);
    if (!found) {
      const labels = { method, route, status: String(status) };
      found = { latency: this.latency.labels(labels), requests: this.requests.labels(labels) };
      if (this.series.size < KEPT_LABEL_SETS) this.series.set(key, found);
    }
    return found;
  }

  /**
   * An answer's figures, once it is sent (every-request.ts times every request from its arrival,
   * refusals included).
   */
  countAnswer(req: Request, res: Response, seconds: number): void {
    // The route's template, never the URL itself: ids and junk paths must not become labels.
    const route = req.route ? `${req.baseUrl}${String((req.route as { path: unknown }).path)}` : 'unmatched';
    const series = this.seriesFor(req.method, route, res.statusCode);
    series.latency.observe(seconds);
    series.requests.inc();
    const kind = SUBMISSION_KINDS[route];
    if (kind && req.method === 'POST' && res.statusCode === 201) this.submissions.inc({ kind });
    for (const file of (req as Request & { uploadedFiles?: ReceivedFile[] }).uploadedFiles ?? []) {
      this.uploadBytes.inc({ outcome: file.committed ? 'stored' : 'discarded' }, file.size);
    }
  }

  /** For DatabaseOptions.onQueryError. */
  readonly countDatabaseError = (error: unknown): void => {
    const { code } = (error ?? {}) as { code?: unknown };
    this.databaseErrors.inc({ code: typeof code === 'string' && code ? code : 'unknown' });
  };

  /** Read at each scrape; a failed read keeps the last figure rather than failing the scrape. */
  gaugePromoSpotsLeft(read: () => Promise<number>): void {
    new Gauge({
      name: 'cipta_promo_spots_left',
      help: 'Promotion spots not yet claimed.',
      registers: [this.registry],
      async collect() {
        this.set(await read().catch(() => Number.NaN));
      },
    });
  }

  /**
   * The mail outbox's figures (the metrics listener hooks them): the messages waiting, read from
   * the database at each scrape (so every instance reports the shared backlog), and the messages
   * this process gave up on, counted through the `failed` it returns.
   */
  observeMailOutbox(outbox: { backlog(): Promise<number> }): { failed(): void } {
    new Gauge({
      name: 'cipta_mail_outbox_backlog',
      help: 'Messages in the mail outbox waiting to be sent.',
      registers: [this.registry],
      async collect() {
        this.set(await outbox.backlog().catch(() => Number.NaN));
      },
    });
    const failures = new Counter({
      name: 'cipta_mail_outbox_failures_total',
      help: 'Messages the mail outbox gave up sending.',
      registers: [this.registry],
    });
    return { failed: () => failures.inc() };
  }
}
