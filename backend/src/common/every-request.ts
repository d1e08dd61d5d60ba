import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface.js';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { headersSetBy } from '@cipta/domain/http-refusal';
import type { Logger } from 'pino';
import { unexpectedError } from './api-error.js';
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
 * What every request gets first, Express' or not: it is timed and counted, logged once, carries
 * its id, the security headers and, while draining, `Connection: close`.
 */
function arrive(options: EveryRequestOptions, req: Request, res: Response, path: string): void {
  (res as AnsweredResponse)[ARRIVAL] = { started: performance.now(), path, options, done: false };
  res.on('close', answered);
  // pino-http listened for errors too: an error on the response is logged, never thrown.
  res.on('error', answered);
  if (options.draining.active) res.setHeader('Connection', 'close');
  req.id = requestIdFor(req, res);
  options.securityHeaders(req, res);
}

/** The cors package's headers for a request without an Origin: only its `Vary`. */
function varyWithoutOrigin(options: EveryRequestOptions): Array<[string, string]> {
  return headersSetBy(cors(options.cors)).filter(([name]) => name.toLowerCase() === 'vary');
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
export function everyRequest(options: EveryRequestOptions): RequestHandler {
  const { parseBody } = options;
  const corsMiddleware = cors(options.cors);
  const withoutOrigin = varyWithoutOrigin(options);
  const refuse = originRefusal(options.corsOrigins);
  const checkOrigin = (req: Request, res: Response, next: NextFunction) => (error?: unknown) => {
    const refusal = error ?? refuse(req);
    if (refusal) next(refusal);
    else parseBody(req, res, next);
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.path;
    arrive(options, req, res, path);
    if (underNoStorePrefix(path)) res.setHeader('Cache-Control', 'no-store');
    if (req.headers.origin === undefined && req.method !== 'OPTIONS') {
      for (const [name, value] of withoutOrigin) res.setHeader(name, value);
      // The origin check passes every request without an Origin.
      parseBody(req, res, next);
    } else {
      corsMiddleware(req, res, checkOrigin(req, res, next));
    }
  };
}

/** What Express' `res.status(status).json(value)` sends, without Express. */
function sendJson(res: ServerResponse, status: number, value: object): void {
  const body = JSON.stringify(value);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/** The Express application's request prototype (`app.request`): `req.app`, `req.secure`, `req.path`. */
type ExpressApp = { request: object };
type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * GET / answered before Express (issues 15, 31; decisions 191, 200): the API's most frequent
 * request (load balancers, uptime probes) needs none of Express' router or NestJS' dispatch, and
 * each cost more than the answer itself. The server's request listener (Express, as NestJS
 * installed it) is wrapped: a GET of exactly `/` without an Origin, while the health check answers
 * at once (on SQLite, the database answered), is answered here with the same status, body and
 * headers as the controller's, counted and logged as `/`; every other request, and GET / when the
 * answer is not known at once (PostgreSQL's check is a round trip, an unreachable database the
 * error filter's 503), goes to Express unchanged.
 */
export function answerHealthBeforeExpress(
  server: Server,
  app: ExpressApp,
  options: EveryRequestOptions,
  health: () => object | undefined,
): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`expected one request listener (Express), found ${listeners.length}`);
  const express = listeners[0]!;
  const withoutOrigin = varyWithoutOrigin(options);
  server.removeListener('request', express);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== '/' || req.method !== 'GET' || req.headers.origin !== undefined) return express(req, res);
    let answer: object | undefined;
    try {
      answer = health();
    } catch (error) {
      // The controller checks again, and the error filter answers whatever it finds.
      options.logger.error({ err: error }, 'GET / could not be answered before Express');
    }
    if (answer === undefined) return express(req, res);
    try {
      // As Express' app.handle begins: its request prototype gives the id and the security
      // headers what they read (req.app's trust of a proxy, req.secure).
      Object.setPrototypeOf(req, app.request);
      const request = req as Request;
      // The route Express' router would have matched: the metrics label an answer by it.
      request.route = { path: '/' };
      request.baseUrl = '';
      arrive(options, request, res as Response, '/');
      for (const [name, value] of withoutOrigin) res.setHeader(name, value);
      sendJson(res, 200, answer);
    } catch (error) {
      // Outside Express nothing else would catch it, and a throw here would end the process:
      // answered as the error filter answers what it did not expect.
      options.logger.error({ err: error }, 'GET / failed before Express');
      if (res.headersSent) return void res.destroy();
      sendJson(res, 500, unexpectedError().toBody());
    }
  });
}
