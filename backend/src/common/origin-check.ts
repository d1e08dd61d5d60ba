import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers send credentials with our calls, so a state-changing request is accepted only from
 * an origin in CORS_ORIGINS, never one derived from the request's Host (which the client
 * writes). The reference page's Try it out needs the API's own origin listed there. Requests
 * without an Origin header (curl, servers) are not from a browser and pass.
 */
export function originCheck(allowed: readonly string[]) {
  const allowList = new Set(allowed);
  return (req: Request, _res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (SAFE_METHODS.has(req.method) || origin === undefined) return next();
    if (allowList.has(origin)) return next();
    next(new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'Requests from this origin are not allowed.'));
  };
}
