import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What a proxy may hand us as a request's id: 1 to 128 letters, digits and `-._:`. Anything
 * else (or a header from a client TRUST_PROXY does not believe) is replaced by a fresh id,
 * so a client can neither forge log lines nor push long or odd text into them.
 */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the proxy's `X-Request-Id` when the peer is a proxy TRUST_PROXY believes
 * (Express' own trust function, hop 0 = the connection's address), otherwise a new UUID. The
 * answer carries the id either way.
 */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const offered = req.headers['x-request-id'];
  const trusts = (req as Partial<Request>).app?.get('trust proxy fn') as
    ((address: string | undefined, hop: number) => boolean) | undefined;
  const id =
    typeof offered === 'string' && ACCEPTED_ID.test(offered) && trusts?.(req.socket.remoteAddress, 0)
      ? offered
      : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
