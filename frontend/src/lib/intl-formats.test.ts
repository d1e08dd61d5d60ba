import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from './intl-formats';

describe('kept Intl formatters', () => {
  it('makes one formatter per locale and options, and formats as Intl does', () => {
    expect(numberFormat('id-ID')).toBe(numberFormat('id-ID'));
    expect(numberFormat('id-ID')).not.toBe(numberFormat('en-US'));
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en-US'));
    expect(numberFormat('id-ID').format(350000)).toBe('350.000');
    expect(numberFormat('en-US').format(350000)).toBe('350,000');
    const long = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    expect(dateFormat('en-GB', long)).toBe(dateFormat('en-GB', { ...long }));
    expect(dateFormat('id-ID', long).format(new Date('2026-11-21T00:00:00Z'))).toBe('21 November 2026');
  });
});
