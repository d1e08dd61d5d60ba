import { readdirSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './e2e-settings.js';

/** The journeys' mail folder (MAIL_DIR, playwright.config.ts): one .eml file per message sent. */
export const mailDir = (): string => path.join(e2eDataDir(), 'mail');

/** The .eml files the API's sender has written so far (none before the first). */
export function emlFiles(): string[] {
  try {
    return readdirSync(mailDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}
