import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 of a token, as stored: the database never holds a usable link or session. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}
