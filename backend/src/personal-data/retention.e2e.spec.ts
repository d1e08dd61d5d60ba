import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuildIsFresh } from '../testing/api-process.js';
import { formWith, pdf, readStoredFile, submissionId } from '../testing/files.js';
import { startTestApi, type TestApi, UPLOAD_SETUPS } from '../testing/test-app.js';
import { Retention } from './retention.js';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const day = (n: number) => new Date(T0 + n * 86_400_000);
const PERSON = { name: 'Siti Rahmawati', email: 'siti.retention@example.com', phone: '+62 811 2233 4455' };

describe.each(UPLOAD_SETUPS)('the retention job on %s with %s storage', (dialect, storage) => {
  let api: TestApi;
  let retention: Retention;
  const ids = { closed: '', open: '', contact: '', consultation: '', endedClaim: '', activeClaim: '' };
  let sentMail: string[] = [];

  async function apply(email: string) {
    const id = submissionId();
    const answer = await api.request('POST', '/api/visa-applications', {
      form: formWith(
        { submissionId: id, fullName: PERSON.name, email, phone: PERSON.phone, service: '{"title":"Transit Visa"}' },
        [['documents', 'passport.pdf', pdf(`passport ${id}`)]],
      ),
    });
    expect(answer.status).toBe(201);
    return id;
  }
  const storedNames = async (applicationId: string) =>
    (
      await api.db
        .selectFrom('application_files')
        .select('stored_name')
        .where('application_id', '=', applicationId)
        .execute()
    ).map((row) => row.stored_name);
  const audits = () =>
    api.db
      .withTables<{ retention_runs: { summary: string } }>()
      .selectFrom('retention_runs')
      .select('summary')
      .execute();

  beforeAll(async () => {
    // No sender: which messages are sent is this test's choice (below), not a race with it.
    api = await startTestApi(dialect, { STORAGE: storage, MAIL_WORKER: 'off' });
    retention = api.app.nest.get(Retention);
    ids.closed = await apply(PERSON.email);
    ids.open = await apply('still.open@example.com');
    await api.db
      .updateTable('applications')
      .set({ status: 'completed', updated_at: day(0).toISOString() })
      .where('id', '=', ids.closed)
      .execute();
    await api.db
      .updateTable('applications')
      .set({ updated_at: day(0).toISOString() })
      .where('id', '=', ids.open)
      .execute();
    await api.request('POST', '/api/contact-message', {
      json: { name: PERSON.name, email: PERSON.email, message: 'Halo' },
    });
    await api.request('POST', '/api/consultation-request', {
      json: {
        firstName: 'Siti',
        lastName: 'Rahmawati',
        email: PERSON.email,
        phone: PERSON.phone,
        country: 'Indonesia',
        message: 'Work permit',
        company: 'PT Maju',
      },
    });
    await api.db
      .updateTable('contact_messages')
      .set({ created_at: day(0).toISOString() })
      .execute();
    await api.db
      .updateTable('consultation_requests')
      .set({ created_at: day(0).toISOString() })
      .execute();
    ids.contact = (await api.db.selectFrom('contact_messages').select('id').executeTakeFirstOrThrow()).id;
    ids.consultation = (await api.db.selectFrom('consultation_requests').select('id').executeTakeFirstOrThrow()).id;
    await api.request('POST', '/api/promo-claim', { json: PERSON });
    await api.request('POST', '/api/promo-claim/reset', { json: { secret: 'test-reset-secret' } });
    await api.request('POST', '/api/promo-claim', { json: { ...PERSON, email: 'active.claim@example.com' } });
    const claims = await api.db.selectFrom('promo_claims').select(['id', 'reset_id']).execute();
    ids.endedClaim = claims.find((claim) => claim.reset_id !== null)!.id;
    ids.activeClaim = claims.find((claim) => claim.reset_id === null)!.id;
    await api.db
      .updateTable('mail_outbox')
      .set({ created_at: day(0).toISOString() })
      .execute();
    await api.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: day(0).toISOString() })
      .where('subject_type', '=', 'contact')
      .execute();
    sentMail = (
      await api.db.selectFrom('mail_outbox').select('id').where('status', '=', 'sent').orderBy('id').execute()
    ).map((row) => row.id);
  });
  afterAll(() => api?.close());

  it('erases the claims of an ended promotion round at once, and keeps documents for 90 days after closing', async () => {
    const outcome = await retention.run({ now: day(89) });
    expect(outcome).toMatchObject({
      ran: true,
      summary: { documents: { count: 0 }, applications: [], promoClaims: [ids.endedClaim] },
    });
    const ended = await api.db
      .selectFrom('promo_claims')
      .selectAll()
      .where('id', '=', ids.endedClaim)
      .executeTakeFirstOrThrow();
    expect(ended).toMatchObject({ name: '', email: '', email_key: '', phone: '', claim_number: 1 });
    const active = await api.db
      .selectFrom('promo_claims')
      .selectAll()
      .where('id', '=', ids.activeClaim)
      .executeTakeFirstOrThrow();
    expect(active.email).toBe('active.claim@example.com');
  });

  it('deletes copies of sent e-mails after MAIL_RETENTION_DAYS, and never one still waiting to be sent', async () => {
    // The run above (day 89) was past the 30 days already: it took them.
    expect(sentMail.length).toBeGreaterThanOrEqual(1);
    const left = await api.db.selectFrom('mail_outbox').select(['id', 'status']).execute();
    expect(left.filter((row) => sentMail.includes(row.id))).toEqual([]);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.status === 'pending')).toBe(true);
    const trail = (await audits()).map((row) => JSON.parse(row.summary) as { mailMessages: string[] });
    expect(trail.flatMap((summary) => summary.mailMessages).sort()).toEqual(sentMail);
  });

  it('deletes the documents of a closed application after DOCUMENT_RETENTION_DAYS: object and row together', async () => {
    const [closedFile] = await storedNames(ids.closed);
    const [openFile] = await storedNames(ids.open);
    const outcome = await retention.run({ now: day(91) });
    expect(outcome).toMatchObject({
      ran: true,
      summary: { documents: { count: 1, applications: [ids.closed] }, applications: [] },
    });
    expect(await storedNames(ids.closed)).toEqual([]);
    expect(await readStoredFile(api.config, closedFile!)).toBeUndefined();
    expect(await readStoredFile(api.config, openFile!)).toBeDefined();
    const closed = await api.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', ids.closed)
      .executeTakeFirstOrThrow();
    expect(closed.email).toBe(PERSON.email);
  });

  it('reports without changing anything on a dry run', async () => {
    const before = (await audits()).length;
    const outcome = await retention.run({ now: day(731), dryRun: true });
    expect(outcome).toMatchObject({
      ran: true,
      summary: {
        dryRun: true,
        applications: [ids.closed],
        contactMessages: [ids.contact],
        consultationRequests: [ids.consultation],
      },
    });
    expect((await api.db.selectFrom('contact_messages').select('email').executeTakeFirstOrThrow()).email).toBe(
      PERSON.email,
    );
    expect((await audits()).length).toBe(before);
  });

  it('erases personal fields after RECORD_RETENTION_DAYS, keeping what statistics need, and audits without personal data', async () => {
    const outcome = await retention.run({ now: day(731) });
    expect(outcome).toMatchObject({
      ran: true,
      summary: { applications: [ids.closed], contactMessages: [ids.contact], consultationRequests: [ids.consultation] },
    });
    const closed = await api.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', ids.closed)
      .executeTakeFirstOrThrow();
    expect(closed).toMatchObject({
      full_name: '',
      email: '',
      email_key: '',
      phone: '',
      details: '{}',
      kind: 'visa',
      status: 'completed',
    });
    // The catalogue's title in the applicant's language (Indonesian: no Accept-Language was sent).
    expect(closed.service_title).toBe('Visa Transit');
    expect(closed.submitted_at).toBeTruthy();
    const open = await api.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', ids.open)
      .executeTakeFirstOrThrow();
    expect(open.email).toBe('still.open@example.com');
    expect(await storedNames(ids.open)).toHaveLength(1);
    expect(await api.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      name: '',
      email: '',
      message: '',
    });
    expect(await api.db.selectFrom('consultation_requests').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      first_name: '',
      email: '',
      company: null,
      country: 'Indonesia',
    });
    const tracked = await api.request(
      'GET',
      `/api/applications/${ids.closed}?email=${encodeURIComponent(PERSON.email)}`,
    );
    expect(tracked.status).toBe(404);

    const rows = await audits();
    expect(rows).toHaveLength(3);
    const trail = rows.map((row) => row.summary).join('\n');
    expect(trail).toContain(ids.closed);
    for (const personal of [PERSON.email, PERSON.name, PERSON.phone, 'Rahmawati', 'Halo', 'PT Maju'])
      expect(trail).not.toContain(personal);
  });

  it('runs once a day across instances: the lease lets one of two at once run, and no second run the same day', async () => {
    expect(await retention.run({ now: new Date(day(731).getTime() + 3_600_000) })).toEqual({
      ran: false,
      reason: 'another instance holds the lease',
    });
    const other = new Retention(api.db, api.app.store, api.config.retention);
    const outcomes = await Promise.all([retention.run({ now: day(800) }), other.run({ now: day(800) })]);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
  });
});

describe('npm run retention -- --dry-run', () => {
  it('prints what the job would remove, with the API’s settings, and changes nothing', async () => {
    assertBuildIsFresh();
    const api = await startTestApi('sqlite');
    try {
      await api.request('POST', '/api/contact-message', {
        json: { name: PERSON.name, email: PERSON.email, message: 'Halo' },
      });
      await api.db.updateTable('contact_messages').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
      const child = spawn(
        process.execPath,
        [path.resolve(import.meta.dirname, '../../dist/personal-data/retention.cli.js'), '--dry-run'],
        {
          env: {
            ...process.env,
            SQLITE_PATH: api.config.sqlitePath,
            UPLOAD_DIR: api.config.uploadDir,
            DATABASE_URL: '',
            STORAGE: 'local',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stdout = '';
      child.stdout!.on('data', (chunk) => (stdout += chunk));
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      const summary = JSON.parse(stdout);
      expect(summary).toMatchObject({ dryRun: true, contactMessages: [expect.any(String)] });
      expect((await api.db.selectFrom('contact_messages').select('email').executeTakeFirstOrThrow()).email).toBe(
        PERSON.email,
      );
    } finally {
      await api.close();
    }
  });
});
