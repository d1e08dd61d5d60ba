import { createRequire } from 'node:module';
import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface.js';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { headersSetBy } from '@cipta/domain/http-refusal';
import type { Logger } from 'pino';
import { writeRequestLine } from './logger.js';
import { requestIdFor } from './request-id.js';
import { originRefusal } from './origin-check.js';

export interface EveryRequestOptions {
  /** Times and counts each answer (absent when METRICS_PORT=off). */
  metrics?: { countAnswer(req: Request, res: Response, seconds: number): void };
  /** Set during shutdown: each answer then closes its connection. */
  draining: { active: boolean };
  logger: Logger;
  /** Every answer's security headers (app.ts). */
  securityHeaders(req: Request, res: Response): void;
  cors: CorsOptions;
  corsOrigins: readonly string[];
  /**
   * What runs last, still inside this one middleware: the JSON body parser (json-body.ts). As an
   * Express layer of its own it cost a router step more.
   */
  parseBody: RequestHandler;
  /**
   * GET /'s answer when the health check can give it at once (on SQLite: the database answered):
   * sent from here, without NestJS' route dispatch (decision 191). Undefined, and the request goes
   * on to the health controller as any other, which answers it (a 503 with the error filter's
   * body included).
   */
  health?: () => object | undefined;
}

/** The cors package NestJS' enableCors runs (it ships no types; NestJS' own describe its options). */
const cors = createRequire(import.meta.url)('cors') as (options: CorsOptions) => RequestHandler;

/** Tracking answers hold personal data; no browser or proxy cache may keep any of them (200, 404, 429). */
const NO_STORE_PREFIX = '/api/applications';

/** As Express' `use('/api/applications', …)` matched: that path or below it, in any letter case. */
function underNoStorePrefix(path: string): boolean {
  if (path.length < NO_STORE_PREFIX.length) return false;
  const head = path.slice(0, NO_STORE_PREFIX.length).toLowerCase();
  return head === NO_STORE_PREFIX && (path.length === NO_STORE_PREFIX.length || path[NO_STORE_PREFIX.length] === '/');
}

/** What the answer's listener needs, kept on the response: one object, no closure per request. */
interface Arrival {
  started: number;
  path: string;
  options: EveryRequestOptions;
  done: boolean;
}

const ARRIVAL = Symbol('arrival');
type AnsweredResponse = Response & { [ARRIVAL]: Arrival; req: Request };

/**
 * Node emits `close` on every response, after `finish` when it was sent and alone when the
 * client went away first: one listener serves the metrics (answers sent) and the log line (all).
 */
function answered(this: AnsweredResponse, error?: Error): void {
  const arrival = this[ARRIVAL];
  if (arrival.done) return;
  arrival.done = true;
  const elapsedMs = performance.now() - arrival.started;
  const { metrics, logger } = arrival.options;
  if (metrics && this.writableFinished) metrics.countAnswer(this.req, this, elapsedMs / 1000);
  writeRequestLine(logger, this.req, this, arrival.path, Math.round(elapsedMs), error);
}

/**
 * What the API does first for every request, in one middleware rather than seven: Express' router
 * matched each layer's path and called `next` through several frames for each, which cost more
 * than the work of the smaller ones (issue 15, docs/performance.md). In order: metrics (so every
 * answer is counted and timed, refusals included), `Connection: close` while draining (a
 * keep-alive client learns with its answer that this connection ends), the request's id and its
 * one log line, the security headers, `Cache-Control: no-store` on tracking answers, CORS and
 * the origin check, then the JSON body.
 *
 * CORS: a request without an Origin header is not a browser's cross-origin call (the Fetch
 * standard sends Origin with every one), so it gets only the cors package's `Vary` (computed once,
 * from the cors package itself): caches must keep its answer apart from a cross-origin one. The
 * package's credentials and exposed-headers headers mean something only on a cross-origin answer,
 * so they are not sent there (issue 15: each header costs every request). Requests with an
 * Origin, and preflights, go through the cors package as before.
 */
/**
 * GET / from the first middleware when the check answers synchronously (issue 31): the API's most
 * frequent request (load balancers, uptime probes) then skips Express' walk to NestJS' router
 * and NestJS' handler context (guards, interceptors, pipes, the promise around the handler),
 * none of which GET / has. Same status, body and headers as the controller's answer; whatever
 * is not known at once (PostgreSQL's check is a round trip, an unreachable database a 503) goes
 * the usual way. Returns whether it answered.
 */
function answerHealth(health: () => object | undefined, req: Request, res: Response): boolean {
  const answer = health();
  if (answer === undefined) return false;
  // The route Express' router would have matched: the metrics label an answer by it (metrics.ts
  // countAnswer), so GET / counts as '/', not 'unmatched', whichever way it was answered.
  req.route = { path: '/' };
  res.json(answer);
  return true;
}

export function everyRequest(options: EveryRequestOptions): RequestHandler {
  const { draining, securityHeaders, parseBody } = options;
  const corsMiddleware = cors(options.cors);
  const withoutOrigin = headersSetBy(corsMiddleware).filter(([name]) => name.toLowerCase() === 'vary');
  const refuse = originRefusal(options.corsOrigins);
  const checkOrigin = (req: Request, res: Response, next: NextFunction) => (error?: unknown) => {
    const refusal = error ?? refuse(req);
    if (refusal) next(refusal);
    else parseBody(req, res, next);
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.path;
    (res as AnsweredResponse)[ARRIVAL] = { started: performance.now(), path, options, done: false };
    res.on('close', answered);
    // pino-http listened for errors too: an error on the response is logged, never thrown.
    res.on('error', answered);
    if (draining.active) res.setHeader('Connection', 'close');
    req.id = requestIdFor(req, res);
    securityHeaders(req, res);
    if (underNoStorePrefix(path)) res.setHeader('Cache-Control', 'no-store');
    if (req.headers.origin === undefined && req.method !== 'OPTIONS') {
      for (const [name, value] of withoutOrigin) res.setHeader(name, value);
      if (path === '/' && req.method === 'GET' && options.health && answerHealth(options.health, req, res)) return;
      // The origin check passes every request without an Origin.
      parseBody(req, res, next);
    } else {
      corsMiddleware(req, res, checkOrigin(req, res, next));
    }
  };
}
