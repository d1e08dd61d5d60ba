import { describe, expect, it } from 'vitest';
import { exportQuery, filtersFromParams, pageCount, paramsFromFilters, queueQuery, toggledSort } from './queue-query';

describe('the queue filters in the address (issue 13)', () => {
  it('reads the defaults from an empty address', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual({
      q: '',
      status: undefined,
      kind: '',
      service: '',
      fromDay: '',
      toDay: '',
      assignee: '',
      attention: false,
      overdue: false,
      sort: '-submittedAt',
      page: 1,
    });
  });

  it('round-trips every filter, and leaves the defaults out', () => {
    const params = new URLSearchParams(
      'q=ana&status=approved&kind=visa&service=B1&from=2026-11-01&to=2026-11-30&assignee=me&attention=true&overdue=true&sort=name&page=3',
    );
    expect(paramsFromFilters(filtersFromParams(params)).toString()).toBe(params.toString());
    expect(paramsFromFilters(filtersFromParams(new URLSearchParams('sort=-submittedAt&page=1'))).toString()).toBe('');
  });

  it('ignores values the API would refuse', () => {
    const filters = filtersFromParams(new URLSearchParams('status=lost&sort=age&page=-2&from=yesterday&overdue=yes'));
    expect(filters).toMatchObject({ status: undefined, sort: '-submittedAt', page: 1, fromDay: '', overdue: false });
  });

  it('sends days as instants, the last day included, and pages only to the queue', () => {
    const filters = filtersFromParams(new URLSearchParams('from=2026-11-01&to=2026-11-30&q=%20ana%20'));
    const query = exportQuery(filters);
    expect(query.q).toBe('ana');
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 11, 1).getTime());
    expect(query).not.toHaveProperty('page');
    expect(queueQuery(filters)).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('toggles a column between its two directions, times newest first (issue 27)', () => {
    expect(toggledSort('-submittedAt', 'name')).toBe('name');
    expect(toggledSort('name', 'name')).toBe('-name');
    expect(toggledSort('-name', 'name')).toBe('name');
    expect(toggledSort('name', 'updatedAt')).toBe('-updatedAt');
    expect(toggledSort('-updatedAt', 'updatedAt')).toBe('updatedAt');
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});
