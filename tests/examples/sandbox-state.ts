import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { generateSync } from 'otplib';
import { makeSubmissionId } from '@cipta/domain/submission-id';
import { pdf } from '../../backend/src/testing/documents.js';

// issue 30: the state an example needs (applications, messages, a signed-in staff member), made
// through the API as a client would make it. One module for `npm run examples` (which replays
// the contract's examples against it) and `npm run seed` (a sandbox to try /docs with).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One answer of the API, as the replay checks it. */
export interface Answer {
  status: number;
  contentType: string | null;
  headers: Headers;
  body: unknown;
}

export interface CallOptions {
  json?: unknown;
  form?: FormData;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * A client of the API: one browser, so one staff cookie and its CSRF token at most, taken from
 * the answers that set them (a sign-in, an enrolment).
 */
export class ApiClient {
  cookie: string | undefined;
  csrf: string | undefined;

  constructor(readonly baseUrl: string) {}

  async call(method: string, urlPath: string, options: CallOptions = {}): Promise<Answer> {
    const url = new URL(urlPath, this.baseUrl);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = `cipta_staff=${this.cookie}`;
    if (this.csrf && method !== 'GET') headers['x-csrf-token'] = this.csrf;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const response = await fetch(url, { method, headers, body });
    const contentType = response.headers.get('content-type');
    const text = Buffer.from(await response.arrayBuffer());
    let parsed: unknown = text.length ? text : undefined;
    if (contentType?.includes('json') && text.length) parsed = JSON.parse(text.toString('utf8'));
    const cookie = /cipta_staff=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (cookie !== undefined) this.cookie = cookie || undefined;
    const csrf = (parsed as { csrfToken?: unknown } | undefined)?.csrfToken;
    if (typeof csrf === 'string' && parsed && typeof parsed === 'object') this.csrf = csrf;
    return { status: response.status, contentType, headers: response.headers, body: parsed };
  }

  /** A call that must succeed: its JSON answer, or an error that says what the API answered. */
  async expect<T = Record<string, any>>(method: string, urlPath: string, options: CallOptions = {}): Promise<T> {
    const answer = await this.call(method, urlPath, options);
    if (answer.status >= 300)
      throw new Error(`${method} ${urlPath} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as T;
  }
}

/** The `altcha` field of a protected form: a challenge of this API, solved as the widget solves it. */
export async function botSolution(client: ApiClient): Promise<string> {
  const challenge = await client.expect<Challenge>('GET', '/api/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The authenticator's code, `stepsAhead` 30-second steps from now (the API allows one step of drift). */
export function totp(secret: string, stepsAhead = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** A small real PDF, as an applicant uploads one. */
export const samplePdf = (name: string) => new Blob([new Uint8Array(pdf(name))], { type: 'application/pdf' });

/** A multipart body: each field as text, each file name in `files` as a small PDF under `documents`. */
export function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const file of value) form.append(name, samplePdf(String(file)), String(file));
    else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

/** A submissionId as the browser makes it (product §7). */
export const submissionId = (prefix: 'VS' | 'PA') => makeSubmissionId(Date.now(), Math.random, prefix);

export type Language = 'en' | 'id';

export interface Applicant {
  fullName: string;
  email: string;
  phone: string;
}

/** A visa application (POST /api/visa-applications) with one passport scan; answers its ID. */
export async function submitVisaApplication(client: ApiClient, who: Applicant, language: Language): Promise<string> {
  const id = submissionId('VS');
  await client.expect('POST', '/api/visa-applications', {
    headers: { 'accept-language': language },
    form: formOf({
      submissionId: id,
      ...who,
      sponsorType: 'cipta',
      service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
      documentRequirements: 'passport',
      documents: ['passport.pdf'],
    }),
  });
  return id;
}

/** A stay-permit application (POST /api/submit-application) with one passport scan; answers its ID. */
export async function submitPermitApplication(client: ApiClient, who: Applicant, language: Language): Promise<string> {
  const id = submissionId('PA');
  await client.expect('POST', '/api/submit-application', {
    headers: { 'accept-language': language },
    form: formOf({
      submissionId: id,
      formType: 'stay-permit',
      productId: 'single-entry',
      productTitle: 'Single Entry Stay Permit',
      ...who,
      nationality: 'Australian',
      passport: `PA${randomBytes(3).toString('hex').toUpperCase()}`,
      purpose: language === 'id' ? 'Mengunjungi keluarga di Bali' : 'Visiting family in Bali',
      documentRequirements: 'passport',
      documents: ['passport.pdf'],
    }),
  });
  return id;
}

/** A contact message (POST /api/contact-message), its challenge solved. */
export async function sendContactMessage(
  client: ApiClient,
  message: { name: string; email: string; message: string },
  language: Language,
): Promise<void> {
  const altcha = await botSolution(client);
  await client.expect('POST', '/api/contact-message', {
    headers: { 'accept-language': language },
    json: { ...message, altcha },
  });
}

/** A consultation request (POST /api/consultation-request), its challenge solved. */
export async function sendConsultationRequest(
  client: ApiClient,
  request: Record<string, string>,
  language: Language,
): Promise<void> {
  const altcha = await botSolution(client);
  await client.expect('POST', '/api/consultation-request', {
    headers: { 'accept-language': language },
    json: { ...request, altcha },
  });
}

/** What a person or a test needs to sign an account in again. */
export interface StaffCredentials {
  id: string;
  email: string;
  password: string;
  /** The authenticator's secret (base32) and its otpauth:// URI. */
  secret: string;
  otpauthUri: string;
  recoveryCodes: string[];
}

/**
 * `npm run staff -- add … --password-stdin` against the instance's database (the CLI an
 * operator uses), for an account with a known password. Asynchronous: a blocked event loop
 * would miss the API closing an idle keep-alive connection, and the next call would reuse it.
 */
export async function addStaffAccount(
  env: Record<string, string>,
  account: { email: string; name: string; role: 'admin' | 'staff'; password: string },
): Promise<void> {
  const args = ['add', account.email, '--role', account.role, '--name', account.name, '--password-stdin'];
  const cli = promisify(execFile)(process.execPath, ['backend/dist/staff/accounts/staff.cli.js', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  cli.child.stdin!.end(`${account.password}\n`);
  await cli;
}

/**
 * The first sign-in of an account without a second factor: password, then the enrolment
 * secret the session answers, then its first code. Leaves `client` signed in.
 */
export async function enrolAndSignIn(client: ApiClient, email: string, password: string): Promise<StaffCredentials> {
  const started = await client.expect('POST', '/api/staff/session', { json: { email, password } });
  if (started.stage !== 'enrol-second-factor') throw new Error(`${email} is not enrolling: ${JSON.stringify(started)}`);
  return confirmEnrolment(client, email, password);
}

/** The enrolment of a session in the `enrol-second-factor` stage, confirmed with the secret's code. */
export async function confirmEnrolment(client: ApiClient, email: string, password: string): Promise<StaffCredentials> {
  const current = await client.expect('GET', '/api/staff/session');
  const { secret, otpauthUri } = current.enrolment as { secret: string; otpauthUri: string };
  const confirmed = await client.expect('POST', '/api/staff/session/second-factor', { json: { code: totp(secret) } });
  return {
    id: (confirmed.user as { id: string }).id,
    email,
    password,
    secret,
    otpauthUri,
    recoveryCodes: confirmed.recoveryCodes as string[],
  };
}
