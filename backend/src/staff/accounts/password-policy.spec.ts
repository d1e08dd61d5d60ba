import { describe, expect, expectTypeOf, it } from 'vitest';
import { PASSWORD_SUGGESTIONS, PASSWORD_WARNINGS } from '@cipta/domain/staff-rules';
import type { TranslationKeys } from '@zxcvbn-ts/core';
import { hashPassword, passwordMatches, passwordProblem } from './password-policy.js';

describe('the staff password policy (product §10.2)', () => {
  it('takes 12 to 128 characters, counted as characters, not bytes', () => {
    expect(passwordProblem('k7#Qm2!xZp9')?.message).toMatch(/at least 12/); // 11
    expect(passwordProblem('k7#Qm2!xZp9w')).toBeUndefined(); // 12
    expect(passwordProblem('🦎🌋🍍🛶🪁🧭🪐🦩🎐🧿🪸🫧')).toBeUndefined(); // 12 emoji, 48 bytes
    const long = 'k7#Qm2!xZp9w'.repeat(11);
    expect(passwordProblem(long.slice(0, 128))).toBeUndefined();
    expect(passwordProblem(long.slice(0, 129))?.message).toMatch(/at most 128/);
  });

  it.each(['password1234', 'qwertyuiop123', 'iloveyou2026', '111111111111', 'abcdefghijkl', 'Password123!'])(
    'refuses the common or weak %s',
    (password) => {
      expect(passwordProblem(password)?.message).toMatch(/too common or too easy/);
      expect(passwordProblem(password)?.code).toBe('PASSWORD_TOO_WEAK');
    },
  );

  it("refuses a password made of the person's own e-mail address", () => {
    expect(passwordProblem('dewi.lestari2026', ['dewi.lestari@example.com', 'Dewi Lestari'])?.message).toMatch(
      /too common/,
    );
  });

  // issue 29: accepted before, from the company's name and the account's own name.
  it.each(['ciptavisa2026!', 'CiptaVisa2025!', 'Cipta-Visa-2026'])(
    "refuses %s, made of the company's name",
    (password) => {
      expect(passwordProblem(password, ['budi@example.com', 'Budi Santoso'])?.message).toMatch(/too common/);
    },
  );

  it("refuses the account's own name run together with a year", () => {
    expect(passwordProblem('BudiSantoso1990!', ['budi@example.com', 'Budi Santoso'])?.message).toMatch(/too common/);
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

// issue 28: screens word a refusal from its codes, so every code zxcvbn can give is one the
// contract (and the staff area's copy) knows.
describe('the refusal as codes', () => {
  it('names the length problems by code', () => {
    expect(passwordProblem('k7#Qm2!xZp9')).toEqual({
      code: 'PASSWORD_TOO_SHORT',
      message: 'The password needs at least 12 characters.',
    });
    expect(passwordProblem('k7#Qm2!xZp9w'.repeat(11))?.code).toBe('PASSWORD_TOO_LONG');
  });

  it("answers zxcvbn's warning and suggestions as codes, not English", () => {
    const problem = passwordProblem('Password123!');
    expect(problem?.warning).toBe('similarToCommon');
    expect(problem?.suggestions?.length).toBeGreaterThan(0);
    for (const suggestion of problem?.suggestions ?? []) expect(PASSWORD_SUGGESTIONS).toContain(suggestion);
  });

  it("lists exactly zxcvbn's codes", () => {
    type Warning = keyof TranslationKeys['warnings'];
    type Suggestion = keyof TranslationKeys['suggestions'];
    expectTypeOf<(typeof PASSWORD_WARNINGS)[number]>().toEqualTypeOf<Warning>();
    expectTypeOf<(typeof PASSWORD_SUGGESTIONS)[number]>().toEqualTypeOf<Suggestion>();
    for (const password of ['qwertyuiop123', 'abcdefghijkl', '111111111111', 'iloveyou2026']) {
      const warning = passwordProblem(password)?.warning;
      if (warning) expect(PASSWORD_WARNINGS).toContain(warning);
    }
  });
});
