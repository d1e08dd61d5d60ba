import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SignedInStaff, signedInStaff } from '../../testing/staff.js';
import { DIALECTS, startTestApi, type TestApi } from '../../testing/test-app.js';
import { storeManyApplications } from '../../testing/many-applications.js';

// issue 31, decision 202: a search of words with a thousand matches or more; its first pages read
// rows in the sort's order on SQLite instead of listing every match, and show what the substring
// index finds, counted exactly.

/** More than the queue's threshold of a wide search, and a few that do not match. */
const MATCHING = 1_050;
const OTHERS = 40;

describe.each(DIALECTS)('a search with many matches on %s (issue 31)', (dialect) => {
  let api: TestApi;
  let member: SignedInStaff;

  beforeAll(async () => {
    api = await startTestApi(dialect, { STAFF_MFA: 'off' });
    [member] = await signedInStaff(api, [['budi@example.com', 'staff']] as const);
    await storeManyApplications(api.db, MATCHING + OTHERS, 'WIDE', (i) => ({
      fullName: i < MATCHING ? `Ingrid Lindqvist ${i}` : `Kenji Sato ${i}`,
      email: `wide.${i}@example.com`,
      status: ['processing', 'approved', 'completed'][i % 3]!,
      serviceKey: 'visa/transit',
    }));
  });
  afterAll(() => api?.close());

  const queue = async (query: string) => {
    const answer = await api.request('GET', `/api/staff/applications?${query}`, {
      headers: { ...member.headers, 'accept-language': 'en' },
    });
    expect(answer.status, query).toBe(200);
    return answer.body as { items: Array<{ id: string }>; total: number; counts: Record<string, number> };
  };

  it('shows the pages and exact counts of every match, in the order asked', async () => {
    const orders = [
      ['-submittedAt', 'submitted_at', 'desc'],
      ['-updatedAt', 'updated_at', 'desc'],
      ['name', 'sort_name', 'asc'],
    ] as const;
    for (const [sort, column, direction] of orders) {
      const expected = await api.db
        .selectFrom('applications')
        .select('id')
        .where('full_name', 'like', '%Lindqvist%')
        .orderBy(column, direction)
        .orderBy('id', direction)
        .execute();
      for (const page of [1, 2, 4]) {
        const body = await queue(`q=lindq&sort=${sort}&page=${page}&pageSize=25`);
        expect(
          body.items.map((item) => item.id),
          `${sort} page ${page}`,
        ).toEqual(expected.slice((page - 1) * 25, page * 25).map((row) => row.id));
        expect(body.total).toBe(MATCHING);
      }
    }
    const body = await queue('q=lindq&status=approved');
    expect(body.total).toBe(MATCHING / 3);
    expect(body.counts).toMatchObject({ processing: MATCHING / 3, approved: MATCHING / 3, completed: MATCHING / 3 });
    expect(body.items.every((item) => item.id.endsWith('WIDE'))).toBe(true);
  });

  it('finds a phone number in a few rows by their IDs and in many by the search itself, counted exactly (decision 205)', async () => {
    const run = vi.spyOn(api.db.getExecutor(), 'executeQuery');
    /** The page's and the counts' statements of the last request (not the rows' read, nor the matches'). */
    const pageAndCounts = () =>
      run.mock.calls
        .map(([compiled]) => compiled.sql)
        .filter((sql) => /^select "applications"."(id|status)"/.test(sql));
    try {
      // Every row's phone starts "+62 812 0000": more matches than are listed by ID.
      const many = await queue(`q=${encodeURIComponent('+62 812 0000')}`);
      expect(many.total).toBe(MATCHING + OTHERS);
      expect(Object.values(many.counts).reduce((sum, n) => sum + n, 0)).toBe(MATCHING + OTHERS);
      for (const sql of pageAndCounts()) expect(sql).toMatch(dialect === 'sqlite' ? /applications_search/ : /like/);
      run.mockClear();
      const one = await queue(`q=${encodeURIComponent('0812 0000 1049')}&status=completed`);
      expect(one.items.map((item) => item.id)).toEqual(['VS00001049WIDE']);
      expect(one.total).toBe(1);
      expect(one.counts).toMatchObject({ processing: 0, approved: 0, completed: 1 });
      expect(pageAndCounts()).toHaveLength(2);
      if (dialect === 'sqlite')
        for (const sql of pageAndCounts()) {
          expect(sql).not.toMatch(/applications_search/);
          expect(sql).toMatch(/"applications"."id" in \(/);
        }
      const none = await queue(`q=${encodeURIComponent('0812 9999 9999')}`);
      expect(none).toMatchObject({ items: [], total: 0 });
    } finally {
      run.mockRestore();
    }
  });

  it.runIf(dialect === 'sqlite')(
    'reads the first page of a wide search in order, not through every match',
    async () => {
      const executor = api.db.getExecutor();
      const run = vi.spyOn(executor, 'executeQuery');
      try {
        await queue('q=lindq');
        const pageQuery = run.mock.calls
          .map(([compiled]) => compiled)
          .find((compiled) => /^select "applications"."id" from "applications"/.test(compiled.sql))!;
        expect(pageQuery.sql).not.toMatch(/applications_search/);
        const plan = await api.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${pageQuery.sql}`, [...pageQuery.parameters]),
        );
        expect(plan.rows.map((row) => row.detail).join(' | ')).toMatch(
          /SCAN applications USING (COVERING )?INDEX applications_submitted/,
        );
        // A search with fewer matches still goes through the substring index.
        run.mockClear();
        await queue('q=kenji');
        const narrow = run.mock.calls
          .map(([compiled]) => compiled.sql)
          .find((sql) => /^select "applications"."id"/.test(sql))!;
        expect(narrow).toMatch(/applications_search/);
      } finally {
        run.mockRestore();
      }
    },
  );
});
