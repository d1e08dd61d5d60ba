// `npm run staff -- add|reset …`: staff accounts from the command line (product §10.2), against
// the database the API's configuration names (DATABASE_URL or the SQLite file).
import { text } from 'node:stream/consumers';
import { loadConfig } from '../../config/config.js';
import { openDatabase } from '../../database/database.js';
import { runStaffCommand } from './staff-command.js';
import { keepWrittenFilesPrivate } from '../../common/private-files.js';

keepWrittenFilesPrivate();
try {
  const config = loadConfig();
  const { db } = await openDatabase(config);
  try {
    process.exitCode = await runStaffCommand(process.argv.slice(2), {
      db,
      webUrl: config.staff.webUrl,
      readStdin: () => text(process.stdin),
      print: (line) => console.log(line),
    });
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(`The staff command failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
