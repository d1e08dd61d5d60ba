// spec §7: the browser makes the visa application's submissionId, "VS" + the last 8 digits of
// the timestamp + 4 random A-Z0-9; the server keeps it as an idempotency key (DESIGN 5).

const PREFIX = 'VS';
const TIMESTAMP_DIGITS = 8;
const RANDOM_LENGTH = 4;
const RANDOM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A submissionId matching SUBMISSION_ID_PATTERN, from a time in milliseconds (Date.now()) and
 * a source of numbers in [0, 1) (Math.random), passed in so a test can pin both.
 */
export function makeSubmissionId(now: number, random: () => number): string {
  if (!Number.isSafeInteger(now) || now < 0) {
    throw new RangeError(`makeSubmissionId needs a whole, non-negative time, got ${now}`);
  }
  // only the first 10,000 seconds of 1970 have fewer than 8 digits; zeros keep the shape
  const digits = String(now).slice(-TIMESTAMP_DIGITS).padStart(TIMESTAMP_DIGITS, '0');
  let suffix = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) {
    suffix += RANDOM_ALPHABET.charAt(randomIndex(random(), RANDOM_ALPHABET.length));
  }
  return `${PREFIX}${digits}${suffix}`;
}

function randomIndex(value: number, length: number): number {
  if (!(value >= 0 && value < 1)) {
    throw new RangeError(`makeSubmissionId needs random numbers in [0, 1), got ${value}`);
  }
  return Math.floor(value * length);
}
