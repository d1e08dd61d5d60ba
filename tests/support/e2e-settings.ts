/** The reset secret the journeys' API runs with; a test proves it never reaches the bundle. */
export const E2E_RESET_SECRET = 'e2e-reset-secret';

/** The journeys' API keeps its SQLite file and uploads here (set by playwright.config.ts). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
}
