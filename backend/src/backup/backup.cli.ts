import path from 'node:path';
import { loadConfig } from '../config/config.js';
import { backup, restore } from './backup.js';
import { keepWrittenFilesPrivate } from '../common/private-files.js';

// `npm run backup -- <folder>` and `npm run restore -- <folder>`: the API's own settings
// (SQLITE_PATH, UPLOAD_DIR …) say what to back up or where to restore. docs/operations.md, "Backups".
keepWrittenFilesPrivate();
const [command, folder] = process.argv.slice(2);
try {
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    throw new Error('Usage: npm run backup -- <folder>, or npm run restore -- <folder>.');
  }
  const config = loadConfig();
  const where = path.resolve(folder);
  const began = Date.now();
  const manifest = command === 'backup' ? await backup(config, where) : await restore(config, where);
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  const verb = command === 'backup' ? 'Backed up' : 'Restored';
  console.log(
    `${verb} ${manifest.counts.applications} applications and ${manifest.counts.files} documents ` +
      `(${manifest.files.reduce((sum, file) => sum + file.bytes, manifest.database.bytes)} bytes, SHA-256 verified) ` +
      `${command === 'backup' ? 'into' : 'from'} ${where} in ${seconds} s.`,
  );
} catch (error) {
  console.error(`The ${command ?? 'backup'} failed: ${(error as Error).message}`);
  process.exit(1);
}
