import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SignedInStaff, signedInStaff } from '../../testing/staff.js';
import { DIALECTS, startTestApi, type TestApi } from '../../testing/test-app.js';
import { CaseDeskClock } from '../desk/case-desk-clock.js';
import { storeManyApplications } from '../../testing/many-applications.js';

// issue 31, decision 205: a thousand overdue cases or more; the overdue filter's first pages read
// rows in the sort's order, testing the mark on each, instead of listing every overdue case to
// sort them, and show the same pages as the overdue branches' index ranges.

const DAY = 24 * 60 * 60 * 1000;
/** More than the queue's threshold of a wide filter; a case in three is closed, never overdue. */
const CASES = 1_650;

describe.each(DIALECTS)('many overdue cases on %s (issue 31)', (dialect) => {
  let api: TestApi;
  let member: SignedInStaff;

  beforeAll(async () => {
    api = await startTestApi(dialect, { STAFF_MFA: 'off' });
    [member] = await signedInStaff(api, [['budi@example.com', 'staff']] as const);
    await storeManyApplications(api.db, CASES, 'LATE', (i) => ({
      fullName: `Ingrid Lindqvist ${i}`,
      email: `late.${i}@example.com`,
      status: ['processing', 'documents-requested', 'completed'][i % 3]!,
      serviceKey: ['visa/transit', 'visa/b1-visa-on-arrival', null][i % 3]!,
    }));
  });
  afterAll(() => api?.close());

  const queue = async (query: string) => {
    const answer = await api.request('GET', `/api/staff/applications?${query}`, {
      headers: { ...member.headers, 'accept-language': 'en' },
    });
    expect(answer.status, query).toBe(200);
    return answer.body as {
      items: Array<{ id: string; overdue: boolean }>;
      total: number;
      marks: { overdue: number };
    };
  };

  it('shows the first pages in the order asked, and the same pages past them, every case overdue', async () => {
    const clock = vi.spyOn(api.app.nest.get(CaseDeskClock), 'now');
    const run = vi.spyOn(api.db.getExecutor(), 'executeQuery');
    try {
      // Sixty days on, every open case is past its limit.
      clock.mockReturnValue(new Date(Date.now() + 60 * DAY));
      const open = (CASES * 2) / 3;
      const orders = [
        ['-submittedAt', 'submitted_at', 'desc'],
        ['-updatedAt', 'updated_at', 'desc'],
        ['name', 'sort_name', 'asc'],
      ] as const;
      for (const [sort, column, direction] of orders) {
        const expected = await api.db
          .selectFrom('applications')
          .select('id')
          .where('status', '!=', 'completed')
          .orderBy(column, direction)
          .orderBy('id', direction)
          .execute();
        expect(expected).toHaveLength(open);
        // Pages 1 and 2 read rows in order (within the first 100); page 6 through the branches.
        for (const page of [1, 2, 6]) {
          run.mockClear();
          const body = await queue(`overdue=true&sort=${sort}&page=${page}&pageSize=25`);
          expect(
            body.items.map((item) => item.id),
            `${sort} page ${page}`,
          ).toEqual(expected.slice((page - 1) * 25, page * 25).map((row) => row.id));
          expect(body.items.every((item) => item.overdue)).toBe(true);
          expect(body).toMatchObject({ total: open, marks: { overdue: open } });
          if (dialect !== 'sqlite' || sort !== '-submittedAt') continue;
          const pageQuery = run.mock.calls
            .map(([compiled]) => compiled)
            .find((compiled) => /^select "applications"."id" from "applications"/.test(compiled.sql))!;
          const plan = await api.db.executeQuery<{ detail: string }>(
            CompiledQuery.raw(`explain query plan ${pageQuery.sql}`, [...pageQuery.parameters]),
          );
          const steps = plan.rows.map((row) => row.detail).join(' | ');
          if (page < 6)
            expect(steps, `page ${page}`).toMatch(/^SCAN applications USING COVERING INDEX applications_submitted/);
          else expect(steps, `page ${page}`).toMatch(/MULTI-INDEX OR/);
        }
      }
    } finally {
      run.mockRestore();
      clock.mockRestore();
    }
  });
});
