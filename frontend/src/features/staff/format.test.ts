import { describe, expect, it } from 'vitest';
import { formatDateTime, sizeParts } from './format';

describe('staff formats', () => {
  it('writes sizes in B, KB and MB', () => {
    expect(sizeParts(512)).toEqual({ unit: 'bytes', value: '512' });
    expect(sizeParts(1536)).toEqual({ unit: 'kb', value: '1.5' });
    expect(sizeParts(5 * 1024 * 1024)).toEqual({ unit: 'mb', value: '5.0' });
  });

  it('writes a date and time in each language', () => {
    expect(formatDateTime('2026-11-28T03:00:00Z', 'en')).toMatch(/2026/);
    expect(formatDateTime('2026-11-28T03:00:00Z', 'id')).toMatch(/Nov 2026/);
  });
});
