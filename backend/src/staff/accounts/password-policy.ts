import {
  type PasswordSuggestion,
  type PasswordWarning,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
} from '@cipta/domain/staff-rules';
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { FieldError } from '../../common/api-error.js';

// product §10.2, ASVS V6.2: 12 to 128 characters, refused when common or weak; stored only as
// an Argon2id hash.

// Built at the first password checked, not at start: building it takes about half a second.
let strength: ZxcvbnFactory | undefined;

/**
 * zxcvbn's top score, 4 (about 10^10 guesses or more): score 3 still lets a name and a year
 * through (dewi.lestari2026, CiptaVisa2026!), which a targeted guesser tries early.
 */
const MIN_SCORE = 4;

/** issue 29: the company's own name is the first thing a targeted guesser tries. */
const COMPANY_WORDS = ['Cipta Visa', 'ciptavisa.com'];

/** A refused password: the English sentence for logs, and (issue 28) the codes screens word in the reader's language. */
export type PasswordProblem = Omit<FieldError, 'field'> & Required<Pick<FieldError, 'code'>>;

/**
 * What is wrong with a new password, or undefined when it may be used. `personal` (the e-mail
 * address, the name) and the company's name count as guessable.
 */
export function passwordProblem(password: string, personal: readonly string[] = []): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < STAFF_PASSWORD_MIN_LENGTH)
    return {
      code: 'PASSWORD_TOO_SHORT',
      message: `The password needs at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
    };
  if (length > STAFF_PASSWORD_MAX_LENGTH)
    return {
      code: 'PASSWORD_TOO_LONG',
      message: `The password may have at most ${STAFF_PASSWORD_MAX_LENGTH} characters.`,
    };
  // The address and the name whole, run together (budisantoso from Budi Santoso), and each word
  // of them (dewi, lestari from dewi.lestari@…).
  const words = [...personal, ...COMPANY_WORDS]
    .flatMap((value) => [value, value.replace(/[^\p{L}\p{N}]+/gu, ''), ...value.split(/[^\p{L}\p{N}]+/u)])
    .filter((word) => word.length > 2);
  strength ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  // Separators hide a known word from zxcvbn (Cipta-Visa-2026 scored 4); a guesser who tries
  // the company's name tries it with dashes too. When the password without its punctuation and
  // spaces holds one of the words, that weaker reading counts.
  const squeeze = (value: string) => value.replace(/[\s\p{P}]+/gu, '').toLowerCase();
  const joined = squeeze(password);
  const hidesAWord =
    joined !== password.toLowerCase() &&
    words.some((word) => squeeze(word).length >= 4 && joined.includes(squeeze(word)));
  const result = [strength.check(password, words), ...(hidesAWord ? [strength.check(joined, words)] : [])].sort(
    (a, b) => a.score - b.score,
  )[0]!;
  if (result.score >= MIN_SCORE) return undefined;
  // Without translations zxcvbn answers its feedback as codes (its default), which the contract lists.
  const warning = result.feedback.warning as PasswordWarning | null;
  const suggestions = result.feedback.suggestions as PasswordSuggestion[];
  return {
    code: 'PASSWORD_TOO_WEAK',
    message: 'The password is too common or too easy to guess.',
    ...(warning ? { warning } : {}),
    ...(suggestions.length ? { suggestions } : {}),
  };
}

/**
 * OWASP's Argon2id setting (19 MiB, 2 passes, 1 lane): about 30–60 ms here, costly for a
 * guesser with a stolen database. The parameters are stored in the hash itself.
 */
// @node-rs/argon2's Algorithm is an ambient const enum (unusable under isolatedModules): 2 is Argon2id.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
