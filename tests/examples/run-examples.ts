import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { assertBuildIsFresh } from '../../backend/src/testing/api-process.js';
import { startApiProcess } from '../support/api-process.js';
import { contractOperations, exampleRequest, replayExamples } from './replay.js';

// `npm run examples` (issue 30): a fresh instance of the built API at its default settings, in
// a folder of its own, every example of openapi.yaml replayed against it, one line each, and
// "N of N operations" at the end. Exits 1 when any operation fails.

assertBuildIsFresh();
const began = Date.now();
const dir = mkdtempSync(path.join(tmpdir(), 'cipta-examples-'));
const sqlitePath = path.join(dir, 'app.sqlite');
// Only where the data goes differs from the defaults, and the promotion reset's secret, which
// has none (unset, the reset is off): the example's secret (decision 186).
const resetSecret = (exampleRequest('POST /api/promo-claim/reset').body as { secret: string }).secret;
const api = await startApiProcess({
  SQLITE_PATH: sqlitePath,
  UPLOAD_DIR: path.join(dir, 'uploads'),
  MAIL_DIR: path.join(dir, 'mail'),
  PROMO_RESET_SECRET: resetSecret,
});
try {
  const firstAdminLink = api.logs.find((entry) => typeof entry.setupLink === 'string')?.setupLink as string | undefined;
  if (!firstAdminLink) throw new Error('the fresh instance logged no set-up link for the first admin');
  const results = await replayExamples(
    {
      url: api.url,
      firstAdminLink,
      markMailDead: (id) => {
        const db = new Database(sqlitePath);
        try {
          db.prepare("UPDATE mail_outbox SET status = 'dead', last_error = ? WHERE id = ?").run(
            '421 4.7.0 Try again later',
            id,
          );
        } finally {
          db.close();
        }
      },
    },
    (result) =>
      console.log(
        `${result.passed ? '✓' : '✗'} ${result.operation} ${result.status ?? '-'}${result.reason ? `: ${result.reason}` : ''}`,
      ),
  );
  const passed = results.filter((result) => result.passed).length;
  console.log(
    `${passed} of ${contractOperations().length} operations replayed their examples (${((Date.now() - began) / 1000).toFixed(1)} s)`,
  );
  process.exitCode = passed === results.length ? 0 : 1;
} finally {
  await api.stop();
  rmSync(dir, { recursive: true, force: true });
}
