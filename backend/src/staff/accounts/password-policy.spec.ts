import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches, passwordProblem } from './password-policy.js';

describe('the staff password policy (product §10.2)', () => {
  it('takes 12 to 128 characters, counted as characters, not bytes', () => {
    expect(passwordProblem('k7#Qm2!xZp9')).toMatch(/at least 12/); // 11
    expect(passwordProblem('k7#Qm2!xZp9w')).toBeUndefined(); // 12
    expect(passwordProblem('🦎🌋🍍🛶🪁🧭🪐🦩🎐🧿🪸🫧')).toBeUndefined(); // 12 emoji, 48 bytes
    const long = 'k7#Qm2!xZp9w'.repeat(11);
    expect(passwordProblem(long.slice(0, 128))).toBeUndefined();
    expect(passwordProblem(long.slice(0, 129))).toMatch(/at most 128/);
  });

  it.each(['password1234', 'qwertyuiop123', 'iloveyou2026', '111111111111', 'abcdefghijkl', 'Password123!'])(
    'refuses the common or weak %s',
    (password) => {
      expect(passwordProblem(password)).toMatch(/too common or too easy/);
    },
  );

  it("refuses a password made of the person's own e-mail address", () => {
    expect(passwordProblem('dewi.lestari2026', ['dewi.lestari@example.com', 'Dewi Lestari'])).toMatch(/too common/);
  });

  // issue 29: accepted before, from the company's name and the account's own name.
  it.each(['ciptavisa2026!', 'CiptaVisa2025!', 'Cipta-Visa-2026'])(
    "refuses %s, made of the company's name",
    (password) => {
      expect(passwordProblem(password, ['budi@example.com', 'Budi Santoso'])).toMatch(/too common/);
    },
  );

  it("refuses the account's own name run together with a year", () => {
    expect(passwordProblem('BudiSantoso1990!', ['budi@example.com', 'Budi Santoso'])).toMatch(/too common/);
    expect(passwordProblem('lantern-orbit-cashew-91', ['budi@example.com', 'Budi Santoso'])).toBeUndefined();
  });

  it('stores an Argon2id hash that verifies only the same password', async () => {
    const stored = await hashPassword('lantern-orbit-cashew-91');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwordMatches(stored, 'lantern-orbit-cashew-91')).toBe(true);
    expect(await passwordMatches(stored, 'lantern-orbit-cashew-92')).toBe(false);
    expect(await passwordMatches('not a hash', 'lantern-orbit-cashew-91')).toBe(false);
  });
});
