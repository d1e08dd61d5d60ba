import { catalogueService } from '@cipta/domain/catalogue';
import ExcelJS from 'exceljs';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../database/schema.js';
import { formOf, pdf, png, submissionId } from '../../testing/files.js';
import { type SignedInStaff, signedInStaff } from '../../testing/staff.js';
import { DIALECTS, startTestApi, type TestApi } from '../../testing/test-app.js';
import { PersonalDataEraser } from '../../personal-data/erasure.js';
import { CaseDeskClock } from '../desk/case-desk-clock.js';

// issue 27, the queue: find by what staff know, filter, sort, age and overdue, attention,
// assignment, the export that opens right, decimal-only pages. On SQLite and PostgreSQL.

const DAY = 24 * 60 * 60 * 1000;

/** The catalogue's key of each test application's service. */
const services = {
  siti: 'visa/b1-visa-on-arrival',
  mai: 'visa/transit',
  kenji: 'visa/medical-treatment',
  permit: 'stay-permit/single-entry',
} as const;

describe.each(DIALECTS)('the applications queue on %s (issue 27)', (dialect) => {
  let api: TestApi;
  let admin: SignedInStaff;
  let member: SignedInStaff;
  let other: SignedInStaff;
  let ids: Record<'siti' | 'mai' | 'kenji' | 'permit', string>;

  const get = (path: string, staff = member, language = 'en') =>
    api.request('GET', path, { headers: { ...staff.headers, 'accept-language': language } });
  const found = async (query: string, staff = member) => {
    const answer = await get(`/api/staff/applications?${query}`, staff);
    expect(answer.status, query).toBe(200);
    return (answer.body.items as Array<{ id: string }>).map((item) => item.id);
  };
  const staffId = async (staff: SignedInStaff) =>
    (await api.request('GET', '/api/staff/session', { headers: staff.headers })).body.user.id as string;

  async function applyVisa(fullName: string, email: string, phone: string, title: string): Promise<string> {
    const id = submissionId();
    const answer = await api.request('POST', '/api/visa-applications', {
      form: formOf(
        {
          submissionId: id,
          fullName,
          email,
          phone,
          service: JSON.stringify({ title, price: 'USD 35' }),
          documentRequirements: 'passport',
        },
        [['documents', 'passport.pdf', pdf(fullName)]],
      ),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return id;
  }

  beforeAll(async () => {
    api = await startTestApi(dialect, { STAFF_MFA: 'off' });
    [admin, member, other] = await signedInStaff(api, [
      ['dewi@example.com', 'admin'],
      ['budi@example.com', 'staff'],
      ['sari@example.com', 'staff'],
    ] as const);
    const siti = await applyVisa(
      'Siti Déwi Nurhaliza',
      'siti@example.com',
      '+62 812-0001-1122',
      'B1 Tourist Visa (Visa on Arrival)',
    );
    const mai = await applyVisa('Nguyễn Thị Mai', 'mai@example.com', '0812 9999 0000', 'Transit Visa');
    const kenji = await applyVisa('Kenji Sato', 'kenji@example.com', '+60 12-345 6789', 'Medical Treatment');
    const permit = await api.request('POST', '/api/submit-application', {
      form: formOf(
        {
          formType: 'stay-permit',
          productId: 'single-entry',
          productTitle: 'Single Entry Stay Permit',
          productPrice: '39 SR',
          fullName: 'Ana Pereira',
          email: 'ana@example.com',
          phone: '+351 912 345 678',
          nationality: 'Portuguese',
          passport: 'CB0123456',
        },
        [
          ['documents', 'passport.pdf', pdf('Ana')],
          ['documents', 'photo.png', png()],
        ],
      ),
    });
    expect(permit.status, JSON.stringify(permit.body)).toBe(201);
    ids = { siti, mai, kenji, permit: permit.body.applicationId };
  });
  afterAll(() => api?.close());

  it('finds by name without case or accents, by e-mail, ID and passport number', async () => {
    expect(await found('q=siti%20dewi')).toEqual([ids.siti]);
    expect(await found('q=NURHALIZA%20dewi')).toEqual([ids.siti]);
    expect(await found('q=thi%20mai')).toEqual([ids.mai]);
    expect(await found('q=Th%E1%BB%8B')).toEqual([ids.mai]);
    expect(await found('q=KENJI%40EXAMPLE')).toEqual([ids.kenji]);
    expect(await found(`q=${ids.kenji.slice(2, 10)}`)).toContain(ids.kenji);
    expect(await found(`q=${ids.permit.toLowerCase()}`)).toEqual([ids.permit]);
    // A whole ID by its key (issue 31), however it is typed: spaced, dashed, O for 0 and I for 1.
    const spoken = `${ids.kenji.slice(0, 6)} ${ids.kenji.slice(6, 10).replace(/0/g, 'O').replace(/1/g, 'I')}-${ids.kenji.slice(10)}`;
    expect(await found(`q=${encodeURIComponent(spoken)}`)).toEqual([ids.kenji]);
    expect(await found('q=cb0123')).toEqual([ids.permit]);
    expect(await found('q=%25')).toEqual([]);
    expect(await found('q=*')).toEqual([]);
  });

  it('finds a phone number however its digits are typed', async () => {
    for (const typed of ['0812 0001 1122', '+62 812-0001-1122', '6281200011', '(0812) 0001-1122']) {
      expect(await found(`q=${encodeURIComponent(typed)}`), typed).toEqual([ids.siti]);
    }
    // Stored with its trunk 0, found by its international form too.
    expect(await found(`q=${encodeURIComponent('+62 812 9999')}`)).toEqual([ids.mai]);
    expect(await found(`q=${encodeURIComponent('+60 12')}`)).toEqual([ids.kenji]);
  });

  it('filters by a service key or any part of a title in either language, and names it in the reader language', async () => {
    expect(await found('service=tourist')).toEqual([ids.siti]);
    expect(await found('service=SINGLE%20ENTRY')).toEqual([ids.permit]);
    expect(await found('service=Stay')).toEqual([ids.permit]);
    expect(await found(`service=${encodeURIComponent('Izin Tinggal Sekali Masuk')}`)).toEqual([ids.permit]);
    expect(await found('service=tinggal%20sekali')).toEqual([ids.permit]);
    expect(await found('service=stay-permit%2Fsingle-entry')).toEqual([ids.permit]);
    expect(await found('service=pengobatan')).toEqual([ids.kenji]);
    const indonesian = await get(`/api/staff/applications?q=${ids.permit}`, member, 'id');
    expect(indonesian.body.items[0]).toMatchObject({
      serviceKey: 'stay-permit/single-entry',
      service: { title: 'Izin Tinggal Sekali Masuk' },
    });
  });

  it('sorts by every column, both ways', async () => {
    const order = async (sort: string) => found(`sort=${sort}`);
    const newest = [ids.permit, ids.kenji, ids.mai, ids.siti];
    expect(await order('-submittedAt')).toEqual(newest);
    expect(await order('submittedAt')).toEqual([...newest].reverse());
    expect(await order('name')).toEqual([ids.permit, ids.kenji, ids.mai, ids.siti]);
    expect(await order('-name')).toEqual([ids.siti, ids.mai, ids.kenji, ids.permit]);
    expect(await order('service')).toEqual([ids.siti, ids.kenji, ids.permit, ids.mai]);
    expect(await order('-service')).toEqual([ids.mai, ids.permit, ids.kenji, ids.siti]);
    // By the titles the reader sees: in Indonesian, "Izin Tinggal…" comes first.
    const inIndonesian = await get('/api/staff/applications?sort=service', member, 'id');
    expect(inIndonesian.body.items.map((item: { id: string }) => item.id)).toEqual([
      ids.permit,
      ids.kenji,
      ids.mai,
      ids.siti,
    ]);
    for (const sort of [
      'updatedAt',
      '-updatedAt',
      'statusChangedAt',
      '-statusChangedAt',
      'status',
      '-status',
      'assignee',
      '-assignee',
    ]) {
      expect((await order(sort)).sort(), sort).toEqual(Object.values(ids).sort());
    }
  });

  it('refuses page numbers that are not plain decimal digits', async () => {
    for (const value of ['0x10', '1e1', '0b11', ' 7', '+5', '5.0', '-1', '0', '']) {
      for (const path of ['/api/staff/applications', '/api/staff/contact-messages', '/api/staff/audit']) {
        for (const name of ['page', 'pageSize']) {
          const answer = await get(`${path}?${name}=${encodeURIComponent(value)}`, admin);
          expect(answer.status, `${path}?${name}=${JSON.stringify(value)}`).toBe(400);
          expect(answer.body.details?.[0]?.field).toBe(name);
        }
      }
    }
    expect((await get('/api/staff/applications?page=1&pageSize=2')).body).toMatchObject({ page: 1, pageSize: 2 });
  });

  it('lets an admin assign a colleague, staff take and release their own, and filters by assignee', async () => {
    const memberId = await staffId(member);
    const assign = (id: string, staff: SignedInStaff, target: string | null) =>
      api.request('POST', `/api/staff/applications/${id}/assignee`, {
        json: { staffId: target },
        headers: staff.headers,
      });

    const colleagues = await get('/api/staff/colleagues');
    expect(colleagues.body.items.map((item: { email: string }) => item.email).sort()).toEqual([
      'budi@example.com',
      'dewi@example.com',
      'sari@example.com',
    ]);

    const given = await assign(ids.siti, admin, memberId);
    expect(given).toMatchObject({ status: 200, body: { id: ids.siti, assignee: { id: memberId, name: 'staff' } } });
    expect(await found('assignee=me')).toEqual([ids.siti]);
    expect(await found('assignee=me', other)).toEqual([]);
    expect(await found(`assignee=${memberId}`, admin)).toEqual([ids.siti]);
    expect((await found('assignee=none')).sort()).toEqual([ids.mai, ids.kenji, ids.permit].sort());

    // Staff may not hand work to others, nor take what a colleague holds.
    const refused = await assign(ids.mai, member, await staffId(other));
    expect(refused).toMatchObject({ status: 403, body: { code: 'ASSIGNMENT_FORBIDDEN' } });
    expect(await assign(ids.siti, other, await staffId(other))).toMatchObject({ status: 403 });
    // They take what nobody holds, and release their own.
    expect(await assign(ids.mai, other, await staffId(other))).toMatchObject({ status: 200 });
    expect(await assign(ids.mai, other, null)).toMatchObject({ status: 200, body: { id: ids.mai } });
    expect((await get(`/api/staff/applications?q=${ids.mai}`)).body.items[0].assignee).toBeUndefined();
    // Only an active account can hold a case.
    expect(await assign(ids.kenji, admin, 'no-such-account')).toMatchObject({ status: 400 });

    const queue = await get('/api/staff/applications');
    expect(queue.body.marks).toMatchObject({ assignedToMe: 1, unassigned: 3 });
    const audit = await api.db
      .selectFrom('staff_audit_log')
      .select(['target_id', 'details'])
      .where('action', '=', 'application-assigned')
      .orderBy('at')
      .execute();
    expect(audit.map((row) => [row.target_id, JSON.parse(row.details!).assignee])).toEqual([
      [ids.siti, memberId],
      [ids.mai, await staffId(other)],
      [ids.mai, 'none'],
    ]);
  });

  it('marks a case overdue once it has waited longer than its limit (the clock set forward)', async () => {
    const clock = api.app.nest.get(CaseDeskClock);
    const now = vi.spyOn(clock, 'now');
    try {
      expect((await get('/api/staff/applications?overdue=true')).body.total).toBe(0);
      // Moved to "documents requested" (limit 7 days); the others stay in process (14 days).
      const moved = await api.request('POST', `/api/staff/applications/${ids.kenji}/status`, {
        json: { status: 'documents-requested', note: 'Please send a clearer scan.' },
        headers: member.headers,
      });
      expect(moved.status).toBe(200);
      // A day later the case waiting on the applicant is not late yet (7 days); a week and a day
      // later it is, and so is every case in process longer than its service's processing time.
      now.mockReturnValue(new Date(Date.now() + DAY));
      expect(await found('overdue=true')).not.toContain(ids.kenji);
      now.mockReturnValue(new Date(Date.now() + 8 * DAY));
      const expected = Object.entries(services)
        .filter(
          ([key]) => key === 'kenji' || catalogueService(services[key as keyof typeof services])!.processingDays < 8,
        )
        .map(([key]) => ids[key as keyof typeof ids])
        .sort();
      expect(expected).toContain(ids.kenji);
      const late = await get('/api/staff/applications?overdue=true');
      expect(late.body.items.map((item: { id: string }) => item.id).sort()).toEqual(expected);
      expect(late.body.items.every((item: { overdue: boolean }) => item.overdue)).toBe(true);
      expect(late.body).toMatchObject({ total: expected.length, marks: { overdue: expected.length } });
      // Under the overdue filter every figure counts overdue cases only (issue 31: one pass over
      // them), as the items themselves show; with an assignee too, "overdue" counts theirs.
      const memberId = await staffId(member);
      const lateItems = late.body.items as Array<{
        status: string;
        attentionSince?: string;
        assignee?: { id: string };
      }>;
      const perStatus: Record<string, number> = {};
      for (const item of lateItems) perStatus[item.status] = (perStatus[item.status] ?? 0) + 1;
      const counted = Object.entries(late.body.counts as Record<string, number>).filter(([, n]) => n > 0);
      expect(Object.fromEntries(counted)).toEqual(perStatus);
      const mine = lateItems.filter((item) => item.assignee?.id === memberId).length;
      const nobodys = lateItems.filter((item) => !item.assignee).length;
      expect(mine + nobodys).toBe(lateItems.length);
      expect(late.body.marks).toEqual({
        overdue: lateItems.length,
        needsAttention: lateItems.filter((item) => item.attentionSince).length,
        assignedToMe: mine,
        unassigned: nobodys,
      });
      const lateAndMine = await get('/api/staff/applications?overdue=true&assignee=me');
      expect(lateAndMine.body).toMatchObject({
        total: mine,
        marks: { overdue: mine, assignedToMe: mine, unassigned: nobodys },
      });
      const all = await get('/api/staff/applications');
      for (const item of all.body.items as Array<{ id: string; overdue: boolean }>) {
        expect(item.overdue, item.id).toBe(expected.includes(item.id));
      }
      // A search tests the overdue mark on each match (decision 202): the figure the items show.
      const searched = await get('/api/staff/applications?q=example.com');
      expect(searched.body.total).toBe(4);
      expect(searched.body.marks.overdue).toBe(expected.length);
      // After every limit (the longest here: 14 days for a case in process), all four are late.
      now.mockReturnValue(new Date(Date.now() + 40 * DAY));
      expect((await get('/api/staff/applications?overdue=true')).body.total).toBe(4);
      expect((await get('/api/staff/applications?q=example.com')).body.marks.overdue).toBe(4);
      expect((await get('/api/staff/desk')).body.applications.overdue).toBe(4);
    } finally {
      now.mockRestore();
    }
  });

  it('counts and filters the cases that need attention, and clears the mark when a person opens one', async () => {
    await api.db
      .updateTable('applications')
      .set({ attention_since: new Date().toISOString() })
      .where('id', '=', ids.permit)
      .execute();
    const marked = await get('/api/staff/applications?attention=true');
    expect(marked.body).toMatchObject({ total: 1, marks: { needsAttention: 1 }, items: [{ id: ids.permit }] });
    expect(marked.body.items[0].attentionSince).toBeTruthy();
    expect((await get('/api/staff/desk')).body.applications.needsAttention).toBe(1);

    expect((await get(`/api/staff/applications/${ids.permit}`)).status).toBe(200);
    expect((await get('/api/staff/applications?attention=true')).body.total).toBe(0);
    const view = await api.db
      .selectFrom('staff_audit_log')
      .select('details')
      .where('action', '=', 'application-viewed')
      .where('target_id', '=', ids.permit)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(view.details!)).toEqual({ attentionCleared: true });
  });

  it('exports CSV with words in the reader language, by comma or semicolon, formulas neutralised', async () => {
    await api.db
      .updateTable('applications')
      .set({ full_name: '=HYPERLINK("http://evil.example")' })
      .where('id', '=', ids.kenji)
      .execute();
    const download = async (query: string, language: string) => {
      const response = await fetch(`${api.baseUrl}/api/staff/exports/applications.csv?${query}`, {
        headers: { ...member.headers, 'accept-language': language },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return bytes.toString('utf8').slice(1).split('\r\n');
    };
    const english = await download(`q=${ids.kenji}`, 'en');
    expect(english[0]).toMatch(/^"ID","Name","E-mail","Phone","Passport number","Nationality","Type","Service",/);
    expect(english).toHaveLength(3);
    expect(english[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(english[1]).toContain(`"'+60 12-345 6789"`);
    expect(english[1]).toContain('"Documents requested"');
    expect(english[1]).toMatch(/"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"/);

    const indonesian = await download(`q=${ids.permit}&separator=semicolon`, 'id');
    expect(indonesian[0]).toMatch(
      /^"ID";"Nama";"E-mail";"Telepon";"Nomor paspor";"Kewarganegaraan";"Jenis";"Layanan";/,
    );
    expect(indonesian[1]).toContain('"Sedang Diproses"');
    expect(indonesian[1]).toContain('"CB0123456";"Portuguese";"Izin tinggal"');
    expect(indonesian[1]).toContain('"2: PDF, PNG"');

    // A HEAD is not an export: nothing is audited for it.
    const before = await api.db
      .selectFrom('staff_audit_log')
      .select('id')
      .where('action', '=', 'applications-exported')
      .execute();
    const head = await fetch(`${api.baseUrl}/api/staff/exports/applications.csv`, {
      method: 'HEAD',
      headers: member.headers,
    });
    expect(head.status).toBe(200);
    const after = await api.db
      .selectFrom('staff_audit_log')
      .select('details')
      .where('action', '=', 'applications-exported')
      .execute();
    expect(after).toHaveLength(before.length);
    expect(JSON.parse(after[0]!.details!)).toEqual({ count: 1, format: 'csv' });
    expect((await api.request('GET', '/api/staff/exports/applications.csv')).status).toBe(401);
  });

  it('exports an XLSX whose cells read back as headers, real dates in Jakarta time and text phones', async () => {
    const response = await fetch(`${api.baseUrl}/api/staff/exports/applications.xlsx?sort=submittedAt`, {
      headers: { ...admin.headers, 'accept-language': 'id' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(/filename="applications-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet('Permohonan')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['ID', 'Nama', 'E-mail', 'Telepon']);
    expect(header).toContain('Diajukan (WIB)');
    expect(sheet.rowCount).toBe(5);
    const first = sheet.getRow(2);
    const column = (name: string) => header.indexOf(name) + 1;
    expect(first.getCell(column('ID')).value).toBe(ids.siti);
    expect(first.getCell(column('Nama')).value).toBe('Siti Déwi Nurhaliza');
    // The phone is a text cell, without a leading apostrophe.
    expect(first.getCell(column('Telepon')).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(column('Telepon')).value).toBe('+62 812-0001-1122');
    // The date is a date cell showing the time in Jakarta (UTC+7).
    const submitted = first.getCell(column('Diajukan (WIB)'));
    expect(submitted.type).toBe(ExcelJS.ValueType.Date);
    const stored = await api.db
      .selectFrom('applications')
      .select('submitted_at')
      .where('id', '=', ids.siti)
      .executeTakeFirstOrThrow();
    expect((submitted.value as Date).getTime()).toBe(Date.parse(stored.submitted_at) + 7 * 60 * 60 * 1000);
    expect(first.getCell(column('Status')).value).toBe('Sedang Diproses');
    expect(first.getCell(column('Ditugaskan kepada')).value).toBe('staff');
    // The checklist of the case page: the passport was sent as such, the rest is missing.
    const { serviceKey } = (await get(`/api/staff/applications?q=${ids.siti}`, admin)).body.items[0];
    const wanted = catalogueService(serviceKey as string)!.requirements;
    expect(wanted.map(({ id }) => id)).toContain('passport');
    expect(first.getCell(column('Dokumen kurang')).value).toBe(
      wanted
        .filter(({ id }) => id !== 'passport')
        .map(({ label }) => label.id)
        .join('; '),
    );
    const audit = await api.db
      .selectFrom('staff_audit_log')
      .select('details')
      .where('action', '=', 'applications-exported')
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toEqual({ count: 4, format: 'xlsx' });
  });

  it.runIf(dialect === 'sqlite')(
    'reads the overdue page, a search of several words, the unfiltered counts and those of a service, dates or the attention mark through indexes (issue 31)',
    async () => {
      const executor = api.db.getExecutor();
      const run = vi.spyOn(executor, 'executeQuery');
      const plans = async (query: string) => {
        run.mockClear();
        expect((await get(`/api/staff/applications?${query}`)).status, query).toBe(200);
        const reads = run.mock.calls
          .map(([compiled]) => compiled)
          .filter((compiled) => /^select/i.test(compiled.sql) && /application/.test(compiled.sql));
        return Promise.all(
          reads.map(async (compiled) => {
            const plan = await api.db.executeQuery<{ detail: string }>(
              CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
            );
            return { sql: compiled.sql, steps: plan.rows.map((row) => row.detail).join(' | ') };
          }),
        );
      };
      try {
        // Overdue (decision 195): the page and its counts read the desk index alone, no row.
        const overdue = await plans('overdue=true');
        expect(overdue.length).toBeGreaterThanOrEqual(2);
        for (const { sql, steps } of overdue.filter(({ sql }) => !sql.includes('"assignee_name"'))) {
          expect(steps, sql).toMatch(/MULTI-INDEX OR/);
          expect(steps, sql).not.toMatch(/USING INDEX applications_desk/);
          expect(steps, sql).toMatch(/USING COVERING INDEX applications_desk/);
        }
        // Two words (decision 197): one FTS5 query holds both, instead of one list per word.
        for (const { sql, steps } of await plans('q=thi%20mai')) {
          if (sql.includes('"assignee_name"')) continue;
          expect(sql.match(/applications_search\b/g), sql).toHaveLength(1);
          expect(steps, sql).toMatch(/VIRTUAL TABLE INDEX 0:G1G1/);
        }
        // Unfiltered, or under a status, a kind or an assignee (decision 201): the counts are sums of
        // the table the triggers keep, and the overdue branches read the desk index alone.
        for (const query of ['sort=submittedAt', 'status=completed', 'kind=visa', 'assignee=none']) {
          const read = await plans(query);
          expect(
            read.some(({ sql }) => sql.includes('application_counts')),
            query,
          ).toBe(true);
          expect(
            read.every(({ sql }) => !/group by \+?"applications"\."status"/.test(sql)),
            query,
          ).toBe(true);
          for (const { sql, steps } of read) {
            expect(steps, sql).not.toMatch(/SCAN applications(?! USING)/);
            expect(steps, sql).not.toMatch(/USING INDEX applications_desk/);
          }
        }
        // A service, dates or the attention mark (decision 205): the counts are one pass over the
        // filter's own index range, which holds every column they test; the page reads an index alone.
        for (const [query, index] of [
          [`service=${encodeURIComponent(services.siti)}`, 'applications_service_key'],
          ['from=2020-01-01&to=2100-01-01', 'applications_submitted'],
          ['attention=true', 'applications_attention'],
        ] as const) {
          const read = (await plans(query)).filter(({ sql }) => !sql.includes('"assignee_name"'));
          const counts = read.filter(({ sql }) => sql.includes('sum(case'));
          expect(counts, query).toHaveLength(1);
          expect(counts[0]!.steps, query).toMatch(`SEARCH applications USING COVERING INDEX ${index} `);
          for (const { sql, steps } of read)
            expect(steps, sql).toMatch(/^(SCAN|SEARCH) applications USING COVERING INDEX/);
        }
      } finally {
        run.mockRestore();
      }
    },
  );

  /** `application_counts` summed per key, and the same figures counted from the applications. */
  const keptCounts = async (db: Kysely<Database>) =>
    (
      await sql<{ status: string; kind: string; assigned_to: string | null; attention: number; n: number }>`
        select status, kind, assigned_to, attention, sum(n) as n from application_counts
        group by status, kind, assigned_to, attention having sum(n) <> 0`.execute(db)
    ).rows
      .map((row) => `${row.status} ${row.kind} ${row.assigned_to ?? '-'} ${Number(row.attention)}: ${Number(row.n)}`)
      .sort();
  const countedCounts = async (db: Kysely<Database>) =>
    (
      await sql<{ status: string; kind: string; assigned_to: string | null; attention: number; n: number }>`
        select status, kind, assigned_to, case when attention_since is null then 0 else 1 end as attention,
          count(*) as n from applications
        group by status, kind, assigned_to, case when attention_since is null then 0 else 1 end`.execute(db)
    ).rows
      .map((row) => `${row.status} ${row.kind} ${row.assigned_to ?? '-'} ${Number(row.attention)}: ${Number(row.n)}`)
      .sort();

  /** SQLite: whether each application's search key holds its counted columns as they are (decision 202). */
  const searchKeysAgree = async (db: Kysely<Database>) => {
    if (dialect !== 'sqlite') return true;
    const columns = 'status, kind, service_key, status_changed_at, assigned_to, attention_since';
    const differ = await sql<{ n: number }>`select count(*) as n from (
      select id, ${sql.raw(columns)} from applications
      except select application_id, ${sql.raw(columns)} from applications_search_keys)`.execute(db);
    const keys = await sql<{ n: number }>`select count(*) as n from applications_search_keys`.execute(db);
    const applications = await db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll().as('n'))
      .execute();
    return Number(differ.rows[0]!.n) === 0 && Number(keys.rows[0]!.n) === Number(applications[0]!.n);
  };

  it('keeps the counts per status, kind, assignee and attention through submissions, changes and deletions (decision 201)', async () => {
    // The suite's submissions, assignments, change of status and attention marks are counted.
    expect(await keptCounts(api.db)).toEqual(await countedCounts(api.db));
    expect((await keptCounts(api.db)).length).toBeGreaterThanOrEqual(2);
    expect(await searchKeysAgree(api.db)).toBe(true);
    // Erasure changes no counted column; the counts stay as they were.
    const before = await keptCounts(api.db);
    await new PersonalDataEraser(api.db, api.app.store).applications([ids.kenji]);
    expect(await keptCounts(api.db)).toEqual(before);
    const rollback = new Error('rolled back');
    await expect(
      api.db.transaction().execute(async (trx) => {
        await trx.updateTable('applications').set({ status: 'approved' }).where('id', '=', ids.siti).execute();
        await trx.updateTable('applications').set({ assigned_to: null }).where('id', '=', ids.siti).execute();
        await trx
          .updateTable('applications')
          .set({ attention_since: new Date().toISOString(), kind: 'permit' })
          .where('id', '=', ids.kenji)
          .execute();
        // A second mark on a marked case changes no count.
        await trx
          .updateTable('applications')
          .set({ attention_since: new Date(Date.now() + DAY).toISOString() })
          .where('id', '=', ids.kenji)
          .execute();
        expect(await keptCounts(trx)).toEqual(await countedCounts(trx));
        expect(await searchKeysAgree(trx)).toBe(true);
        await trx.deleteFrom('application_files').where('application_id', '=', ids.mai).execute();
        await trx.deleteFrom('application_status_history').where('application_id', '=', ids.mai).execute();
        await trx.deleteFrom('application_notes').where('application_id', '=', ids.mai).execute();
        await trx.deleteFrom('applications').where('id', '=', ids.mai).execute();
        expect(await keptCounts(trx)).toEqual(await countedCounts(trx));
        expect(await searchKeysAgree(trx)).toBe(true);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await keptCounts(api.db)).toEqual(await countedCounts(api.db));
    expect(await searchKeysAgree(api.db)).toBe(true);
  });

  it.runIf(dialect === 'postgres')(
    'two transactions that change the same count do not wait for each other (decision 201)',
    async () => {
      const memberId = await staffId(member);
      const both = [ids.siti, ids.kenji];
      await api.db
        .updateTable('applications')
        .set({ status: 'processing', assigned_to: null, attention_since: null })
        .where('id', 'in', both)
        .execute();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inFirst = new Promise<void>((resolve) => (entered = resolve));
      // The first holds the rows its change added to until the second has committed.
      const first = api.db.transaction().execute(async (trx) => {
        await trx.updateTable('applications').set({ assigned_to: memberId }).where('id', '=', ids.siti).execute();
        entered();
        await held;
      });
      try {
        await inFirst;
        const second = api.db
          .transaction()
          .execute(async (trx) => {
            await trx.updateTable('applications').set({ assigned_to: memberId }).where('id', '=', ids.kenji).execute();
          })
          .then(() => 'committed');
        const waited = new Promise((resolve) => setTimeout(() => resolve('waited'), 5_000));
        expect(await Promise.race([second, waited])).toBe('committed');
      } finally {
        release();
        await first;
      }
      expect(await keptCounts(api.db)).toEqual(await countedCounts(api.db));
    },
  );
});
