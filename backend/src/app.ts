import path from 'node:path';
import { createRequire } from 'node:module';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type express from 'express';
import helmet from 'helmet';
import { headersSetBy } from '@cipta/domain/http-refusal';
import type { Logger } from 'pino';
import { UploadSweeper } from './applications/upload-sweeper.js';
import { AppModule } from './app.module.js';
import { answerClientErrorsInErrorShape } from './common/client-errors.js';
import { ApiErrorFilter } from './common/error.filter.js';
import { jsonBody } from './common/json-body.js';
import { type EveryRequestOptions, answerHealthBeforeExpress, everyRequest } from './common/every-request.js';
import { NestPinoLogger, createLogger, lazyRequestLoggers } from './common/logger.js';
import { REQUEST_ID_HEADER } from './common/request-id.js';
import { ApiValidationPipe } from './common/validation.pipe.js';
import { Draining } from './health/draining.js';
import type { AppConfig } from './config/config.js';
import { type DatabaseOptions, openDatabase } from './database/database.js';
import { HealthService } from './health/health.service.js';
import { Metrics } from './metrics/metrics.js';
import { RATE_LIMIT_FIELDS } from './rate-limit/rate-limiter.js';
import type { FileStore } from './storage/file-store.js';
import { FirstAccountAnnouncer } from './staff/accounts/first-account.announcer.js';
import { fileStoreFor } from './storage/storage.module.js';

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** The files the reference page (GET /docs) loads, and nothing else of swagger-ui-dist (no package.json, no source maps). */
const REFERENCE_PAGE_FILES = new Map([
  ['/swagger-ui.css', path.join(swaggerUiDir, 'swagger-ui.css')],
  ['/swagger-ui-bundle.js', path.join(swaggerUiDir, 'swagger-ui-bundle.js')],
  ['/swagger-ui-standalone-preset.js', path.join(swaggerUiDir, 'swagger-ui-standalone-preset.js')],
  ['/swagger-initializer.js', path.resolve(import.meta.dirname, '../assets/docs/swagger-initializer.js')],
]);

function referencePageFiles(req: express.Request, res: express.Response, next: express.NextFunction): void {
  const file = req.method === 'GET' || req.method === 'HEAD' ? REFERENCE_PAGE_FILES.get(req.path) : undefined;
  if (file) res.sendFile(file, { maxAge: '1h' });
  else next();
}

export interface App {
  nest: NestExpressApplication;
  logger: Logger;
  store: FileStore;
}

/**
 * Builds the API: opens (and migrates) the database and the document store first, so a bad
 * setting stops the start with one clear sentence, then wires the HTTP pipeline. Signals are
 * main.ts' (shutdown.ts): tests build several apps in one process and close them themselves.
 */
export async function createApp(config: AppConfig, options: DatabaseOptions & { logger?: Logger } = {}): Promise<App> {
  const logger = options.logger ?? createLogger(config);
  const metrics = new Metrics();
  const database = await openDatabase(config, { ...options, onQueryError: metrics.countDatabaseError });
  const store = fileStoreFor(config);
  try {
    await store.open();
  } catch (error) {
    await database.db.destroy();
    throw error;
  }

  const nest = await NestFactory.create<NestExpressApplication>(AppModule.with(config, database, store, metrics), {
    bodyParser: false,
    logger: new NestPinoLogger(logger),
  });
  answerClientErrorsInErrorShape(nest.getHttpServer(), SECURITY_HEADERS);
  nest.set('trust proxy', config.trustProxy);
  nest.disable('x-powered-by');
  // No ETag: Express hashed every answer's body for it (SHA-1), and no client of the API revalidates
  // (answers with personal data are no-store; the rest are small JSON read once). Issue 15, decision 101.
  nest.set('etag', false);
  // Express gives each request this prototype (app.request), one per app.
  lazyRequestLoggers((nest.getHttpAdapter().getInstance() as { request: object }).request, logger);
  const health = nest.get(HealthService);
  // Metrics, draining, the request's id and log line, security headers, no-store on tracking,
  // CORS and the origin check, the JSON body: one middleware
  // (common/every-request.ts says why and in what order).
  const first: EveryRequestOptions = {
    metrics: config.metricsPort !== 'off' ? metrics : undefined,
    draining: nest.get(Draining),
    logger,
    securityHeaders,
    // Retry-After is exposed so the web app can say how long to wait after a 429, the RateLimit
    // fields so a browser client can pace itself (issue 30); X-Request-Id so a visitor's report
    // can name the request in the logs.
    cors: {
      origin: config.corsOrigins,
      credentials: true,
      maxAge: 600,
      exposedHeaders: ['Retry-After', ...RATE_LIMIT_FIELDS, REQUEST_ID_HEADER],
    },
    corsOrigins: config.corsOrigins,
    parseBody: jsonBody(config.jsonBodyLimitBytes),
  };
  nest.use(everyRequest(first));
  answerHealthBeforeExpress(nest.getHttpServer(), nest.getHttpAdapter().getInstance(), first, () => health.answerNow());
  nest.use('/docs/assets', referencePageFiles);
  nest.useGlobalPipes(new ApiValidationPipe());
  nest.useGlobalFilters(new ApiErrorFilter(logger));
  await nest.init();

  const swept = await nest.get(UploadSweeper).start();
  if (swept.moved || swept.removed) logger.info(swept, 'upload sweep finished what earlier processes left');
  await nest.get(FirstAccountAnnouncer).announce(logger);
  return { nest, logger, store };
}

/**
 * helmet's defaults, tightened: nothing may frame the API or its reference page, and no <base>
 * may redirect its relative URLs. HSTS is left to securityHeaders below.
 *
 * Four of helmet's headers are left out (issue 15, decision 101): each costs every answer, and
 * none does anything for a JSON API or its one reference page in a browser of today.
 * X-XSS-Protection: 0 switched off an XSS filter browsers removed years ago; X-Download-Options
 * was Internet Explorer 8's; X-DNS-Prefetch-Control concerns links of pages, and the reference
 * page links nowhere; Origin-Agent-Cluster only asks for what Chromium now does by default.
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: {
    directives: { scriptSrc: ["'self'"], objectSrc: ["'none'"], baseUri: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: false,
  xXssProtection: false,
  xDownloadOptions: false,
  xDnsPrefetchControl: false,
  originAgentCluster: false,
});

/** Permissions-Policy: the API uses no browser feature. */
function permissionsPolicy(_req: express.Request, res: express.Response, next: express.NextFunction): void {
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  next();
}

/**
 * Every answer's security headers, computed once at start: helmet's twelve middlewares set the
 * same values on every request (none depends on it), so running them per request was pure cost
 * (issue 15, docs/performance.md). The parser's refusals (client-errors.ts) send the same set.
 */
const SECURITY_HEADERS: Array<[string, string]> = headersSetBy(helmetHeaders, permissionsPolicy);

/**
 * Sets the precomputed headers (every-request.ts calls it). HSTS only when the request came over HTTPS
 * (req.secure, which follows X-Forwarded-Proto from a proxy TRUST_PROXY believes): over plain
 * HTTP it means nothing, and a client must not be able to claim HTTPS by itself.
 */
function securityHeaders(req: express.Request, res: express.Response): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
