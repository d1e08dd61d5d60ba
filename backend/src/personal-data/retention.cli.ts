import { loadConfig } from '../config/config.js';
import { openDatabase } from '../database/database.js';
import { fileStoreFor } from '../storage/storage.module.js';
import { Retention } from './retention.js';
import { keepWrittenFilesPrivate } from '../common/private-files.js';

// `npm run retention [-- --dry-run]`: the daily job by hand, with the API's settings
// (docs/operations.md, "Retention"). Prints what it removed, or would remove, as JSON.
keepWrittenFilesPrivate();
const args = process.argv.slice(2);
try {
  const unknown = args.filter((arg) => arg !== '--dry-run');
  if (unknown.length) throw new Error(`Unknown argument ${unknown[0]}. Usage: npm run retention [-- --dry-run].`);
  const config = loadConfig();
  const database = await openDatabase(config);
  const store = fileStoreFor(config);
  try {
    await store.open();
    const outcome = await new Retention(database.db, store, config.retention, config.mail.dir).run({
      dryRun: args.includes('--dry-run'),
    });
    if (!outcome.ran) throw new Error(`Not run: ${outcome.reason} (it ran less than a day ago, or runs now).`);
    console.log(JSON.stringify(outcome.summary, null, 2));
  } finally {
    await store.close();
    await database.db.destroy();
  }
} catch (error) {
  console.error(`The retention run failed: ${(error as Error).message}`);
  process.exit(1);
}
