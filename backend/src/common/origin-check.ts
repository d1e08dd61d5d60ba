import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers send credentials with our calls, so a state-changing request is accepted only from
 * an allowed origin (or the API's own, for the reference page). Requests without an Origin
 * header (curl, servers) are not from a browser and pass.
 */
export function originCheck(allowed: readonly string[]) {
  const allowList = new Set(allowed);
  return (req: Request, _res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (SAFE_METHODS.has(req.method) || origin === undefined) return next();
    const own = `${req.protocol}://${req.headers.host ?? ''}`;
    if (allowList.has(origin) || origin === own) return next();
    next(new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'Requests from this origin are not allowed.'));
  };
}
