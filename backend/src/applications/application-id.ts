import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * An application ID as product §7 makes the visa one: a prefix, the last 8 digits of the
 * timestamp, then 4 random A-Z0-9. The server makes the permit ones ("PA…") the same way.
 */
export function makeApplicationId(prefix: string, now = Date.now()): string {
  const digits = String(now).slice(-8).padStart(8, '0');
  let suffix = '';
  for (let i = 0; i < 4; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}${digits}${suffix}`;
}
