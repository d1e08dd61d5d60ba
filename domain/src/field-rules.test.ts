import { describe, expect, it } from 'vitest';
import { isPhoneNumber, looksLikeEmail, TEXT_LIMITS } from './field-rules.js';

describe('the field rules', () => {
  it.each(['+62 812 3456 7890', '(021) 555-0199', '0812.3456.7890'])('take the phone number %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each(['12345', 'call me', '+62 812 3456 7890 ext 12', `+${'1'.repeat(32)}`])('refuse the phone %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });

  it.each(['ana@example.com', ' budi.santoso@mail.co.id '])('take the e-mail %s', (email) => {
    expect(looksLikeEmail(email)).toBe(true);
  });

  it.each(['ana@example', 'ana example.com', '@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuse the e-mail %s',
    (email) => {
      expect(looksLikeEmail(email)).toBe(false);
    },
  );

  it('give a whole, positive limit to every text field', () => {
    for (const limit of Object.values(TEXT_LIMITS)) expect(Number.isSafeInteger(limit) && limit > 0).toBe(true);
  });
});
