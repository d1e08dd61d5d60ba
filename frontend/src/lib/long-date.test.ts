import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes every month of a year as Intl.DateTimeFormat writes it, in both languages', () => {
    const long = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 28]) {
        const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const date = new Date(`${iso}T00:00:00Z`);
        expect(formatLongDate(iso, 'en')).toBe(new Intl.DateTimeFormat('en-GB', long).format(date));
        expect(formatLongDate(iso, 'id')).toBe(new Intl.DateTimeFormat('id-ID', long).format(date));
      }
    }
    expect(formatLongDate('2026-11-21', 'id')).toBe('21 November 2026');
  });
});
