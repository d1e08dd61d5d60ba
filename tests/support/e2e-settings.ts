/** The reset secret the journeys' API runs with; a test proves it never reaches the bundle. */
export const E2E_RESET_SECRET = 'e2e-reset-secret';

// The journeys run against the servers `npm start` runs: the API on :3000 and the web app on
// :8080. E2E_API_PORT and E2E_WEB_PORT move them, so two checkouts can run their journeys at
// once; the web app must then be built for that API (VITE_API_BASE_URL=http://localhost:<port>).
const apiPort = Number(process.env.E2E_API_PORT ?? 3000);
const webPort = Number(process.env.E2E_WEB_PORT ?? 8080);
export const E2E_API_PORT = apiPort;
export const E2E_WEB_PORT = webPort;
/** The API, as the journeys call it directly. */
export const API = `http://127.0.0.1:${apiPort}`;
/** The API as the built web app calls it (frontend/.env.localhost names localhost). */
export const API_FROM_PAGE = `http://localhost:${apiPort}`;
/** The web app's origin. */
export const WEB = `http://127.0.0.1:${webPort}`;

/** The journeys' API keeps its SQLite file and uploads here (set by playwright.config.ts). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
}
