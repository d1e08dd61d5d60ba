import { describe, expect, it } from 'vitest';
import { isOverdue, mayAssign, overdueAt, statusAgeLimitDays } from './case-desk.js';

describe('overdue cases (issue 27)', () => {
  const since = '2026-11-01T00:00:00.000Z';

  it("uses the service's processing time while a case is in process", () => {
    expect(statusAgeLimitDays('processing', 5)).toBe(5);
    expect(overdueAt('processing', since, 5)?.toISOString()).toBe('2026-11-06T00:00:00.000Z');
    expect(isOverdue('processing', since, new Date('2026-11-06T00:00:01Z'), 5)).toBe(true);
    expect(isOverdue('processing', since, new Date('2026-11-05T23:59:59Z'), 5)).toBe(false);
  });

  it('uses the per-status limit otherwise, and never marks a closed case', () => {
    expect(statusAgeLimitDays('processing')).toBe(14);
    expect(statusAgeLimitDays('documents-requested', 5)).toBe(7);
    expect(statusAgeLimitDays('approved')).toBe(2);
    expect(statusAgeLimitDays('completed')).toBeUndefined();
    expect(isOverdue('rejected', since, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('who may assign (issue 27)', () => {
  const admin = { id: 'a', role: 'admin' as const };
  const staff = { id: 's', role: 'staff' as const };

  it('lets an admin assign anyone, or nobody', () => {
    expect(mayAssign(admin, 's', 'x')).toBe(true);
    expect(mayAssign(admin, 'x', null)).toBe(true);
  });

  it('lets staff take what nobody holds and release their own, nothing else', () => {
    expect(mayAssign(staff, null, 's')).toBe(true);
    expect(mayAssign(staff, 's', null)).toBe(true);
    expect(mayAssign(staff, 's', 's')).toBe(true);
    expect(mayAssign(staff, 'x', 's')).toBe(false);
    expect(mayAssign(staff, null, 'x')).toBe(false);
    expect(mayAssign(staff, 'x', null)).toBe(false);
  });
});
