import { describe, expect, it } from 'vitest';
import { isPersonName, isPhoneNumber, looksLikeEmail, TEXT_LIMITS } from './field-rules.js';

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

describe('a person name (issue 29)', () => {
  it.each([
    'Ana Silva',
    "Siti Nur'aini",
    'Jean-Luc O’Neil',
    'J. R. Budi',
    'Thị Mai',
    'Nguyễn Văn A',
    'محمد علي',
    '李小龙',
    'e\u0301lise',
  ])('takes %s', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each([
    ['a line break', 'Ana\nSilva'],
    ['a carriage return', 'Ana\r\nBcc: x@example.com'],
    ['a direction override', 'Ana \u202Egnp.exe'],
    ['a zero-width space', 'Ana\u200BSilva'],
    ['a zero-width joiner', 'Ana\u200DSilva'],
    ['a zero-width no-break space', 'Ana\uFEFFSilva'],
    ['a Hangul filler', 'Ana \u3164'],
    ['digits and a web address', 'pay at www.cipta-visa-pay.example 950'],
    ['only dots', '...'],
    ['a tab', 'Ana\tSilva'],
    ['too many characters', 'a'.repeat(TEXT_LIMITS.personName + 1)],
  ])('refuses %s', (_what, name) => {
    expect(isPersonName(name)).toBe(false);
  });
});
