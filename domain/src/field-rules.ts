// The text fields' rules (product §5), in the one place both the API's validators and the web
// app's forms read them. openapi.yaml states the same limits for integrators; a contract test
// (tests/contract/domain-rules.test.ts) fails when the two disagree.

/** The longest value each text field takes, in characters. */
export const TEXT_LIMITS = {
  /** PersonName: a visitor's full, first or last name. */
  personName: 100,
  /** Email (RFC 5321's longest path). */
  email: 254,
  /** Phone. */
  phone: 32,
  /** A contact message's or consultation request's message. */
  message: 5000,
  /** The consultation's company and job title. */
  company: 150,
  jobTitle: 150,
  /** The service or product applied for: its title and its price as shown. */
  serviceTitle: 200,
  servicePrice: 50,
  /** The visa application's `service`: the JSON text of its title and price. */
  serviceJson: 1000,
  /** A promotion claim's optional promotion name. */
  promo: 200,
  /** A permit application's fields. */
  nationality: 100,
  passport: 50,
  purpose: 1000,
  spouseName: 100,
  companyName: 150,
  /** An application ID as tracking accepts it. */
  applicationId: 32,
} as const;

/** A phone number: digits, an optional leading +, spaces, dots, dashes and brackets. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{6,32}$/;

/**
 * An e-mail address as a form checks it before sending: something, @, a domain with a dot, no
 * spaces. The API's validator is stricter (class-validator's IsEmail) and has the last word.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isPhoneNumber(value: string): boolean {
  return value.trim().length <= TEXT_LIMITS.phone && PHONE_PATTERN.test(value.trim());
}

export function looksLikeEmail(value: string): boolean {
  return value.trim().length <= TEXT_LIMITS.email && EMAIL_PATTERN.test(value.trim());
}

/**
 * A person's name (issue 29): letters and combining marks of any script, spaces, apostrophes
 * (' and ’), hyphens and dots, with at least one letter. Nothing else: no line break, direction
 * override (U+202E) or invisible character (zero-width spaces and joiners, U+FEFF, the Hangul
 * fillers, the combining grapheme joiner), which let a name carry text of its own into the
 * agency's e-mails.
 */
// The first class lists invisible characters one by one, a combining one (U+034F) among them, to refuse them.
// eslint-disable-next-line no-misleading-character-class
export const PERSON_NAME_PATTERN = /^(?!.*[\u034F\u115F\u1160\u17B4\u17B5\u3164\uFFA0])(?=.*\p{L})[\p{L}\p{M} '’.-]+$/u;

/** What the API and every form tell a visitor whose name breaks PERSON_NAME_PATTERN. */
export const PERSON_NAME_RULE = 'letters, spaces, apostrophes, hyphens and dots only';

export function isPersonName(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= TEXT_LIMITS.personName && PERSON_NAME_PATTERN.test(trimmed);
}
