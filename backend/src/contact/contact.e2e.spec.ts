import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../testing/contract.js';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';

const GOOD_MESSAGE = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  message: 'Can you help me extend my tourist visa?',
};

const REQUIRED_FIELDS = ['name', 'email', 'message'] as const;
const BLANK_VALUES: Array<[label: string, value: string | undefined]> = [
  ['missing', undefined],
  ['empty', ''],
  ['whitespace only', ' \t\n '],
];

// An unknown route is in no path of openapi.yaml, so checkAgainstContract cannot judge it;
// its answer is held to the one Error schema instead.
const ajv = new Ajv2020({ strict: false });
ajv.addSchema(openApiDocument, 'openapi.json');
const matchesErrorSchema = ajv.compile({ $ref: 'openapi.json#/components/schemas/Error' });

const namedFields = (body: { details?: Array<{ field: string }> }) =>
  (body.details ?? []).map((detail) => detail.field);

describe.each(DIALECTS)('POST /api/contact-message on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  const send = (json: unknown) => api.request('POST', '/api/contact-message', { json });
  const storedCount = async () =>
    Number(
      (
        await api.db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a good message with its values trimmed and answers its id', async () => {
    const answer = await send({
      name: '  Maria Lopez ',
      email: ' maria.trim@example.com\t',
      message: '\n Can you help me? \n',
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, id: expect.any(String) });
    const row = await api.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', answer.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Maria Lopez', email: 'maria.trim@example.com', message: 'Can you help me?' });
    expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
  });

  it('accepts a message of exactly 5000 characters', async () => {
    const answer = await send({ ...GOOD_MESSAGE, message: 'x'.repeat(5000) });
    expect(answer.status).toBe(201);
  });

  it.each(REQUIRED_FIELDS.flatMap((field) => BLANK_VALUES.map(([label, value]) => [field, label, value] as const)))(
    'refuses a message whose %s is %s, naming that field, and stores nothing',
    async (field, _label, value) => {
      const before = await storedCount();
      const answer = await send({ ...GOOD_MESSAGE, [field]: value });

      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(namedFields(answer.body)).toEqual([field]);
      expect(await storedCount()).toBe(before);
    },
  );

  it('names every missing field at once', async () => {
    const answer = await send({});
    expect(answer.status).toBe(400);
    expect(namedFields(answer.body).sort()).toEqual(['email', 'message', 'name']);
  });

  it.each(['not-an-email', 'maria@', '@example.com', 'maria example@example.com'])(
    'refuses the e-mail address %j',
    async (email) => {
      const answer = await send({ ...GOOD_MESSAGE, email });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.details).toEqual([{ field: 'email', message: expect.stringContaining('e-mail') }]);
    },
  );

  it('refuses a message of 5001 characters', async () => {
    const answer = await send({ ...GOOD_MESSAGE, message: 'x'.repeat(5001) });
    expect(answer.status).toBe(400);
    expect(namedFields(answer.body)).toEqual(['message']);
  });

  it('refuses a name longer than 100 characters', async () => {
    const answer = await send({ ...GOOD_MESSAGE, name: 'n'.repeat(101) });
    expect(answer.status).toBe(400);
    expect(namedFields(answer.body)).toEqual(['name']);
  });

  it('refuses a value that is not text', async () => {
    const answer = await send({ ...GOOD_MESSAGE, name: 42 });
    expect(answer.status).toBe(400);
    expect(namedFields(answer.body)).toEqual(['name']);
  });

  it('refuses an unknown extra field instead of silently dropping it', async () => {
    const answer = await send({ ...GOOD_MESSAGE, isAdmin: true });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(namedFields(answer.body)).toEqual(['isAdmin']);
  });

  it('refuses a JSON array as the body', async () => {
    const answer = await send([GOOD_MESSAGE]);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(namedFields(answer.body)).toEqual(['body']);
  });

  it('refuses a body that is not JSON as malformed', async () => {
    const answer = await api.request('POST', '/api/contact-message', {
      raw: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('MALFORMED_REQUEST');
  });

  it('refuses a request without a JSON body', async () => {
    const answer = await api.request('POST', '/api/contact-message', {
      raw: 'name=Maria',
      headers: { 'content-type': 'text/plain' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a body over the JSON limit with 413 before reading it as a message', async () => {
    const before = await storedCount();
    const answer = await send({ ...GOOD_MESSAGE, message: 'x'.repeat(65 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedCount()).toBe(before);
  });

  it('answers an unknown route with 404 NOT_FOUND in the error shape', async () => {
    const response = await fetch(`${api.baseUrl}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(GOOD_MESSAGE),
    });
    const body = await response.json();

    expect(response.status).toBe(404);
    expect(matchesErrorSchema(body), ajv.errorsText(matchesErrorSchema.errors)).toBe(true);
    expect(body).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND' });
  });
});

describe.each(DIALECTS)('POST /api/contact-message on %s when the database fails', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await api.db.destroy();
  });
  afterAll(() => api?.close());

  it('answers a bare 500 INTERNAL_ERROR that discloses nothing about the failure', async () => {
    const answer = await api.request('POST', '/api/contact-message', { json: GOOD_MESSAGE });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side.',
    });
  });
});

describe('POST /api/contact-message with a smaller JSON limit', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', { JSON_BODY_LIMIT_BYTES: '1024' });
  });
  afterAll(() => api?.close());

  it('follows JSON_BODY_LIMIT_BYTES', async () => {
    const small = await api.request('POST', '/api/contact-message', {
      json: { ...GOOD_MESSAGE, message: 'x'.repeat(900) },
    });
    const large = await api.request('POST', '/api/contact-message', {
      json: { ...GOOD_MESSAGE, message: 'x'.repeat(1100) },
    });
    expect(small.status).toBe(201);
    expect(large.status).toBe(413);
    expect(large.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
