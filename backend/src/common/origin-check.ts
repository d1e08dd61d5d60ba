import { ApiError } from './api-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers send credentials with our calls, so a state-changing request is accepted only from
 * an origin in CORS_ORIGINS, never one derived from the request's Host (which the client
 * writes). The reference page's Try it out needs the API's own origin listed there. Requests
 * without an Origin header (curl, servers) are not from a browser and pass. Returns the
 * refusal, or undefined when the request may go on (run by every-request.ts).
 */
export function originRefusal(allowed: readonly string[]) {
  const allowList = new Set(allowed);
  return (req: { method: string; headers: { origin?: string } }): ApiError | undefined => {
    const origin = req.headers.origin;
    if (SAFE_METHODS.has(req.method) || origin === undefined || allowList.has(origin)) return undefined;
    return new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'Requests from this origin are not allowed.');
  };
}
