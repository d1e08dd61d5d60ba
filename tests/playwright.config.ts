import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { API, E2E_API_PORT, E2E_RESET_SECRET, E2E_WEB_PORT, WEB } from './support/e2e-settings.js';

// Journeys in Debian's Chromium against the servers `npm start` runs (built API on :3000,
// built web app on :8080, or E2E_API_PORT / E2E_WEB_PORT), with a fresh SQLite database and
// upload folder for the run.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Made once in the runner and inherited by its workers, so a journey can inspect what the API
// stored (support/e2e-settings.ts).
const data = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'cipta-e2e-'));
process.env.E2E_DATA_DIR = data;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous bounds: on a busy 2-core machine (CI runs the API, the web server and two
  // Chromiums at once) a page with 30 cards and an axe pass can take 20 s; a passing journey
  // takes no longer for them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: WEB,
    locale: 'en-US',
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // The machine has no network but loopback; these keep Chromium from trying.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The API prints the first admin's one-time link only while no staff account exists, and many
  // journeys add accounts (staff screens, and reading what was stored through the staff API):
  // the first-admin journey runs first, the others once it is done.
  projects: [
    { name: 'first-admin', testMatch: 'staff-first-admin.spec.ts' },
    { name: 'journeys', testIgnore: 'staff-first-admin.spec.ts', dependencies: ['first-admin'] },
  ],
  webServer: [
    {
      // The log is also kept in the run's folder: the staff journey reads the first admin's
      // one-time set-up link from it, as a person installing the API would (issue 13).
      command: `node backend/dist/main.js | tee "${path.join(data, 'api.log')}"`,
      cwd: root,
      url: `${API}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        SQLITE_PATH: path.join(data, 'app.sqlite'),
        UPLOAD_DIR: path.join(data, 'uploads'),
        // issue 14: no SMTP server, so every message is an .eml file a journey can open; its links lead to this web app.
        MAIL_DIR: path.join(data, 'mail'),
        PUBLIC_ORIGIN: WEB,
        PORT: String(E2E_API_PORT),
        // The web app's origins, and the API's own for /docs "Try it out" (issue 30).
        CORS_ORIGINS: `http://localhost:${E2E_WEB_PORT},http://127.0.0.1:${E2E_WEB_PORT},http://localhost:${E2E_API_PORT},${API}`,
        RATE_LIMIT: 'off',
        PROMO_MAX_PER_ADDRESS: '0',
        // The anti-bot check runs as in production, so every journey through the three forms
        // proves the widget solves and the API accepts; cheap, to keep the journeys fast.
        BOT_CHALLENGE: 'on',
        BOT_CHALLENGE_COST: '10',
        BOT_CHALLENGE_MAX_COUNTER: '20',
        PROMO_RESET_SECRET: E2E_RESET_SECRET,
        LOG_LEVEL: 'warn',
        // Every worktree's journeys run at once on this machine: no fixed metrics port.
        METRICS_PORT: 'off',
        // issue 13: set-up links lead to the web app at localhost, the same site as the API's
        // localhost, so the SameSite=Strict session cookie goes with the staff area's calls.
        STAFF_WEB_URL: `http://localhost:${E2E_WEB_PORT}`,
        // issue 28: the agency's notices, whose links the journey mail-links.spec.ts follows.
        STAFF_NOTIFY_EMAIL: 'desk@example.com',
      },
    },
    {
      command: 'node frontend/dist-server/web-server.js',
      cwd: root,
      url: `${WEB}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { WEB_PORT: String(E2E_WEB_PORT) },
    },
  ],
});
