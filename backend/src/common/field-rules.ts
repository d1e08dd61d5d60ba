import { PERSON_NAME_PATTERN, PERSON_NAME_RULE, PHONE_PATTERN, TEXT_LIMITS } from '@cipta/domain/field-rules';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

// Field rules shared by the DTOs, from the domain's field rules (which openapi.yaml states too).

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Optional text: trimmed, and an empty string counts as absent. */
const trimToUndefined = Transform(({ value }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
});

/** Required text, trimmed, not empty. */
export const RequiredText = (max: number) =>
  applyDecorators(trim, IsString(), IsNotEmpty({ message: '$property is required' }), MaxLength(max));

/** Optional text, trimmed. */
export const OptionalText = (max: number) => applyDecorators(trimToUndefined, IsOptional(), IsString(), MaxLength(max));

/** issue 29: a name holds no line break, direction override or invisible character (domain field-rules). */
const personNameOnly = Matches(PERSON_NAME_PATTERN, { message: `$property may hold ${PERSON_NAME_RULE}` });

/** openapi.yaml PersonName: every route that takes a person's name, the visitors' and the staff's. */
export const PersonName = () => applyDecorators(RequiredText(TEXT_LIMITS.personName), personNameOnly);

/** An optional name (a KITAP spouse's), held to the same rule. */
export const OptionalPersonName = (max: number) => applyDecorators(OptionalText(max), personNameOnly);

/** openapi.yaml Email. */
export const EmailAddress = () =>
  applyDecorators(
    trim,
    IsString(),
    IsNotEmpty({ message: '$property is required' }),
    MaxLength(TEXT_LIMITS.email),
    IsEmail({}, { message: '$property must be a valid e-mail address' }),
  );

/** openapi.yaml Phone. */
export const PhoneNumber = () =>
  applyDecorators(
    trim,
    IsString(),
    IsNotEmpty({ message: '$property is required' }),
    MaxLength(TEXT_LIMITS.phone),
    Matches(PHONE_PATTERN, {
      message:
        '$property must be a phone number: digits, with an optional leading + and spaces, dots, dashes or brackets',
    }),
  );

/**
 * A whole number sent as multipart text: decimal digits only (no sign, spaces, hex, exponent or
 * fraction), at most 15 of them so it stays exact; anything else stays text and fails IsInt.
 */
export const DecimalDigits = Transform(({ value }) =>
  typeof value === 'string' && /^[0-9]{1,15}$/.test(value) ? Number(value) : value,
);

/** The solved anti-bot challenge (issue 20), checked by BotChallengeService after the body is valid; here only its shape. */
export const AltchaPayload = () => applyDecorators(IsOptional(), IsString(), MaxLength(4096));
