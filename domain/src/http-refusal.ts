// The refusals Node's HTTP parser makes before any app runs (431, 400 for broken HTTP, 408) are
// written straight to the socket; they carry the same security headers as every other answer
// (docs/security.md, ASVS V3.4), read off the servers' own header middleware so the set is kept once.
import type { Duplex } from 'node:stream';

// Any Express or Node middleware: it is called below with a stand-in request and answer.
type HeaderMiddleware = (req: never, res: never, next: (error?: unknown) => void) => void;

/** The headers the middleware sets on an answer to a plain GET, in the order it sets them. */
export function headersSetBy(...middleware: HeaderMiddleware[]): Array<[string, string]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | string[]) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  const req = { method: 'GET', url: '/', headers: {}, secure: false, socket: {} };
  for (const use of middleware) use(req as never, res as never, () => undefined);
  return [...headers];
}

export interface SocketRefusal {
  status: number;
  reason: string;
  contentType: string;
  body: string;
}

/** Answers a request the parser refused, with the headers, then closes the connection. */
export function refuseOnSocket(socket: Duplex, headers: Array<[string, string]>, refusal: SocketRefusal): void {
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (!socket.writable || answering) {
    socket.destroy();
    return;
  }
  socket.end(
    [
      `HTTP/1.1 ${refusal.status} ${refusal.reason}`,
      `Content-Type: ${refusal.contentType}`,
      `Content-Length: ${Buffer.byteLength(refusal.body)}`,
      ...headers.map(([name, value]) => `${name}: ${value}`),
      'Connection: close',
      '',
      refusal.body,
    ].join('\r\n'),
  );
}

/** What the parser's error means: 431 for a header block over the limit, 408 for a slow request, else 400. */
export function refusalFor(code: string | undefined): { status: number; reason: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, reason: 'Request Header Fields Too Large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'Request Timeout' };
  return { status: 400, reason: 'Bad Request' };
}
