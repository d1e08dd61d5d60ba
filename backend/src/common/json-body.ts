import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';

/**
 * The deepest nesting a JSON body may have. Every body of the contract is one flat object
 * (depth 1); deeper structures are refused before they are parsed, so nothing downstream
 * (validation, class-transformer) ever walks an attacker's 1,000-level tree.
 */
export const MAX_JSON_DEPTH = 16;

/** A refusal body-parser passes on with its status and type, which the error filter names. */
function refusal(status: number, type: string, message: string): Error {
  return Object.assign(new Error(message), { status, type, expose: true });
}

/**
 * JSON bodies: UTF-8 only (RFC 8259 §8.1; a body declared utf-7, utf-16 or utf-32 is a 415, as
 * docs/api.md says), bytes that are valid UTF-8 (never silently turned into U+FFFD), and at most
 * MAX_JSON_DEPTH levels deep. Checked on the raw bytes, before anything is decoded or parsed.
 */
export function jsonBody(limit: number): RequestHandler {
  const parse = express.json({
    limit,
    verify: (_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string) => {
      if (!/^utf-?8$/i.test(encoding)) throw refusal(415, 'charset.unsupported', 'unsupported charset');
      if (!isUtf8(body)) throw refusal(400, 'encoding.invalid', 'invalid UTF-8');
      if (depthExceeds(body, MAX_JSON_DEPTH)) throw refusal(400, 'entity.too.deep', 'nested too deeply');
    },
  });
  // A request with neither header has no body (type-is' hasBody, which the parser asks too):
  // most requests are GETs, and the parser's own checks on the way to that answer cost more (issue 15).
  return (req, res, next) => {
    if (req.headers['transfer-encoding'] === undefined && req.headers['content-length'] === undefined) {
      req.body = undefined;
      next();
    } else parse(req, res, next);
  };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether brackets and braces outside strings nest deeper than `max` (one pass over the bytes). */
export function depthExceeds(body: Buffer, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(byte)) depth--;
  }
  return false;
}
