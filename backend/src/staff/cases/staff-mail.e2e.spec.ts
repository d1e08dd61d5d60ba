import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailSender } from '../../mail/mail-sender.js';
import { formOf, pdf, submissionId } from '../../testing/files.js';
import { signedInStaff, type SignedInStaff } from '../../testing/staff.js';
import { DIALECTS, startTestApi, type TestApi } from '../../testing/test-app.js';

describe.each(DIALECTS)('the e-mails about a submission, in the staff area, on %s (issue 14)', (dialect) => {
  let api: TestApi;
  let admin: SignedInStaff;
  let member: SignedInStaff;
  let applicationId: string;

  const list = (staff = member) =>
    api.request('GET', `/api/staff/mail?subjectType=visa&subjectId=${applicationId}`, { headers: staff.headers });
  const resend = (id: string, staff = admin) =>
    api.request('POST', `/api/staff/mail/${id}/resend`, { json: {}, headers: staff.headers });

  beforeAll(async () => {
    // The sender runs only when the test calls it: which message is dead is the test's choice.
    api = await startTestApi(dialect, { STAFF_MFA: 'off', MAIL_WORKER: 'off' });
    [admin, member] = await signedInStaff(api, [
      ['dewi.mail@example.com', 'admin'],
      ['budi.mail@example.com', 'staff'],
    ]);
    applicationId = submissionId();
    const answer = await api.request('POST', '/api/visa-applications', {
      form: formOf(
        {
          submissionId: applicationId,
          fullName: 'Ana Putri',
          email: 'ana.mail@example.com',
          phone: '+62 812 3456 7890',
          service: JSON.stringify({ title: 'B1 Tourist Visa (Visa on Arrival)', price: 'USD 35' }),
        },
        [['documents', 'passport.pdf', pdf('Ana')]],
      ),
      headers: { 'accept-language': 'en' },
    });
    expect(answer.status).toBe(201);
  });
  afterAll(() => api?.close());

  it('lists the messages about one submission with their state', async () => {
    const waiting = await list();
    expect(waiting.status).toBe(200);
    const receipt = waiting.body.items.find((item: { kind: string }) => item.kind === 'application-receipt');
    expect(receipt).toMatchObject({
      recipients: ['ana.mail@example.com'],
      language: 'en',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: expect.any(String),
    });
    expect(receipt.sentAt).toBeUndefined();

    await api.app.nest.get(MailSender).sendDue();
    const sent = (await list()).body.items.find((item: { id: string }) => item.id === receipt.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, sentAt: expect.any(String) });
    expect(sent.nextAttemptAt).toBeUndefined();
    const refused = await api.request('GET', '/api/staff/mail?subjectType=nothing&subjectId=x', {
      headers: member.headers,
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('lets an admin send a dead message again, once, audited; a sent one or staff cannot', async () => {
    const [receipt] = (await list()).body.items;
    await api.db
      .updateTable('mail_outbox')
      .set({ status: 'dead', last_error: '421 4.7.0 Try again later' })
      .where('id', '=', receipt.id)
      .execute();
    expect((await list()).body.items[0]).toMatchObject({ status: 'dead', lastError: '421 4.7.0 Try again later' });

    expect(await resend(receipt.id, member)).toMatchObject({ status: 403, body: { code: 'ROLE_FORBIDDEN' } });
    const revived = await resend(receipt.id);
    expect(revived).toMatchObject({ status: 200, body: { id: receipt.id, status: 'pending' } });
    expect(await resend(receipt.id)).toMatchObject({ status: 409, body: { code: 'MAIL_NOT_DEAD' } });
    expect(await resend('no-such-message')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });

    await api.app.nest.get(MailSender).sendDue();
    expect((await list()).body.items[0]).toMatchObject({ status: 'sent' });
    const audit = await api.db.selectFrom('staff_audit_log').selectAll().where('action', '=', 'mail-resent').execute();
    expect(audit).toEqual([expect.objectContaining({ target_type: 'mail-message', target_id: receipt.id })]);
  });
});
