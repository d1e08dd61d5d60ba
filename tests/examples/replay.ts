import { randomBytes } from 'node:crypto';
import { checkAgainstContract, openApiDocument } from '../../backend/src/testing/contract.js';
import {
  type Answer,
  ApiClient,
  type StaffCredentials,
  botSolution,
  confirmEnrolment,
  enrolAndSignIn,
  formOf,
  submitVisaApplication,
  totp,
} from './sandbox-state.js';

// issue 30, "Every example replays": every operation of openapi.yaml is sent as its examples
// say (body, query, headers) to a fresh instance, with the real IDs of the state made before it
// in place of the examples' IDs, and its answer is checked against the contract (status and
// schema, by the one validator the backend suite uses).

type Json = Record<string, any>;

/** What an operation's examples give: path parameters, query, headers, the body and its media type. */
export interface ExampleRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  mediaType: string | undefined;
}

/** Every operation of the contract, as `METHOD /template`. */
export function contractOperations(): string[] {
  const operations: string[] = [];
  for (const [route, methods] of Object.entries(openApiDocument.paths as Json))
    for (const method of Object.keys(methods as Json))
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method))
        operations.push(`${method.toUpperCase()} ${route}`);
  return operations;
}

const resolved = (node: Json): Json =>
  node.$ref
    ? (node.$ref as string)
        .replace(/^#\//, '')
        .split('/')
        .reduce<Json>((at, key) => at[key.replace(/~1/g, '/').replace(/~0/g, '~')], openApiDocument)
    : node;

const operationOf = (key: string): Json => {
  const [method, route] = key.split(' ') as [string, string];
  const operation = (openApiDocument.paths as Json)[route]?.[method.toLowerCase()] as Json | undefined;
  if (!operation) throw new Error(`${key} is not in openapi.yaml`);
  return operation;
};

/** The request the contract's examples describe for one operation. */
export function exampleRequest(key: string): ExampleRequest {
  const operation = operationOf(key);
  const request: ExampleRequest = { path: {}, query: {}, headers: {}, body: undefined, mediaType: undefined };
  for (const parameter of ((operation.parameters ?? []) as Json[]).map(resolved)) {
    if (!('example' in parameter)) continue;
    const value = String(parameter.example);
    if (parameter.in === 'path') request.path[parameter.name] = value;
    else if (parameter.in === 'query') request.query[parameter.name] = value;
    else if (parameter.in === 'header') request.headers[(parameter.name as string).toLowerCase()] = value;
  }
  const content = operation.requestBody ? (resolved(operation.requestBody).content as Json) : undefined;
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  if (mediaType) {
    request.mediaType = mediaType;
    request.body = structuredClone(media.example ?? Object.values((media.examples ?? {}) as Json)[0]?.value);
  }
  return request;
}

/** The status a replayed example must answer: the operation's documented success. */
export function expectedStatus(key: string): number {
  return Number(Object.keys(operationOf(key).responses as Json).find((status) => /^2\d\d$/.test(status)));
}

/** What a step changes in the example request: real IDs, a solved challenge, a real code. */
export interface Substitution {
  path?: Record<string, string>;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** Whose browser sends it; the public client unless said. */
  as?: ApiClient;
}

interface Step {
  operation: string;
  /** Makes the state the example needs, and says what to put in place of its IDs. */
  prepare?: () => Promise<Substitution | void>;
  /** Keeps what later steps need from the answer. */
  after?: (answer: Answer) => Promise<void> | void;
}

export interface ReplayResult {
  operation: string;
  status: number | undefined;
  passed: boolean;
  reason?: string;
}

/** Where the replay's instance keeps its data: the dead letter of the resend step is made there. */
export interface ReplayInstance {
  url: string;
  /** The first admin's one-time set-up link, from the instance's log. */
  firstAdminLink: string;
  /** Marks one outbox message dead, as 24 hours of failed attempts would (no call of the API does). */
  markMailDead(id: string): void;
}

/** Replays every example in an order where each finds its state; answers one result per operation. */
export async function replayExamples(
  instance: ReplayInstance,
  report: (result: ReplayResult) => void = () => undefined,
): Promise<ReplayResult[]> {
  const steps = replaySteps(instance);
  const results: ReplayResult[] = [];
  const replayed = new Set<string>();
  for (const step of steps) {
    const result = await replayStep(instance, step);
    replayed.add(step.operation);
    results.push(result);
    report(result);
  }
  for (const operation of contractOperations().filter((key) => !replayed.has(key))) {
    const result: ReplayResult = { operation, status: undefined, passed: false, reason: 'no replay step' };
    results.push(result);
    report(result);
  }
  return results;
}

async function replayStep(instance: ReplayInstance, step: Step): Promise<ReplayResult> {
  const [method, route] = step.operation.split(' ') as [string, string];
  let answer: Answer | undefined;
  try {
    const example = exampleRequest(step.operation);
    const change = (await step.prepare?.()) ?? {};
    const client = change.as ?? new ApiClient(instance.url);
    const pathParams = { ...example.path, ...change.path };
    const concretePath = route.replace(/\{([^}]+)\}/g, (_, name: string) => {
      if (!(name in pathParams)) throw new Error(`no example for path parameter ${name}`);
      return encodeURIComponent(pathParams[name]!);
    });
    const body =
      example.body !== undefined && change.body ? { ...(example.body as Json), ...change.body } : example.body;
    answer = await client.call(method, concretePath, {
      query: { ...example.query, ...change.query },
      headers: example.headers,
      ...(example.mediaType === 'multipart/form-data' ? { form: formOf(body as Json) } : {}),
      ...(example.mediaType?.includes('json') ? { json: body } : {}),
    });
    const expected = expectedStatus(step.operation);
    if (answer.status !== expected)
      return fail(step, answer, `expected ${expected}, answered ${answer.status} ${brief(answer.body)}`);
    const violation = checkAgainstContract(method, concretePath, answer.status, answer.contentType, answer.body);
    if (violation) return fail(step, answer, violation.message);
    await step.after?.(answer);
    return { operation: step.operation, status: answer.status, passed: true };
  } catch (error) {
    return fail(step, answer, error instanceof Error ? error.message : String(error));
  }
}

const fail = (step: Step, answer: Answer | undefined, reason: string): ReplayResult => ({
  operation: step.operation,
  status: answer?.status,
  passed: false,
  reason,
});

const brief = (body: unknown) =>
  body && typeof body === 'object' && !Buffer.isBuffer(body) ? JSON.stringify(body).slice(0, 300) : '';

/** The examples' own values the steps rely on (the replay keeps them; only IDs are replaced). */
const example = {
  visaId: () => exampleRequest('GET /api/applications/{id}').path.id!,
  staffPassword: () => (exampleRequest('POST /api/staff/setup').body as Json).password as string,
  staffEmail: () => (exampleRequest('POST /api/staff/setup').body as Json).email as string,
  erasedEmail: () => (exampleRequest('POST /api/staff/personal-data/erase').body as Json).email as string,
};

/** The operations the replay sends, in its order (each once, when the contract and the steps agree). */
export function replayedOperations(): string[] {
  return replaySteps({ url: 'http://127.0.0.1:1', firstAdminLink: '', markMailDead: () => undefined }).map(
    (step) => step.operation,
  );
}

const tokenOf = (setupLink: string) => new URL(setupLink).hash.replace(/^#token=/, '');

/**
 * The steps, in an order where each finds its state: the public forms first, then the first
 * admin's set-up and sign-in, the back office, and last what ends sessions or accounts.
 */
function replaySteps(instance: ReplayInstance): Step[] {
  const admin = new ApiClient(instance.url);
  const member = new ApiClient(instance.url);
  const otherBrowser = new ApiClient(instance.url);
  const state: {
    enrolmentSecret?: string;
    adminId?: string;
    adminRecoveryCodes: string[];
    memberSetupToken?: string;
    member?: StaffCredentials;
    documentId?: string;
    mailId?: string;
    contactMessageId?: string;
    consultationRequestId?: string;
  } = { adminRecoveryCodes: [] };
  const withChallenge = async (): Promise<Substitution> => ({ body: { altcha: await botSolution(admin) } });
  const recoveryCode = () => {
    const code = state.adminRecoveryCodes.shift();
    if (!code) throw new Error('the admin has no recovery code left');
    return code;
  };

  return [
    { operation: 'GET /' },
    { operation: 'GET /health/live' },
    { operation: 'GET /health/ready' },
    { operation: 'GET /openapi.yaml' },
    { operation: 'GET /docs' },
    { operation: 'GET /api/challenge' },
    { operation: 'POST /api/contact-message', prepare: withChallenge },
    { operation: 'POST /api/consultation-request', prepare: withChallenge },
    { operation: 'GET /api/promo-claim/status' },
    { operation: 'POST /api/promo-claim', prepare: withChallenge },
    // The instance runs with the example's secret as PROMO_RESET_SECRET (decision 186).
    { operation: 'POST /api/promo-claim/reset' },
    // The examples' submissionIds are new on a fresh instance: the application keeps the example's ID.
    { operation: 'POST /api/visa-applications' },
    { operation: 'POST /api/submit-application' },
    { operation: 'GET /api/applications/{id}' },

    // The first admin: the set-up link of the instance's log, the example's account, enrolment.
    {
      operation: 'POST /api/staff/setup/lookup',
      prepare: async () => ({ body: { token: tokenOf(instance.firstAdminLink) } }),
    },
    {
      operation: 'POST /api/staff/setup',
      prepare: async () => ({ body: { token: tokenOf(instance.firstAdminLink) } }),
    },
    // A first sign-in starts the enrolment: the example's code is not asked for yet.
    { operation: 'POST /api/staff/session', prepare: async () => ({ as: admin }) },
    {
      operation: 'GET /api/staff/session',
      prepare: async () => ({ as: admin }),
      after: (answer) => {
        state.enrolmentSecret = ((answer.body as Json).enrolment as Json).secret;
      },
    },
    {
      operation: 'POST /api/staff/session/second-factor',
      prepare: async () => ({ as: admin, body: { code: totp(state.enrolmentSecret!) } }),
      after: (answer) => {
        state.adminId = ((answer.body as Json).user as Json).id;
        state.adminRecoveryCodes = [...((answer.body as Json).recoveryCodes as string[])];
      },
    },
    { operation: 'POST /api/staff/session/language', prepare: async () => ({ as: admin }) },
    { operation: 'GET /api/staff/colleagues', prepare: async () => ({ as: admin }) },
    { operation: 'GET /api/staff/desk', prepare: async () => ({ as: admin }) },
    {
      operation: 'POST /api/staff/users',
      prepare: async () => ({ as: admin }),
      after: (answer) => {
        state.memberSetupToken = tokenOf((answer.body as Json).setupLink);
      },
    },
    {
      operation: 'GET /api/staff/users',
      // The new member sets a password (the example's) with their link and enrols.
      prepare: async () => {
        const email = (exampleRequest('POST /api/staff/users').body as Json).email as string;
        await member.expect('POST', '/api/staff/setup', {
          json: { token: state.memberSetupToken, password: example.staffPassword() },
        });
        state.member = await enrolAndSignIn(member, email, example.staffPassword());
        return { as: admin };
      },
    },

    // The visa application of the examples, through the back office.
    { operation: 'GET /api/staff/applications', prepare: async () => ({ as: admin }) },
    {
      operation: 'GET /api/staff/applications/{id}',
      prepare: async () => ({ as: admin }),
      after: (answer) => {
        state.documentId = (((answer.body as Json).documents as Json[])[0] as Json).id;
      },
    },
    {
      operation: 'GET /api/staff/applications/{id}/documents/{documentId}',
      prepare: async () => ({ as: admin, path: { documentId: state.documentId! } }),
    },
    {
      operation: 'POST /api/staff/applications/{id}/assignee',
      prepare: async () => ({ as: admin, body: { staffId: state.adminId } }),
    },
    { operation: 'POST /api/staff/applications/{id}/notes', prepare: async () => ({ as: admin }) },
    // The example asks for documents; the applicant's upload answers it.
    { operation: 'POST /api/staff/applications/{id}/status', prepare: async () => ({ as: admin }) },
    { operation: 'POST /api/applications/{id}/documents' },
    { operation: 'POST /api/staff/applications/{id}/contact', prepare: async () => ({ as: admin }) },
    {
      operation: 'POST /api/staff/applications/{id}/reopen',
      // Only a closed application reopens: a rejection first.
      prepare: async () => {
        await admin.expect('POST', `/api/staff/applications/${example.visaId()}/status`, {
          json: { status: 'rejected', note: 'The passport expires in two months.' },
        });
        return { as: admin };
      },
    },
    { operation: 'GET /api/staff/exports/applications.csv', prepare: async () => ({ as: admin }) },
    { operation: 'GET /api/staff/exports/applications.xlsx', prepare: async () => ({ as: admin }) },
    {
      operation: 'GET /api/staff/mail',
      prepare: async () => ({ as: admin }),
      after: (answer) => {
        state.mailId = (((answer.body as Json).items as Json[])[0] as Json).id;
      },
    },
    {
      operation: 'POST /api/staff/mail/{id}/resend',
      prepare: async () => {
        instance.markMailDead(state.mailId!);
        return { as: admin, path: { id: state.mailId! } };
      },
    },

    // The messages of the public forms above.
    {
      operation: 'GET /api/staff/contact-messages',
      prepare: async () => ({ as: admin }),
      after: (answer) => {
        state.contactMessageId = (((answer.body as Json).items as Json[])[0] as Json).id;
      },
    },
    ...(['GET', 'POST assignee', 'POST handled'] as const).map((kind): Step => ({
      operation:
        kind === 'GET'
          ? 'GET /api/staff/contact-messages/{id}'
          : `POST /api/staff/contact-messages/{id}/${kind.split(' ')[1]}`,
      prepare: async () => ({
        as: admin,
        path: { id: state.contactMessageId! },
        ...(kind === 'POST assignee' ? { body: { staffId: state.adminId } } : {}),
      }),
    })),
    {
      operation: 'GET /api/staff/consultation-requests',
      prepare: async () => ({ as: admin }),
      after: (answer) => {
        state.consultationRequestId = (((answer.body as Json).items as Json[])[0] as Json).id;
      },
    },
    ...(['GET', 'POST assignee', 'POST handled'] as const).map((kind): Step => ({
      operation:
        kind === 'GET'
          ? 'GET /api/staff/consultation-requests/{id}'
          : `POST /api/staff/consultation-requests/{id}/${kind.split(' ')[1]}`,
      prepare: async () => ({
        as: admin,
        path: { id: state.consultationRequestId! },
        ...(kind === 'POST assignee' ? { body: { staffId: state.adminId } } : {}),
      }),
    })),
    { operation: 'GET /api/staff/promotion', prepare: async () => ({ as: admin }) },
    { operation: 'POST /api/staff/promotion/reset', prepare: async () => ({ as: admin }) },
    { operation: 'GET /api/staff/audit', prepare: async () => ({ as: admin }) },

    // The personal data of the examples' address: an application of theirs first.
    {
      operation: 'POST /api/staff/personal-data/lookup',
      prepare: async () => {
        await submitVisaApplication(
          new ApiClient(instance.url),
          { fullName: 'Siti Rahma', email: example.erasedEmail(), phone: '+62 813 2222 3333' },
          'id',
        );
        return { as: admin };
      },
    },
    { operation: 'POST /api/staff/personal-data/export', prepare: async () => ({ as: admin }) },
    { operation: 'POST /api/staff/personal-data/erase', prepare: async () => ({ as: admin }) },

    // The admin's own sessions: a second browser signs in with a recovery code.
    {
      operation: 'GET /api/staff/sessions',
      prepare: async () => {
        await otherBrowser.expect('POST', '/api/staff/session', {
          json: { email: example.staffEmail(), password: example.staffPassword(), code: recoveryCode() },
        });
        return { as: admin };
      },
    },
    {
      operation: 'DELETE /api/staff/sessions/{sessionId}',
      prepare: async () => {
        const list = await admin.expect<{ items: Json[] }>('GET', '/api/staff/sessions');
        const other = list.items.find((session) => !session.current);
        if (!other) throw new Error('the admin has no other session');
        return { as: admin, path: { sessionId: other.id } };
      },
    },
    {
      operation: 'POST /api/staff/sessions/end-others',
      prepare: async () => {
        await otherBrowser.expect('POST', '/api/staff/session', {
          json: { email: example.staffEmail(), password: example.staffPassword(), code: recoveryCode() },
        });
        return { as: admin };
      },
    },
    {
      operation: 'POST /api/staff/session/password',
      prepare: async () => ({ as: admin, body: { code: recoveryCode() } }),
    },

    // The member: a new authenticator of their own, then what an admin does to their account.
    { operation: 'POST /api/staff/session/second-factor/renew', prepare: async () => ({ as: member }) },
    {
      operation: 'POST /api/staff/users/{userId}/role',
      prepare: async () => {
        // The renewed member enrols again, so they have a session for the admin to see.
        await confirmEnrolment(member, state.member!.email, state.member!.password);
        return { as: admin, path: { userId: state.member!.id } };
      },
    },
    {
      operation: 'GET /api/staff/users/{userId}/sessions',
      prepare: async () => ({ as: admin, path: { userId: state.member!.id } }),
    },
    {
      operation: 'POST /api/staff/users/{userId}/sessions/end',
      prepare: async () => ({ as: admin, path: { userId: state.member!.id } }),
    },
    {
      operation: 'POST /api/staff/users/{userId}/password-reset',
      prepare: async () => ({ as: admin, path: { userId: state.member!.id } }),
    },
    {
      operation: 'POST /api/staff/users/{userId}/second-factor-reset',
      prepare: async () => ({ as: admin, path: { userId: state.member!.id } }),
    },
    {
      operation: 'POST /api/staff/users/{userId}/sign-in-unlock',
      // A locked account: wrong passwords until the API locks it.
      prepare: async () => {
        const stranger = new ApiClient(instance.url);
        for (let attempt = 0; attempt < 6; attempt++) {
          await stranger.call('POST', '/api/staff/session', {
            json: { email: state.member!.email, password: `wrong-${randomBytes(6).toString('hex')}` },
          });
        }
        return { as: admin, path: { userId: state.member!.id } };
      },
    },
    {
      operation: 'POST /api/staff/users/{userId}/disabled',
      prepare: async () => ({ as: admin, path: { userId: state.member!.id } }),
    },
    // Last: the admin signs out.
    { operation: 'DELETE /api/staff/session', prepare: async () => ({ as: admin }) },
  ];
}
