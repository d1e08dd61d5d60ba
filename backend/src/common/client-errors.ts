import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { refusalFor, refuseOnSocket } from '@cipta/domain/http-refusal';

const MESSAGES: Record<number, string> = {
  431: 'The request line and headers are larger than 16 KB.',
  408: 'The request took too long to arrive.',
  400: 'The request is not valid HTTP.',
};

/**
 * Requests Node's HTTP parser refuses before the app sees them (a URL and headers over 16 KB,
 * broken HTTP, a request that took too long) would get a bare status line without a body. They
 * get the Error shape of openapi.yaml like every other refusal, `MALFORMED_REQUEST`, with the
 * security headers of every answer, and the connection is closed.
 */
export function answerClientErrorsInErrorShape(server: Server, headers: Array<[string, string]>): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET') return void socket.destroy();
    const { status, reason } = refusalFor(error.code);
    const body = JSON.stringify({
      statusCode: status,
      error: reason,
      code: 'MALFORMED_REQUEST',
      message: MESSAGES[status],
    });
    refuseOnSocket(socket, headers, { status, reason, contentType: 'application/json; charset=utf-8', body });
  });
}
