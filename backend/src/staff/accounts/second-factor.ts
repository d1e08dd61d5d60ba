import { randomInt } from 'node:crypto';
import { STAFF_RECOVERY_CODE_COUNT } from '@cipta/domain/staff-rules';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { tokenHash } from '../common/tokens.js';

// product §10.2: TOTP (RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator app reads it)
// and ten one-time recovery codes.

const ISSUER = 'Cipta Visa';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app reads from a QR code (the staff screen draws it). */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/**
 * The time step of a valid code, or undefined. One step either side is accepted for clock
 * drift; a step at or before `lastStep` is refused, so a code never works twice.
 */
export function acceptedTotpStep(secret: string, code: string, lastStep: number | null): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = verifySync({ secret, token: code, epochTolerance: 30 });
  // The step the code was made for (TOTP results carry it; the HOTP half of the union does not).
  const step = result.valid && 'timeStep' in result ? Number(result.timeStep) : undefined;
  if (step === undefined) return undefined;
  return lastStep !== null && step <= Number(lastStep) ? undefined : step;
}

/** 32 letters and digits without look-alikes (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten codes such as `K7QM2-XZP9W` (50 bits each), shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A typed recovery code, normalised (case, spaces, the dash) and hashed as stored. */
export function recoveryCodeHash(code: string): string {
  return tokenHash(code.toUpperCase().replace(/[\s-]/g, ''));
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code.trim());
}
