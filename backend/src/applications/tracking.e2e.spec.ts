import { permitProducts } from '@cipta/domain/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, pdf, submissionId } from '../testing/files.js';
import { DIALECTS, startTestApi, type TestApi } from '../testing/test-app.js';

const VISA_EMAIL = 'ana.putri@example.com';
const PERMIT_EMAIL = 'john.smith@example.com';

describe.each(DIALECTS)('GET /api/applications/{id} on %s', (dialect) => {
  let api: TestApi;
  let visaId: string;
  let permitId: string;

  beforeAll(async () => {
    api = await startTestApi(dialect);
    visaId = submissionId();
    const visa = await api.request('POST', '/api/visa-applications', {
      form: formOf(
        {
          submissionId: visaId,
          fullName: 'Ana Putri',
          email: VISA_EMAIL,
          phone: '+62 812 3456 7890',
          service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
        },
        [['documents', 'passport.pdf', pdf()]],
      ),
      // Applied in English: the stored title is the catalogue's in the applicant's language (issue 29).
      headers: { 'accept-language': 'en' },
    });
    const permit = await api.request('POST', '/api/submit-application', {
      form: formOf(
        {
          formType: 'kitap',
          productId: 'retirement',
          productTitle: 'Retirement KITAP',
          fullName: 'John Smith',
          email: PERMIT_EMAIL,
          phone: '+44 20 7946 0958',
          nationality: 'British',
          passport: 'GB1234567',
          retirementAge: '66',
        },
        [['bankStatement', 'bank.pdf', pdf()]],
      ),
      headers: { 'accept-language': 'en' },
    });
    expect([visa.status, permit.status]).toEqual([201, 201]);
    permitId = permit.body.applicationId;
  });
  afterAll(() => api?.close());

  const track = (id: string, query: string) =>
    api.request('GET', `/api/applications/${encodeURIComponent(id)}${query}`);
  const byEmail = (email: string) => `?email=${encodeURIComponent(email)}`;

  it('shows a visa application to its applicant', async () => {
    const answer = await track(visaId, byEmail(VISA_EMAIL));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: visaId,
      kind: 'visa',
      service: { title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' },
      status: 'processing',
      submittedAt: expect.any(String),
      updatedAt: expect.any(String),
      history: [{ status: 'processing', at: expect.any(String) }],
      // issue 21: what was received, by the file's own name
      documents: [{ name: 'passport.pdf', receivedAt: expect.any(String) }],
    });
    expect(answer.body.updatedAt).toBe(answer.body.submittedAt);
    expect(answer.body.history[0].at).toBe(answer.body.submittedAt);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('shows a permit application to its applicant, with the price of its catalogue product', async () => {
    const answer = await track(permitId, byEmail(PERMIT_EMAIL));
    expect(answer.status).toBe(200);
    // The form sends no price: the server takes the product's from the catalogue (issue 29).
    const product = permitProducts('kitap').find((candidate) => candidate.title.en === 'Retirement KITAP')!;
    expect(answer.body).toMatchObject({
      id: permitId,
      kind: 'kitap',
      service: { title: 'Retirement KITAP', price: product.price.text.en },
      status: 'processing',
      history: [{ status: 'processing' }],
      documents: [{ name: 'bank.pdf' }],
    });
  });

  it('finds the application whatever the letter case of the e-mail address', async () => {
    expect((await track(visaId, byEmail('Ana.Putri@EXAMPLE.com'))).status).toBe(200);
    expect((await track(permitId, byEmail('JOHN.SMITH@example.COM'))).status).toBe(200);
  });

  // issue 28: an ID made before IDs left out O and I, tracked as a person types it (0 for O).
  it('finds an older ID holding O and I when the visitor types 0 and 1', async () => {
    const older = `VS${String(Date.now()).slice(-8)}OKI7`;
    const stored = await api.request('POST', '/api/visa-applications', {
      form: formOf(
        {
          submissionId: older,
          fullName: 'Oki Pratama',
          email: 'oki@example.com',
          phone: '+62 812 3456 7890',
          service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)' }),
        },
        [['documents', 'passport.pdf', pdf()]],
      ),
    });
    expect(stored.status).toBe(201);
    const typed = `${older.slice(0, -4)}0K17`;
    const answer = await track(typed, byEmail('oki@example.com'));
    expect([answer.status, answer.body.id]).toEqual([200, older]);
    expect((await track(typed, byEmail(VISA_EMAIL))).status).toBe(404);
  });

  it('answers a wrong e-mail and an unknown ID alike, so neither part is revealed', async () => {
    const wrongEmail = await track(visaId, byEmail(PERMIT_EMAIL));
    const unknownId = await track(submissionId(), byEmail(VISA_EMAIL));
    const otherApplicantsPermit = await track(permitId, byEmail(VISA_EMAIL));

    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'APPLICATION_NOT_FOUND',
      message: 'No application matches this ID and e-mail address.',
    });
    expect(unknownId.body).toEqual(wrongEmail.body);
    expect(wrongEmail.headers.get('cache-control')).toBe('no-store');
    expect(otherApplicantsPermit.body).toEqual(wrongEmail.body);
  });

  it.each([
    ['without an e-mail address', ''],
    ['with an empty e-mail address', '?email='],
    ['with an invalid e-mail address', '?email=ana.putri'],
  ])('refuses a lookup %s, naming email', async (_case, query) => {
    const answer = await track(visaId, query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'email' }] });
  });
});

describe('GET /api/applications/{id} with an over-long id', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite');
  });
  afterAll(() => api?.close());

  it('refuses an id longer than the contract allows with 400 naming it', async () => {
    const answer = await api.request('GET', `/api/applications/${'A'.repeat(33)}?email=someone%40example.com`);
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ field: 'id', message: 'id is at most 32 characters' }]);
  });
});
