import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApi, type TestApi } from '../../testing/test-app.js';
import { runStaffCommand } from './staff-command.js';
import { tokenHash } from '../common/tokens.js';

const STRONG = 'lantern-orbit-cashew-91';

/** The token of a set-up link `…/login/setup#token=…`. */
function tokenOf(link: string): string {
  return new URL(link).hash.replace(/^#token=/, '');
}

describe.each(DIALECTS)('staff accounts and set-up links on %s (product §10.1, §10.2)', (dialect) => {
  let api: TestApi;
  const logLines: Array<{ msg: string; setupLink?: string; level: number }> = [];
  let printed: string[] = [];

  const staff = (argv: string[], stdin = '') => {
    printed = [];
    return runStaffCommand(argv, {
      db: api.db,
      webUrl: api.config.staff.webUrl,
      readStdin: async () => stdin,
      print: (line) => printed.push(line),
    });
  };

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    api = await startTestApi(
      dialect,
      { STAFF_WEB_URL: 'https://staff.example.com' },
      undefined,
      pino({ level: 'info' }, sink),
    );
  });
  afterAll(() => api?.close());

  it('prints a one-time link for the first admin at start, valid one hour, and stores only its hash', async () => {
    const line = logLines.find((entry) => entry.setupLink);
    expect(line?.msg).toMatch(/No staff account exists.*within 60 minutes.*first admin/);
    const link = line!.setupLink!;
    expect(link).toMatch(/^https:\/\/staff\.example\.com\/login\/setup#token=[\w-]{43}$/);
    const rows = await api.db.selectFrom('staff_setup_links').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(tokenHash(tokenOf(link)));
    expect(rows[0]!.token_hash).not.toContain(tokenOf(link));
    const validMs = Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at);
    expect(validMs).toBe(3_600_000);
    expect(await api.db.selectFrom('staff_users').selectAll().execute()).toEqual([]);
  });

  it('creates the first admin from that link, once; a weak password leaves the link usable', async () => {
    const token = tokenOf(logLines.find((entry) => entry.setupLink)!.setupLink!);
    const lookup = await api.request('POST', '/api/staff/setup/lookup', { json: { token } });
    expect(lookup).toMatchObject({ status: 200, body: { purpose: 'first-admin' } });

    const weak = await api.request('POST', '/api/staff/setup', {
      json: { token, password: 'password1234', email: 'dewi@example.com', name: 'Dewi Lestari' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'password' }] });
    const short = await api.request('POST', '/api/staff/setup', {
      json: { token, password: 'k7#Qm2!xZp9', email: 'dewi@example.com' },
    });
    expect(short.body.details[0].message).toMatch(/at least 12/);
    const noEmail = await api.request('POST', '/api/staff/setup', { json: { token, password: STRONG } });
    expect(noEmail.body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'email' }] });

    const made = await api.request('POST', '/api/staff/setup', {
      json: { token, password: STRONG, email: 'Dewi@Example.com', name: 'Dewi Lestari' },
    });
    expect(made).toMatchObject({
      status: 200,
      body: { email: 'Dewi@Example.com', name: 'Dewi Lestari', role: 'admin' },
    });
    const [admin] = await api.db.selectFrom('staff_users').selectAll().execute();
    expect(admin!.password_hash).toMatch(/^\$argon2id\$/);
    expect(admin!.email_key).toBe('dewi@example.com');

    const again = await api.request('POST', '/api/staff/setup', {
      json: { token, password: STRONG, email: 'eve@example.com' },
    });
    expect(again).toMatchObject({ status: 400, body: { code: 'SETUP_LINK_INVALID' } });
    expect((await api.request('POST', '/api/staff/setup/lookup', { json: { token } })).status).toBe(400);
  });

  it('voids every other first-admin link once an account exists', async () => {
    // A second instance started before the first admin was made printed a link of its own.
    const { StaffAccounts } = await import('./staff-accounts.js');
    const stale = await new StaffAccounts(api.db).createSetupLink('first-admin');
    const answer = await api.request('POST', '/api/staff/setup', {
      json: { token: stale, password: STRONG, email: 'eve@example.com' },
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'SETUP_LINK_INVALID' } });
    expect(await api.db.selectFrom('staff_users').select('email').execute()).toHaveLength(1);
  });

  it('adds an account from the command line with a set-up link that sets its password', async () => {
    expect(await staff(['add', 'budi@example.com', '--role', 'staff', '--name', 'Budi Santoso'])).toBe(0);
    expect(printed.join('\n')).toMatch(
      /budi@example\.com \(staff\), valid 60 minutes:\nhttps:\/\/staff\.example\.com\/login\/setup#token=/,
    );
    const token = tokenOf(printed.join('\n').split('\n').at(-1)!);
    const user = await api.db
      .selectFrom('staff_users')
      .selectAll()
      .where('email_key', '=', 'budi@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'staff', name: 'Budi Santoso', password_hash: null });

    expect((await api.request('POST', '/api/staff/setup/lookup', { json: { token } })).body).toEqual({
      purpose: 'account',
      email: 'budi@example.com',
    });
    const set = await api.request('POST', '/api/staff/setup', { json: { token, password: STRONG } });
    expect(set).toMatchObject({ status: 200, body: { email: 'budi@example.com', role: 'staff' } });
  });

  it('refuses a duplicate account, an unknown role and an unknown command, saying why', async () => {
    expect(await staff(['add', 'BUDI@example.com', '--role', 'staff'])).toBe(1);
    expect(printed.join()).toMatch(/exists/);
    expect(await staff(['add', 'eka@example.com', '--role', 'owner'])).toBe(2);
    expect(printed.join()).toMatch(/--role must be admin or staff/);
    expect(await staff(['remove', 'eka@example.com'])).toBe(2);
    expect(await staff(['reset', 'nobody@example.com'])).toBe(1);
    expect(printed.join()).toMatch(/No staff account/);
  });

  it('reads the password from standard input with --password-stdin, under the same rules', async () => {
    expect(await staff(['add', 'sari@example.com', '--role', 'admin', '--password-stdin'], 'password1234\n')).toBe(1);
    expect(printed.join()).toMatch(/too common/);
    expect(await staff(['reset', 'sari@example.com', '--password-stdin'], `${STRONG}\n`)).toBe(0);
    expect(printed.join()).not.toMatch(/token=/);
    const user = await api.db
      .selectFrom('staff_users')
      .selectAll()
      .where('email_key', '=', 'sari@example.com')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  // issue 29, low: an older set-up or reset link stayed valid after a newer one was issued.
  it('ends an older link of an account when a newer one is issued', async () => {
    await staff(['add', 'older.link@example.com', '--role', 'staff']);
    const older = tokenOf(printed.join('\n').split('\n').at(-1)!);
    await staff(['reset', 'older.link@example.com']);
    const newer = tokenOf(printed.join('\n').split('\n').at(-1)!);
    expect((await api.request('POST', '/api/staff/setup/lookup', { json: { token: older } })).body).toMatchObject({
      code: 'SETUP_LINK_INVALID',
    });
    expect((await api.request('POST', '/api/staff/setup/lookup', { json: { token: newer } })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    expect(await staff(['reset', 'budi@example.com'])).toBe(0);
    const token = tokenOf(printed.join('\n').split('\n').at(-1)!);
    await api.db
      .updateTable('staff_setup_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', tokenHash(token))
      .execute();
    const answer = await api.request('POST', '/api/staff/setup', { json: { token, password: STRONG } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'SETUP_LINK_INVALID' } });
  });
});
