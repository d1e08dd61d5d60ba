import { describe, expect, it } from 'vitest';
import { formatAmount } from './permit-products';

describe('formatAmount', () => {
  it('writes amounts as Intl.NumberFormat writes them in each language', () => {
    const amounts = [0, 7, 49, 999, 1000, 2500, 12_345, 350_000, 1_000_000, 25_000_000_000, 1234.5, 0.125, -4200];
    for (const amount of amounts) {
      expect(formatAmount(amount, 'en'), `${amount} in English`).toBe(new Intl.NumberFormat('en-US').format(amount));
      expect(formatAmount(amount, 'id'), `${amount} in Indonesian`).toBe(new Intl.NumberFormat('id-ID').format(amount));
    }
    expect(formatAmount(350_000, 'id')).toBe('350.000');
  });
});
