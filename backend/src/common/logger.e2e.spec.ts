import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith, pdf, submissionId } from '../testing/files.js';
import { startTestApi, type TestApi } from '../testing/test-app.js';

describe('request logs', () => {
  let api: TestApi;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    api = await startTestApi('sqlite', {}, undefined, pino({ level: 'info' }, sink));
  });
  afterAll(() => api?.close());

  it('record each request without any of the visitor’s personal data', async () => {
    const visitor = { name: 'Siti Rahmawati', email: 'siti.rahma@example.com', phone: '+62 811 2233 4455' };
    await api.request('POST', '/api/contact-message', { json: { ...visitor, message: 'My passport number is X1234567' } });
    await api.request('POST', '/api/promo-claim', { json: visitor });
    const id = submissionId();
    await api.request('POST', '/api/visa-applications', {
      form: formWith(
        { submissionId: id, fullName: visitor.name, email: visitor.email, phone: visitor.phone, service: '{"title":"Transit Visa"}' },
        [['documents', 'siti-passport.pdf', pdf()]],
      ),
    });
    await api.request('GET', `/api/applications/${id}?email=${encodeURIComponent(visitor.email)}`);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(log).toContain('/api/contact-message');
    for (const secret of [visitor.name, visitor.email, 'siti.rahma', visitor.phone, 'X1234567', 'siti-passport']) {
      expect(log).not.toContain(secret);
    }
  });
});
