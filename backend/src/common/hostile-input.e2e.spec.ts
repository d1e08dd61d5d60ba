import { PERSON_NAME_RULE } from '@cipta/domain/field-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsNamed, formOf, pdf, submissionId } from '../testing/files.js';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';

// What the fuzzer (app.fuzz.e2e.spec.ts) found, kept as plain cases: each once answered 500 on
// one database or was silently accepted against the contract.

const GOOD_MESSAGE = { name: 'Maria Lopez', email: 'maria@example.com', message: 'Hello' };
const GOOD_CLAIM = { name: 'Ana Silva', email: 'ana@example.com', phone: '+62 812 3456 7890' };

describe.each(DIALECTS)('hostile input on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  const messages = async () => (await api.db.selectFrom('contact_messages').select('id').execute()).length;

  it.each([
    // issue 29: a name is held to the name rule, which says what a name may hold
    ['a NUL in a name', { name: 'Ana\u0000Silva' }, 'name', `name may hold ${PERSON_NAME_RULE}`],
    [
      'an escape character in a message',
      { message: 'Hi \u001b[31mred' },
      'message',
      'message must not contain control characters',
    ],
    [
      'a lone surrogate in an e-mail address',
      { email: 'abc\udfff@example.com' },
      'email',
      'email must be valid Unicode text',
    ],
    ['a lone surrogate in a name', { name: '\ud800' }, 'name', `name may hold ${PERSON_NAME_RULE}`],
    ['a lone surrogate in a message', { message: 'Hi \ud800' }, 'message', 'message must be valid Unicode text'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, change, field, message) => {
    const before = await messages();
    const answer = await api.request('POST', '/api/contact-message', { json: { ...GOOD_MESSAGE, ...change } });

    expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(answer.body.details).toContainEqual({ field, message });
    expect(await messages()).toBe(before);
  });

  it('keeps tabs and line breaks in a message', async () => {
    const answer = await api.request('POST', '/api/contact-message', {
      json: { ...GOOD_MESSAGE, message: 'Line one\r\n\tLine two' },
    });
    expect(answer.status).toBe(201);
  });

  it.each(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'])(
    'refuses a field named %s like any unknown field, instead of dropping it',
    async (key) => {
      const raw = `{"name":"Maria Lopez","email":"maria@example.com","message":"Hello","${key}":{"isAdmin":true}}`;
      const answer = await api.request('POST', '/api/contact-message', {
        raw,
        headers: { 'content-type': 'application/json' },
      });

      expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(answer.body.details).toContainEqual({ field: key, message: `property ${key} should not exist` });
    },
  );

  it('lists a silently dropped field together with the other problems', async () => {
    const raw = '{"name":"","email":"maria@example.com","message":"Hello","constructor":1}';
    const answer = await api.request('POST', '/api/contact-message', {
      raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(fieldsNamed(answer).sort()).toEqual(['constructor', 'name']);
  });

  it('refuses a guessed spot beyond any promotion instead of overflowing the database', async () => {
    const answer = await api.request('POST', '/api/promo-claim', {
      json: { ...GOOD_CLAIM, claimNumber: 4_486_611_494_805_847 },
    });
    expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(fieldsNamed(answer)).toEqual(['claimNumber']);
  });

  it('refuses a NUL hidden in the service JSON of a visa application', async () => {
    const form = formOf(
      {
        submissionId: submissionId(),
        fullName: 'Ana Putri',
        email: 'ana@example.com',
        phone: '+62 812 3456 7890',
        service: '{"title":"B1\\u0000Visa"}',
      },
      [['documents', 'passport.pdf', pdf()]],
    );
    const answer = await api.request('POST', '/api/visa-applications', { form });
    expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(fieldsNamed(answer)).toEqual(['service']);
  });

  it('refuses a control character in a multipart text part and in a query parameter', async () => {
    const form = formOf(
      {
        submissionId: submissionId(),
        fullName: 'Ana\u0000Putri',
        email: 'ana@example.com',
        phone: '+62 812 3456 7890',
        service: '{"title":"B1 Visa"}',
      },
      [['documents', 'passport.pdf', pdf()]],
    );
    const application = await api.request('POST', '/api/visa-applications', { form });
    const tracking = await api.request('GET', '/api/applications/VS12345678ABCD?email=ana%00%40example.com');

    expect([application.status, fieldsNamed(application)]).toEqual([400, ['fullName']]);
    expect([tracking.status, fieldsNamed(tracking)]).toEqual([400, ['email']]);
  });
});
