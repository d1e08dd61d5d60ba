import { describe, expect, it } from 'vitest';
import { SUBMISSION_ID_PATTERN, requiresWorkType } from './constants.js';

describe('requiresWorkType (spec §5)', () => {
  it('asks for a work type when the title says working or kerja, in any case', () => {
    expect(requiresWorkType('Working KITAS')).toBe(true);
    expect(requiresWorkType('Visa Kerja')).toBe(true);
    expect(requiresWorkType('B1 Tourist Visa (Visa on Arrival)')).toBe(false);
  });
});

describe('SUBMISSION_ID_PATTERN (spec §7)', () => {
  it('accepts VS + 8 digits + 4 of A-Z0-9 and nothing else', () => {
    expect(SUBMISSION_ID_PATTERN.test('VS12345678AB12')).toBe(true);
    expect(SUBMISSION_ID_PATTERN.test('VS1234567AB12')).toBe(false);
    expect(SUBMISSION_ID_PATTERN.test('VS12345678ab12')).toBe(false);
  });
});
