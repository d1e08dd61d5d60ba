import 'reflect-metadata';
import http from 'node:http';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { HEALTH_ANSWER, loadContactDto, loadLanguageOf, openContactStore, settings } from './contact-store.js';

// The bare baseline: node:http, the same DTO validation and the same SQLite inserts as the API
// (the message and its confirmation e-mail in the outbox, one transaction),
// and nothing else: what this machine allows for the work itself.

const { port, sqlitePath } = settings();
const ContactMessageDto = await loadContactDto();
const languageOf = await loadLanguageOf();
const store = await openContactStore(sqlitePath);
const BODY_LIMIT = 64 * 1024;

function answer(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new Error('too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

http
  .createServer(async (req, res) => {
    try {
      if (req.method === 'GET' && req.url === '/') {
        store.ping();
        return answer(res, 200, HEALTH_ANSWER);
      }
      if (req.method === 'POST' && req.url === '/api/contact-message') {
        const body = await readJson(req);
        if (body === null || typeof body !== 'object' || Array.isArray(body))
          return answer(res, 400, { statusCode: 400, message: 'body' });
        const message = plainToInstance(ContactMessageDto, body);
        const errors = await validate(message, { whitelist: true, forbidNonWhitelisted: true });
        if (errors.length) return answer(res, 400, { statusCode: 400, details: errors.map((error) => error.property) });
        return answer(res, 201, {
          success: true,
          id: store.insert(
            message as { name: string; email: string; message: string },
            languageOf(req.headers['accept-language']),
          ),
        });
      }
      answer(res, 404, { statusCode: 404 });
    } catch {
      answer(res, 400, { statusCode: 400 });
    }
  })
  .listen(port, '127.0.0.1');
