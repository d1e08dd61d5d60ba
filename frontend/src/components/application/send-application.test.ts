import { applicationMachine, type ApplicationUpload } from '@cipta/machines/application';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { FakeXhr } from '../../testing/fake-xhr';
import { submitApplication } from './send-application';

/** A FormData's parts as name → values, files by their names. */
function partsOf(body: unknown): Record<string, string[]> | null {
  if (!(body instanceof FormData)) return null;
  const result: Record<string, string[]> = {};
  for (const [name, value] of body) (result[name] ??= []).push(value instanceof File ? `file:${value.name}` : value);
  return result;
}

function upload(operation: ApplicationUpload['operation'], file: string): ApplicationUpload {
  const parts = new FormData();
  parts.append('fullName', 'Jane Doe');
  parts.append('documents', new File(['%PDF'], file, { type: 'application/pdf' }), file);
  return { operation, parts };
}

/** The two operations, each with the contract's answer to a stored application (openapi.yaml). */
const OPERATIONS = [
  {
    operation: 'submitVisaApplication',
    path: '/api/visa-applications',
    id: 'VS12345678ABCD',
    answer: {
      success: true,
      data: { submissionId: 'VS12345678ABCD', status: 'Sedang Diproses', receivedAt: '2026-11-21T09:30:00.000Z' },
    },
    receipt: { applicationId: 'VS12345678ABCD', status: 'Sedang Diproses', receivedAt: '2026-11-21T09:30:00.000Z' },
  },
  {
    operation: 'submitPermitApplication',
    path: '/api/submit-application',
    id: 'PA45678901Z7M2',
    answer: { success: true, applicationId: 'PA45678901Z7M2' },
    receipt: { applicationId: 'PA45678901Z7M2' },
  },
] as const;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe.each(OPERATIONS)('the application submit to $operation', ({ operation, path, id, answer, receipt }) => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  const startApplication = () =>
    createActor(applicationMachine.provide({ actors: { submit: fromCallback(submitApplication) } }), {
      input: { submissionId: id },
    }).start();

  it(`posts the submissionId first and then every part to ${path}, reports the progress, and succeeds with the receipt`, async () => {
    const actor = startApplication();
    const payload = upload(operation, 'passport.pdf');
    actor.send({ type: 'form.submit', payload });
    const request = FakeXhr.sent[0]!;
    expect([request.method, request.url.endsWith(path)]).toEqual(['POST', true]);
    expect(partsOf(request.body)).toEqual({ submissionId: [id], ...partsOf(payload.parts) });
    expect(request.body instanceof FormData && [...request.body.keys()][0]).toBe('submissionId');
    request.progress(3, 4);
    expect(actor.getSnapshot().context.progress).toBe(0.75);
    request.respond(201, answer);
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.result).toEqual(receipt);
  });

  it('fails with "failed" on a refusal or an answer without the success flag, "error" on a call that throws, and retries with the same submissionId', async () => {
    const actor = startApplication();
    const payload = upload(operation, 'passport.pdf');
    actor.send({ type: 'form.submit', payload });
    FakeXhr.sent[0]!.respond(400, { code: 'VALIDATION_FAILED', message: 'bad', details: [] });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['failure', 'failed']);
    actor.send({ type: 'form.submit', payload });
    FakeXhr.sent[1]!.respond(201, { ...answer, success: false });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['failure', 'failed']);
    actor.send({ type: 'form.submit', payload });
    FakeXhr.sent[2]!.fail();
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['failure', 'error']);
    const sent = FakeXhr.sent.map((request) => partsOf(request.body));
    expect(sent).toEqual(Array(3).fill({ submissionId: [id], ...partsOf(payload.parts) }));
  });

  it('reports nothing once the modal closed and the upload was aborted', async () => {
    const actor = startApplication();
    actor.send({ type: 'form.submit', payload: upload(operation, 'passport.pdf') });
    actor.stop();
    FakeXhr.sent[0]!.abort();
    await settle();
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
