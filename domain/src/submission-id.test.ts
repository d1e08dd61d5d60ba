import { describe, expect, it } from 'vitest';
import { APPLICATION_ID_PATTERN, PERMIT_APPLICATION_ID_PATTERN, SUBMISSION_ID_PATTERN } from './constants.js';
import { idSpellings, makeSubmissionId, normalizeTypedId } from './submission-id.js';

// issue 28: A-Z0-9 without O and I.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const NOW = 1_732_180_245_678;

/** A random source that returns the given numbers in turn, and counts its calls. */
function sequence(values: readonly number[]) {
  let calls = 0;
  const random = () => {
    const value = values[calls % values.length];
    calls += 1;
    if (value === undefined) throw new Error('sequence needs at least one value');
    return value;
  };
  return { random, calls: () => calls };
}

/** The middle of the slice of [0, 1) that picks the character at `index`. */
function pick(index: number): number {
  return (index + 0.5) / ALPHABET.length;
}

describe('makeSubmissionId (product §7: VS or PA + last 8 digits of the timestamp + 4 A-Z0-9)', () => {
  it('takes the last 8 digits of the time and 4 characters from the random source', () => {
    expect(makeSubmissionId(NOW, () => 0)).toBe('VS80245678AAAA');
    expect(makeSubmissionId(NOW, () => 0.999_999_999)).toBe('VS802456789999');
  });

  it('keeps only the last 8 digits: times 10^8 ms apart share them', () => {
    const random = () => 0.5;
    expect(makeSubmissionId(NOW + 100_000_000, random)).toBe(makeSubmissionId(NOW, random));
    expect(makeSubmissionId(NOW + 1, random).slice(2, 10)).toBe('80245679');
    expect(makeSubmissionId(99_999_999, random).slice(2, 10)).toBe('99999999');
  });

  it('pads a time of fewer than 8 digits with zeros', () => {
    expect(makeSubmissionId(1234, () => 0)).toBe('VS00001234AAAA');
    expect(makeSubmissionId(0, () => 0)).toBe('VS00000000AAAA');
  });

  it('asks the random source four times, one character each, in order', () => {
    const source = sequence([pick(23), pick(24), pick(33), pick(7)]);
    expect(makeSubmissionId(NOW, source.random)).toBe('VS80245678Z09H');
    expect(source.calls()).toBe(4);
  });

  it('never makes O or I, which a person reads as 0 and 1 (issue 28)', () => {
    for (let index = 0; index < 2_000; index += 1)
      expect(makeSubmissionId(NOW, Math.random).slice(-4)).not.toMatch(/[OI]/);
  });

  it('can make every character of A-Z0-9 but O and I', () => {
    const seen = new Set<string>();
    for (let index = 0; index < ALPHABET.length; index += 1) {
      seen.add(makeSubmissionId(NOW, () => pick(index)).slice(-1));
    }
    expect([...seen].join('')).toBe(ALPHABET);
  });

  it('matches SUBMISSION_ID_PATTERN for many random values and times', () => {
    for (let i = 0; i < 5_000; i += 1) {
      const now = Math.floor(Math.random() * 4_000_000_000_000);
      const id = makeSubmissionId(now, Math.random);
      expect(id).toMatch(SUBMISSION_ID_PATTERN);
      expect(id.slice(2, 10)).toBe(String(now).slice(-8).padStart(8, '0'));
    }
  });

  it('makes a permit application ID with the prefix PA, the rest made the same way', () => {
    expect(makeSubmissionId(NOW, () => 0, 'PA')).toBe('PA80245678AAAA');
    expect(makeSubmissionId(NOW, () => 0, 'VS')).toBe(makeSubmissionId(NOW, () => 0));
    const source = sequence([pick(23), pick(24), pick(33), pick(7)]);
    expect(makeSubmissionId(NOW, source.random, 'PA')).toBe('PA80245678Z09H');
    for (let i = 0; i < 1_000; i += 1) {
      const id = makeSubmissionId(Math.floor(Math.random() * 4_000_000_000_000), Math.random, 'PA');
      expect(id).toMatch(PERMIT_APPLICATION_ID_PATTERN);
      expect(id).toMatch(APPLICATION_ID_PATTERN);
    }
  });

  it.each(['', 'vs', 'pa', 'XX', 'VSX'])('refuses the prefix %j', (prefix) => {
    expect(() => makeSubmissionId(NOW, () => 0, prefix as 'VS')).toThrow(RangeError);
  });

  it.each([-1, 1.5, Number.NaN, Infinity, Number.MAX_SAFE_INTEGER + 2])('refuses the time %s', (now) => {
    expect(() => makeSubmissionId(now, () => 0)).toThrow(RangeError);
  });

  it.each([1, -0.1, Number.NaN, 2])('refuses a random number of %s', (value) => {
    expect(() => makeSubmissionId(NOW, () => value)).toThrow(RangeError);
  });
});

// issue 28: tracking "…1910KK7" did not find PA85542191OKK7.
describe('what a person types for an ID', () => {
  it('is read in upper case, without spaces or dashes, O as 0 and I as 1', () => {
    expect(normalizeTypedId(' pa 8554 2191 0kk7 ')).toBe('PA855421910KK7');
    expect(normalizeTypedId('PA85542I91OKK7')).toBe('PA855421910KK7');
    expect(normalizeTypedId('vs-80245678-z09h')).toBe('VS80245678Z09H');
  });

  it('gives every spelling an ID made before O and I were left out may have, the typed one first', () => {
    expect(idSpellings('PA855421910KK7')).toEqual(['PA855421910KK7', 'PA85542191OKK7']);
    expect(idSpellings('VS8024567810AB')).toEqual([
      'VS8024567810AB',
      'VS802456781OAB',
      'VS80245678I0AB',
      'VS80245678IOAB',
    ]);
    expect(idSpellings('VS80245678ZZZZ')).toEqual(['VS80245678ZZZZ']);
    expect(idSpellings('VS802456780101')).toHaveLength(16);
  });
});
