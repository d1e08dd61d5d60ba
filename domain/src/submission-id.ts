// product §7: the browser makes the visa application's submissionId, "VS" + the last 8 digits of
// the timestamp + 4 random A-Z0-9; the server keeps it as an idempotency key (DESIGN 5).
// A permit application's ID is made the same way with "PA" (docs/decisions.md 12, 33).
import { APPLICATION_ID_PREFIXES, type ApplicationIdPrefix } from './constants.js';

const TIMESTAMP_DIGITS = 8;
const RANDOM_LENGTH = 4;
const RANDOM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

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
