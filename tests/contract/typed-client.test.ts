import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { paths } from '@cipta/domain/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from '../support/api-process.js';

// Issue 30: an integrator's client, written from openapi.yaml's generated types and docs/api.md
// alone, against the API at its defaults (anti-bot step and rate limits on). No cast anywhere:
// the types say what is sent (a file is a Blob) and what comes back (the RateLimit fields).

type ClaimAnswer = paths['/api/promo-claim']['post']['responses'][201];
type VisaApplication = paths['/api/visa-applications']['post']['requestBody']['content']['multipart/form-data'];

/** multipart/form-data from the typed body: one part per field, one per file of a list. */
function formData(body: VisaApplication): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body) as [string, string | Blob | Blob[] | undefined][]) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      if (typeof item === 'string') form.append(name, item);
      else form.append(name, item, item instanceof File ? item.name : 'document');
  }
  return form;
}

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

let dir: string;
let api: ApiProcess;
let client: ReturnType<typeof createClient<paths>>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cipta-typed-client-'));
  api = await startApiProcess({
    SQLITE_PATH: path.join(dir, 'app.sqlite'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    MAIL_DIR: path.join(dir, 'mail'),
  });
  client = createClient<paths>({ baseUrl: api.url });
}, 30_000);
afterAll(async () => {
  await api?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('a client generated from the contract', () => {
  it('solves the challenge, claims a spot and reads the rate-limit fields', async () => {
    const { data: challenge } = await client.GET('/api/challenge');
    if (!challenge) throw new Error('no challenge');
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

    const { data, response } = await client.POST('/api/promo-claim', {
      body: { name: 'Kenji Sato', email: 'kenji.sato@example.com', phone: '+65 8123 4567', altcha },
    });

    expect(response.status).toBe(201);
    expect(data?.claimNumber).toBeGreaterThanOrEqual(1);
    const limit: ClaimAnswer['headers']['RateLimit-Limit'] = Number(response.headers.get('RateLimit-Limit'));
    const remaining: ClaimAnswer['headers']['RateLimit-Remaining'] = Number(
      response.headers.get('RateLimit-Remaining'),
    );
    expect(limit).toBeGreaterThan(0);
    expect(remaining).toBe(limit - 1);
    expect(response.headers.get('RateLimit-Policy')).toMatch(new RegExp(`^${limit};w=[0-9]+$`));
  }, 30_000);

  it('sends a visa application with a file, and tracks it', async () => {
    const passport = new File([PDF], 'passport.pdf', { type: 'application/pdf' });
    const { data, response, error } = await client.POST('/api/visa-applications', {
      body: {
        submissionId: 'VS12345678ABCD',
        fullName: 'Kenji Sato',
        email: 'kenji.sato@example.com',
        phone: '+65 8123 4567',
        service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)' }),
        documentRequirements: 'passport',
        documents: [passport],
      },
      bodySerializer: formData,
    });

    expect(error).toBeUndefined();
    expect(response.status).toBe(201);
    expect(data?.data.submissionId).toBe('VS12345678ABCD');

    const tracked = await client.GET('/api/applications/{id}', {
      params: { path: { id: 'VS12345678ABCD' }, query: { email: 'kenji.sato@example.com' } },
    });
    expect(tracked.data?.documents).toEqual([expect.objectContaining({ name: 'passport.pdf' })]);
  }, 30_000);
});
