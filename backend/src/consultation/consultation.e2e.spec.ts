import { CONSULTATION_COUNTRIES } from '@cipta/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';

const REQUIRED_ONLY = {
  firstName: 'Kenji',
  lastName: 'Sato',
  email: 'kenji@example.com',
  phone: '+65 8123 4567',
  country: 'Singapore',
  message: 'We are opening an office in Jakarta and need work permits for two people.',
};

const FULL_REQUEST = { ...REQUIRED_ONLY, company: 'Sato Trading', jobTitle: 'Director' };

const REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'country', 'message'] as const;

const namedFields = (body: { details?: Array<{ field: string }> }) =>
  (body.details ?? []).map((detail) => detail.field);

describe.each(DIALECTS)('POST /api/consultation-request on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  const send = (json: unknown) => api.request('POST', '/api/consultation-request', { json });
  const storedRow = (id: string) =>
    api.db.selectFrom('consultation_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('stores a full request with every field in its column, trimmed', async () => {
    const answer = await send({
      ...FULL_REQUEST,
      firstName: ' Kenji ',
      company: ' Sato Trading ',
      jobTitle: 'Director\n',
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, id: expect.any(String) });
    expect(await storedRow(answer.body.id)).toMatchObject({
      first_name: 'Kenji',
      last_name: 'Sato',
      email: 'kenji@example.com',
      phone: '+65 8123 4567',
      company: 'Sato Trading',
      job_title: 'Director',
      country: 'Singapore',
      message: FULL_REQUEST.message,
    });
  });

  it('stores a request with only the required fields, company and job title empty', async () => {
    const answer = await send(REQUIRED_ONLY);
    expect(answer.status).toBe(201);
    expect(await storedRow(answer.body.id)).toMatchObject({ company: null, job_title: null });
  });

  it('stores blank company and job title as absent, not as empty text', async () => {
    const answer = await send({ ...REQUIRED_ONLY, company: '   ', jobTitle: '' });
    expect(answer.status).toBe(201);
    expect(await storedRow(answer.body.id)).toMatchObject({ company: null, job_title: null });
  });

  it.each(REQUIRED_FIELDS)('refuses a request without %s, naming it', async (field) => {
    const { [field]: _left, ...rest } = REQUIRED_ONLY;
    const answer = await send(rest);

    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(namedFields(answer.body)).toEqual([field]);
  });

  it.each(REQUIRED_FIELDS)('refuses a request whose %s is only whitespace', async (field) => {
    const answer = await send({ ...REQUIRED_ONLY, [field]: '   ' });
    expect(answer.status).toBe(400);
    expect(namedFields(answer.body)).toEqual([field]);
  });

  it('names all six required fields of an empty request', async () => {
    const answer = await send({});
    expect(answer.status).toBe(400);
    expect(namedFields(answer.body).sort()).toEqual([...REQUIRED_FIELDS].sort());
  });

  it.each(CONSULTATION_COUNTRIES)('accepts the country option %s', async (country) => {
    const answer = await send({ ...REQUIRED_ONLY, country });
    expect(answer.status).toBe(201);
  });

  it.each(['Japan', 'singapore', ''])(
    'refuses the country %j, which is not one of the seven options',
    async (country) => {
      const answer = await send({ ...REQUIRED_ONLY, country });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([
        { field: 'country', message: expect.stringContaining('Indonesia, Malaysia') },
      ]);
    },
  );

  it.each(['+62 (812) 345-6789', '0812.345.678', '123456'])('accepts the phone number %j', async (phone) => {
    const answer = await send({ ...REQUIRED_ONLY, phone });
    expect(answer.status).toBe(201);
  });

  it.each(['call me', '12345', '+62 812 abc 678', '++62 812 345', '1'.repeat(33)])(
    'refuses the phone number %j',
    async (phone) => {
      const answer = await send({ ...REQUIRED_ONLY, phone });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(namedFields(answer.body)).toEqual(['phone']);
    },
  );

  it('refuses a bad e-mail address', async () => {
    const answer = await send({ ...REQUIRED_ONLY, email: 'kenji-at-example.com' });
    expect(answer.status).toBe(400);
    expect(namedFields(answer.body)).toEqual(['email']);
  });

  it('refuses a company name over 150 characters', async () => {
    const answer = await send({ ...REQUIRED_ONLY, company: 'c'.repeat(151) });
    expect(answer.status).toBe(400);
    expect(namedFields(answer.body)).toEqual(['company']);
  });

  it('refuses an unknown extra field', async () => {
    const answer = await send({ ...FULL_REQUEST, budget: 'large' });
    expect(answer.status).toBe(400);
    expect(namedFields(answer.body)).toEqual(['budget']);
  });
});
