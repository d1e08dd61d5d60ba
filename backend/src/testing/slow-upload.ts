import { request as httpRequest } from 'node:http';
import { formWith } from './files.js';

// An upload a test holds half-sent: to send a signal, or start another process, while it is in flight.

/** A visa application's multipart body with these documents, in order, and its content type. */
export async function applicationBody(id: string, ...documents: Buffer[]) {
  const form = formWith(
    {
      submissionId: id,
      fullName: 'Slow Upload',
      email: 'slow.upload@example.com',
      phone: '+62 812 3456 7890',
      service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)' }),
    },
    documents.map((document, i): [string, string, Buffer] => ['documents', `document-${i + 1}.pdf`, document]),
  );
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** Starts a POST and sends the first half of its body (bytes, not parts); the caller sends the rest, or never. */
export function startUpload(url: string, body: Buffer, contentType: string) {
  const target = new URL('/api/visa-applications', url);
  const outgoing = httpRequest({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'POST',
    headers: { 'content-type': contentType, 'content-length': body.length },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    outgoing.on('error', reject);
  });
  answer.catch(() => undefined);
  const half = Math.floor(body.length / 2);
  outgoing.write(body.subarray(0, half));
  return { answer, finish: () => outgoing.end(body.subarray(half)) };
}
