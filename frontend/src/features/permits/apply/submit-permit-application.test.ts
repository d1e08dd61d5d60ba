import { applicationMachine } from '@cipta/machines/application';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { internationalVisaScreen } from '../../../content/international-visas';
import { kitapScreen } from '../../../content/kitap';
import { stayPermitScreen } from '../../../content/stay-permits';
import { FakeXhr } from '../../../testing/fake-xhr';
import { EMPTY_PERMIT_FORM, formShape, type PermitFormValues } from './permit-form-rules';
import { permitApplicationFormData, permitReceiptOf, submitPermitApplication } from './submit-permit-application';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

const person: PermitFormValues = {
  ...EMPTY_PERMIT_FORM,
  fullName: '  Ana Souza ',
  email: 'ana@example.com',
  phone: '+62 812 0000 1111',
  nationality: 'Brazilian',
  passport: 'FT123456',
};

/** A FormData's parts as name → values, files by their names. */
function parts(form: FormData): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [name, value] of form) (result[name] ??= []).push(value instanceof File ? `file:${value.name}` : value);
  return result;
}

const product = (screen: typeof kitapScreen | typeof stayPermitScreen, id: string) =>
  screen.products.find((entry) => entry.id === id)!;

describe('the permit application parts (openapi.yaml PermitApplicationForm)', () => {
  it('send a KITAP card its own field and file, the current status, additional documents, and the product in English with its SR price', () => {
    const values: PermitFormValues = {
      ...person,
      currentStatus: 'work',
      spouseName: 'Budi Santoso',
      // fields of other cards the visitor never saw stay out
      companyName: 'PT Lain',
      purpose: 'not on this form',
      files: {
        ...EMPTY_PERMIT_FORM.files,
        marriageCertificate: [pdf('marriage.pdf')],
        additionalDocuments: [pdf('kk.pdf'), pdf('ktp.pdf')],
        documents: [pdf('stray.pdf')],
      },
    };
    const spouse = product(kitapScreen, 'spouse');
    expect(parts(permitApplicationFormData(values, formShape('kitap', 'spouse'), 'kitap', spouse))).toEqual({
      formType: ['kitap'],
      productId: ['spouse'],
      productTitle: ['Spouse KITAP'],
      productPrice: ['USD 2,500'],
      fullName: ['Ana Souza'],
      email: ['ana@example.com'],
      phone: ['+62 812 0000 1111'],
      nationality: ['Brazilian'],
      passport: ['FT123456'],
      currentStatus: ['work'],
      spouseName: ['Budi Santoso'],
      marriageCertificate: ['file:marriage.pdf'],
      additionalDocuments: ['file:kk.pdf', 'file:ktp.pdf'],
    });
  });

  it('send the investment amount and every proof file, and leave an unstated current status out', () => {
    const values: PermitFormValues = {
      ...person,
      investmentAmount: 350_000,
      files: { ...EMPTY_PERMIT_FORM.files, investmentProof: [pdf('shares.pdf'), pdf('transfer.pdf')] },
    };
    const sent = parts(
      permitApplicationFormData(values, formShape('kitap', 'investor'), 'kitap', product(kitapScreen, 'investor')),
    );
    expect(sent).toMatchObject({
      investmentAmount: ['350000'],
      investmentProof: ['file:shares.pdf', 'file:transfer.pdf'],
    });
    expect(sent.currentStatus).toBeUndefined();
  });

  it('send the other forms their purpose when given and every document', () => {
    const values: PermitFormValues = {
      ...person,
      purpose: ' Visiting my family ',
      files: { ...EMPTY_PERMIT_FORM.files, documents: [pdf('passport.pdf'), pdf('ticket.pdf')] },
    };
    const sent = parts(
      permitApplicationFormData(
        values,
        formShape('stay-permit', 'express'),
        'stay-permit',
        product(stayPermitScreen, 'express'),
      ),
    );
    expect(sent).toMatchObject({
      formType: ['stay-permit'],
      productId: ['express'],
      productPrice: ['USD 99'],
      purpose: ['Visiting my family'],
      documents: ['file:passport.pdf', 'file:ticket.pdf'],
    });
    const withoutPurpose = parts(
      permitApplicationFormData(
        { ...values, purpose: '  ' },
        formShape('stay-permit', 'express'),
        'stay-permit',
        product(stayPermitScreen, 'express'),
      ),
    );
    expect(withoutPurpose.purpose).toBeUndefined();
  });

  it('read the answer for its success flag and a PA application ID', () => {
    expect(permitReceiptOf({ success: true, applicationId: 'PA45678901Z7M2' })).toEqual({
      applicationId: 'PA45678901Z7M2',
    });
    expect(permitReceiptOf({ success: false, applicationId: 'PA45678901Z7M2' })).toBeNull();
    expect(permitReceiptOf({ success: true, applicationId: 'VS45678901Z7M2' })).toBeNull();
    expect(permitReceiptOf({ code: 'VALIDATION_FAILED', message: 'no', details: [] })).toBeNull();
    expect(permitReceiptOf(null)).toBeNull();
  });
});

describe('the permit application submit', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const work = internationalVisaScreen.products[0]!;
  const payload = () =>
    permitApplicationFormData(
      { ...person, files: { ...EMPTY_PERMIT_FORM.files, documents: [pdf('all.pdf')] } },
      formShape('international-visa', 'work'),
      'international-visa',
      work,
    );

  const ID = 'PA45678901Z7M2';
  const startApplication = () =>
    createActor(applicationMachine.provide({ actors: { submit: fromCallback(submitPermitApplication) } }), {
      input: { submissionId: ID },
    }).start();

  it('posts the submissionId first and then every part of the form to /api/submit-application, reports the progress, and succeeds with the ID', async () => {
    const actor = startApplication();
    const form = payload();
    actor.send({ type: 'form.submit', payload: form });
    const request = FakeXhr.sent[0]!;
    expect([request.method, request.url.endsWith('/api/submit-application')]).toEqual(['POST', true]);
    expect(request.body instanceof FormData && parts(request.body)).toEqual({ submissionId: [ID], ...parts(form) });
    expect(request.body instanceof FormData && [...request.body.keys()][0]).toBe('submissionId');
    request.progress(3, 4);
    expect(actor.getSnapshot().context.progress).toBe(0.75);
    request.respond(201, { success: true, applicationId: ID });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.result).toEqual({ applicationId: ID });
  });

  it('fails with "failed" on a refused answer and "error" on a call that throws, and retries with the same submissionId and parts', async () => {
    const actor = startApplication();
    const form = payload();
    actor.send({ type: 'form.submit', payload: form });
    FakeXhr.sent[0]!.respond(500, { code: 'INTERNAL_ERROR', message: 'x', details: [] });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['failure', 'failed']);
    actor.send({ type: 'form.submit', payload: form });
    FakeXhr.sent[1]!.fail();
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['failure', 'error']);
    const sent = FakeXhr.sent.map((request) => (request.body instanceof FormData ? parts(request.body) : request.body));
    expect(sent).toEqual([
      { submissionId: [ID], ...parts(form) },
      { submissionId: [ID], ...parts(form) },
    ]);
  });

  it('says "error" without sending when the payload is not a form', () => {
    const actor = startApplication();
    actor.send({ type: 'form.submit', payload: { formType: 'kitap' } });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['failure', 'error']);
    expect(FakeXhr.sent).toEqual([]);
  });
});
