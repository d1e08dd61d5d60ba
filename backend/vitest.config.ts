import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts'],
    // A PostgreSQL server (embedded where none answers) and an S3 server for the whole run.
    globalSetup: ['src/testing/global-setup.ts'],
    // The suites boot real servers on SQLite and PostgreSQL; two cores, so two at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
