// product §7: the browser makes the visa application's submissionId, "VS" + the last 8 digits of
// the timestamp + 4 random A-Z0-9 (issue 28: never O or I, which read as 0 and 1); the server
// keeps it as an idempotency key (DESIGN 5).
// A permit application's ID is made the same way with "PA" (docs/decisions.md 12, 33).
import { APPLICATION_ID_PREFIXES, type ApplicationIdPrefix } from './constants.js';

const TIMESTAMP_DIGITS = 8;
const RANDOM_LENGTH = 4;
/** A-Z0-9 without O and I (issue 28): an ID read aloud or copied by hand has one spelling. */
export const RANDOM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/**
 * A submissionId matching APPLICATION_ID_PATTERN with the given prefix (VS, the visa one of
 * SUBMISSION_ID_PATTERN, unless told PA), from a time in milliseconds (Date.now()) and a source
 * of numbers in [0, 1) (Math.random), passed in so a test can pin both.
 */
export function makeSubmissionId(now: number, random: () => number, prefix: ApplicationIdPrefix = 'VS'): string {
  if (!Number.isSafeInteger(now) || now < 0) {
    throw new RangeError(`makeSubmissionId needs a whole, non-negative time, got ${now}`);
  }
  // a caller without the types (or with a cast) must not make an ID the API refuses
  if (!(APPLICATION_ID_PREFIXES as readonly string[]).includes(prefix)) {
    throw new RangeError(`makeSubmissionId needs the prefix VS or PA, got ${prefix}`);
  }
  // only the first 10,000 seconds of 1970 have fewer than 8 digits; zeros keep the shape
  const digits = String(now).slice(-TIMESTAMP_DIGITS).padStart(TIMESTAMP_DIGITS, '0');
  let suffix = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) {
    suffix += RANDOM_ALPHABET.charAt(randomIndex(random(), RANDOM_ALPHABET.length));
  }
  return `${prefix}${digits}${suffix}`;
}

function randomIndex(value: number, length: number): number {
  if (!(value >= 0 && value < 1)) {
    throw new RangeError(`makeSubmissionId needs random numbers in [0, 1), got ${value}`);
  }
  return Math.floor(value * length);
}

/** The letters a person writes for a digit: O for 0, I for 1. */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = { O: '0', I: '1' };

/**
 * issue 28: an application ID as a person typed it, the way IDs are written: upper case, without
 * spaces or dashes, and O read as 0 and I as 1 (IDs are made without O and I). `pa 8554 2191
 * 0kk7` and `PA85542I91OKK7` both give `PA855421910KK7`.
 */
export function normalizeTypedId(typed: string): string {
  const compact = typed.replace(/[\s-]+/g, '').toUpperCase();
  const prefix = compact.slice(0, 2);
  const rest = [...compact.slice(2)].map((char) => DIGIT_LOOKALIKES[char] ?? char);
  return prefix + rest.join('');
}

/**
 * Every way an ID made before issue 28 may be spelled for what a person typed: its last four
 * characters could hold O and I, which a person types as 0 and 1. At most 16 spellings, the
 * typed one first.
 */
export function idSpellings(id: string): string[] {
  const head = id.slice(0, -RANDOM_LENGTH);
  let spellings = [''];
  for (const char of id.slice(-RANDOM_LENGTH)) {
    const options = char === '0' ? ['0', 'O'] : char === '1' ? ['1', 'I'] : [char];
    spellings = spellings.flatMap((start) => options.map((option) => start + option));
  }
  return spellings.map((tail) => head + tail);
}
