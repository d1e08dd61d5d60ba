import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const REFUSALS: Record<string, [status: number, reason: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request line and headers are larger than 16 KB.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};
const BROKEN: [number, string, string] = [400, 'Bad Request', 'The request is not valid HTTP.'];

/**
 * Requests Node's HTTP parser refuses before the app sees them (a URL and headers over 16 KB,
 * broken HTTP) would get a bare status line without a body. They get the Error shape of
 * openapi.yaml like every other refusal, `MALFORMED_REQUEST`, and the connection is closed.
 */
export function answerClientErrorsInErrorShape(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (error.code === 'ECONNRESET' || !socket.writable || answering) {
      socket.destroy();
      return;
    }
    const [status, reason, message] = REFUSALS[error.code ?? ''] ?? BROKEN;
    const body = JSON.stringify({ statusCode: status, error: reason, code: 'MALFORMED_REQUEST', message });
    socket.end(
      [
        `HTTP/1.1 ${status} ${reason}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
        // Every answer has an id, even one the app never saw (nothing else about it is known).
        `X-Request-Id: ${randomUUID()}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
