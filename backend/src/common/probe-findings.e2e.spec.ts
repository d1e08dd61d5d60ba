import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsNamed, formOf, pdf, submissionId } from '../testing/files.js';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';
import { MAX_JSON_DEPTH } from './json-body.js';

// What an outside probe found (docs/security.md, "What the tests found"): answers that broke a
// promise of docs/api.md. Each is refused now, on both databases, and stores nothing.

const GOOD_MESSAGE = { name: 'Maria Lopez', email: 'maria@example.com', message: 'Hello' };
const GOOD_CLAIM = { name: 'Ana Silva', email: 'ana@example.com', phone: '+62 812 3456 7890' };
const JSON_ROUTES = ['/api/contact-message', '/api/consultation-request', '/api/promo-claim', '/api/promo-claim/reset'];

describe.each(DIALECTS)('what an outside probe found, on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  const messages = async () => (await api.db.selectFrom('contact_messages').select('id').execute()).length;
  const send = (raw: string | Buffer, contentType: string, route = '/api/contact-message') =>
    api.request('POST', route, { raw, headers: { 'content-type': contentType } });

  it.each([
    ['utf-7', Buffer.from('{"name":"+ADw-script+AD4-","email":"maria@example.com","message":"Hello"}')],
    ['utf-16', Buffer.from(`\ufeff${JSON.stringify(GOOD_MESSAGE)}`, 'utf16le')],
    ['utf-16le', Buffer.from(JSON.stringify(GOOD_MESSAGE), 'utf16le')],
    ['utf-16be', Buffer.from(JSON.stringify(GOOD_MESSAGE), 'utf16le').swap16()],
    ['utf-32le', Buffer.from(JSON.stringify(GOOD_MESSAGE), 'utf16le')],
    ['iso-8859-1', Buffer.from(JSON.stringify(GOOD_MESSAGE), 'latin1')],
  ])('refuses JSON declared in %s with 415 UNSUPPORTED_MEDIA_TYPE, storing nothing', async (charset, body) => {
    const before = await messages();
    const answer = await send(body, `application/json; charset=${charset}`);
    expect([answer.status, answer.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(await messages()).toBe(before);
  });

  it('takes UTF-8 however it is spelled, and without a charset', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/json; charset=UTF-8']) {
      expect((await send(JSON.stringify(GOOD_MESSAGE), type)).status, type).toBe(201);
    }
  });

  it('refuses bytes that are not UTF-8 with 400, instead of storing U+FFFD', async () => {
    const before = await messages();
    const body = Buffer.concat([
      Buffer.from('{"name":"Ana '),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('","email":"a@example.com","message":"Hi"}'),
    ]);
    const answer = await send(body, 'application/json; charset=utf-8');
    expect([answer.status, answer.body.code]).toEqual([400, 'MALFORMED_REQUEST']);
    expect(await messages()).toBe(before);
  });

  it.each(JSON_ROUTES)('refuses 1,312 nested arrays on %s with 400, never 500', async (route) => {
    const answer = await send(`${'['.repeat(1312)}${']'.repeat(1312)}`, 'application/json', route);
    expect([answer.status, answer.body.code]).toEqual([400, 'MALFORMED_REQUEST']);
    expect(answer.body.message).toBe(`The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  });

  it('refuses nesting one level beyond the limit inside a field, and judges brackets inside text as text', async () => {
    // The body's own braces are one level: `nested(n)` inside a field makes n levels in all.
    const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}1${'}'.repeat(depth - 1)}`;
    const deep = `{"name":${nested(MAX_JSON_DEPTH + 1)},"email":"maria@example.com","message":"Hi"}`;
    const atLimit = `{"name":${nested(MAX_JSON_DEPTH)},"email":"maria@example.com","message":"Hi"}`;
    expect((await send(deep, 'application/json')).body.code).toBe('MALFORMED_REQUEST');
    expect((await send(atLimit, 'application/json')).body.code).toBe('VALIDATION_FAILED');
    const brackets = { ...GOOD_MESSAGE, message: `[[[{{{"\\"${'['.repeat(100)}` };
    expect((await send(JSON.stringify(brackets), 'application/json')).status).toBe(201);
  });

  it('refuses a lone surrogate and a control character nested anywhere in a JSON body', async () => {
    const answer = await send(
      '{"name":"Maria","email":"maria@example.com","message":"Hi","extra":{"deeper":[{"x":"\\ud800"}]}}',
      'application/json',
    );
    expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(answer.body.details).toContainEqual({
      field: 'extra.deeper.0.x',
      message: 'extra.deeper.0.x must be valid Unicode text',
    });
  });

  it.each([
    ['"5"'],
    ['"0x10"'],
    ['"  7  "'],
    ['true'],
    ['""'],
    ['"1e3"'],
    ['1.5'],
    ['-1'],
    ['1000001'],
    ['[1]'],
    ['{}'],
  ])('refuses claimNumber %s: only a JSON integer from 0 to 1,000,000 is one', async (value) => {
    const raw = `{"name":"Ana Silva","email":"ana@example.com","phone":"+62 812 3456 7890","claimNumber":${value}}`;
    const answer = await send(raw, 'application/json', '/api/promo-claim');
    expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(fieldsNamed(answer)).toEqual(['claimNumber']);
  });

  it('still takes a JSON integer as claimNumber', async () => {
    const answer = await api.request('POST', '/api/promo-claim', { json: { ...GOOD_CLAIM, claimNumber: 0 } });
    expect(answer.status).toBe(201);
  });

  const kitap = (fields: Record<string, string>) =>
    formOf(
      {
        formType: 'kitap',
        productId: 'investor',
        productTitle: 'Investor KITAP',
        fullName: 'John Smith',
        email: 'john.smith@example.com',
        phone: '+44 20 7946 0958',
        nationality: 'British',
        passport: 'GB1234567',
        ...fields,
      },
      [['investmentProof', 'proof.pdf', pdf()]],
    );

  it.each([
    '0x55730',
    '1e21',
    '9007199254740993',
    ' 350000',
    '+350000',
    '350000.0',
    '350_000',
    '１２３４５６７',
    '1000000000001',
  ])('refuses the multipart investmentAmount %j: decimal digits within the documented bounds only', async (amount) => {
    const answer = await api.request('POST', '/api/submit-application', { form: kitap({ investmentAmount: amount }) });
    expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(fieldsNamed(answer)).toEqual(['investmentAmount']);
  });

  it('refuses retirementAge in anything but decimal digits', async () => {
    for (const age of ['0x3c', '6e1', ' 60', '60.0']) {
      const form = kitap({ productId: 'retirement', retirementAge: age });
      form.delete('investmentProof');
      form.append('bankStatement', new Blob([pdf()]), 'bank.pdf');
      const answer = await api.request('POST', '/api/submit-application', { form });
      expect(fieldsNamed(answer), age).toEqual(['retirementAge']);
    }
  });

  it.each([
    ['a lone surrogate in the title', '{"title":"B1\\ud800","price":"USD 35"}'],
    ['a lone surrogate in the price', '{"title":"B1","price":"\\udc00"}'],
    ['a field the ServiceRef does not have', '{"title":"B1","extra":"\\ud800"}'],
    ['an array', '[{"title":"B1"}]'],
  ])('refuses %s of the visa application’s service JSON', async (_case, service) => {
    const form = formOf(
      {
        submissionId: submissionId(),
        fullName: 'Ana Putri',
        email: 'ana@example.com',
        phone: '+62 812 3456 7890',
        service,
      },
      [['documents', 'passport.pdf', pdf()]],
    );
    const answer = await api.request('POST', '/api/visa-applications', { form });
    expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(fieldsNamed(answer)).toEqual(['service']);
  });

  it('lists at most 20 problems and counts the rest, however many unknown fields come', async () => {
    const body = {
      ...GOOD_MESSAGE,
      ...Object.fromEntries(Array.from({ length: 7500 }, (_, i) => [i.toString(36), 1])),
    };
    const raw = JSON.stringify(body);
    const answer = await send(raw, 'application/json');
    expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(answer.body.details).toHaveLength(20);
    expect(answer.body.detailsOmitted).toBe(7480);
    expect(JSON.stringify(answer.body).length).toBeLessThan(2_000);
  });

  // issue 29, low: bytes that are not UTF-8 in a form's text part were stored as U+FFFD.
  it('refuses a form whose text part is not UTF-8 with 400, storing nothing', async () => {
    const id = submissionId();
    const boundary = 'cipta-probe-boundary';
    const part = (name: string, value: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        value,
        Buffer.from('\r\n'),
      ]);
    const body = Buffer.concat([
      part('submissionId', Buffer.from(id)),
      part('fullName', Buffer.concat([Buffer.from('Ana '), Buffer.from([0xc3, 0x28, 0xff])])),
      part('email', Buffer.from('ana@example.com')),
      part('phone', Buffer.from('+62 812 3456 7890')),
      part('service', Buffer.from('{"title":"B1"}')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await api.request('POST', '/api/visa-applications', {
      raw: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect([answer.status, answer.body.code]).toEqual([400, 'MALFORMED_REQUEST']);
    expect(answer.body.message).toBe('The field "fullName" is not valid UTF-8.');
    const stored = await api.db.selectFrom('applications').select('id').where('id', '=', id).execute();
    expect(stored).toEqual([]);
  });

  it('stores file names without bidirectional controls (invoice\u202egpj.pdf)', async () => {
    const id = submissionId();
    const name = 'in\u2066voice\u202egpj\u2069\u202a.pdf';
    const form = formOf(
      {
        submissionId: id,
        fullName: 'Ana Putri',
        email: 'ana@example.com',
        phone: '+62 812 3456 7890',
        service: '{"title":"B1 Tourist Visa (Visa on Arrival)"}',
      },
      [['documents', name, pdf()]],
    );
    expect((await api.request('POST', '/api/visa-applications', { form })).status).toBe(201);
    const row = await api.db
      .selectFrom('application_files')
      .select('original_name')
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.original_name).toBe('invoicegpj.pdf');
  });
});
