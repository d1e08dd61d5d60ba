import { loadConfig } from '../../backend/src/config/config.js';
import { openDatabase } from '../../backend/src/database/database.js';
import { Retention } from '../../backend/src/personal-data/retention.js';
import { LocalFileStore } from '../../backend/src/storage/local-file-store.js';

// issue 31: the daily retention job over a filled database, alone in this process (started by
// staff-scale.ts), which prints its time and its peak resident growth as one JSON line. The
// lease the fill held is freed first, as a day after the last run would.
const config = loadConfig();
const database = await openDatabase(config);
// The local store, as the bench's API has (storage.module.ts's decorators do not load under tsx).
const store = new LocalFileStore(config.uploadDir);
await store.open();
await database.db
  .updateTable('job_leases' as never)
  .set({ expires_at: '' } as never)
  .execute();
const before = process.memoryUsage.rss();
const began = performance.now();
const outcome = await new Retention(database.db, store, config.retention, config.mail.dir).run();
const ms = performance.now() - began;
// maxRSS is the peak of the whole process, in KiB.
const growthMB = (process.resourceUsage().maxRSS * 1024 - before) / 2 ** 20;
if (!outcome.ran) throw new Error(`retention did not run: ${outcome.reason}`);
const { summary } = outcome;
await store.close();
await database.db.destroy();
console.log(
  JSON.stringify({
    ms,
    growthMB,
    erased: summary.applications.length + summary.contactMessages.length + summary.consultationRequests.length,
    documents: summary.documents.count,
  }),
);
