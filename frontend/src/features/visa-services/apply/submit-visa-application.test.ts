import { applicationMachine } from '@cipta/machines/application';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { FakeXhr } from '../../../testing/fake-xhr';
import {
  receiptOf,
  submitVisaApplication,
  visaApplicationFormData,
  type VisaApplicationFields,
} from './submit-visa-application';

const fields: VisaApplicationFields = {
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+62 812 0000 1111',
  sponsorType: 'sponsor',
  workType: null,
  service: { title: 'Transit Visa', price: 'USD 25' },
  documents: [new File(['a'], 'passport.pdf'), new File(['b'], 'ticket.png')],
};

const received = {
  success: true,
  data: { submissionId: 'VS12345678ABCD', status: 'Sedang Diproses', receivedAt: '2026-11-21T09:30:00.000Z' },
};

function startApplication() {
  const machine = applicationMachine.provide({ actors: { submit: fromCallback(submitVisaApplication) } });
  const actor = createActor(machine, { input: { submissionId: 'VS12345678ABCD' } }).start();
  return actor;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the visa application submit', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends product §7 parts: one documents part per file, service as JSON text, workType only when asked', () => {
    const form = visaApplicationFormData(fields);
    expect(form.getAll('documents').map((file) => (file instanceof File ? file.name : file))).toEqual([
      'passport.pdf',
      'ticket.png',
    ]);
    expect(JSON.parse(String(form.get('service')))).toEqual({ title: 'Transit Visa', price: 'USD 25' });
    expect(form.get('sponsorType')).toBe('sponsor');
    expect(form.has('workType')).toBe(false);
    expect(visaApplicationFormData({ ...fields, workType: 'skilled' }).get('workType')).toBe('skilled');
  });

  it('reads the answer for its success flag', () => {
    expect(receiptOf(received)).toEqual({
      applicationId: 'VS12345678ABCD',
      status: 'Sedang Diproses',
      receivedAt: '2026-11-21T09:30:00.000Z',
    });
    expect(receiptOf({ ...received, success: false })).toBeNull();
    expect(receiptOf({ code: 'VALIDATION_FAILED', message: 'no', details: [] })).toBeNull();
    expect(receiptOf(null)).toBeNull();
  });

  it('reaches success with the receipt and the upload progress on the way', async () => {
    const actor = startApplication();
    actor.send({ type: 'form.submit', payload: visaApplicationFormData(fields) });
    const request = FakeXhr.sent[0]!;
    expect(request.body instanceof FormData && request.body.get('submissionId')).toBe('VS12345678ABCD');
    request.progress(1, 2);
    expect(actor.getSnapshot().context.progress).toBe(0.5);
    request.respond(201, received);
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.result?.applicationId).toBe('VS12345678ABCD');
  });

  it('fails with "failed" on an answer without the flag, "error" on a call that throws, and retries with the same submissionId', async () => {
    const actor = startApplication();
    actor.send({ type: 'form.submit', payload: visaApplicationFormData(fields) });
    FakeXhr.sent[0]!.respond(400, { code: 'VALIDATION_FAILED', message: 'bad', details: [] });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['failure', 'failed']);
    actor.send({ type: 'form.submit', payload: visaApplicationFormData(fields) });
    FakeXhr.sent[1]!.fail();
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['failure', 'error']);
    const ids = FakeXhr.sent.map((request) => request.body instanceof FormData && request.body.get('submissionId'));
    expect(ids).toEqual(['VS12345678ABCD', 'VS12345678ABCD']);
  });
});
