// Writes docs/machines/ from the machines (npm run gen); the rendering is src/diagram.ts.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { renderDiagramFiles } from '../src/diagram.js';
import { MACHINE_DOCS } from '../src/machine-docs.js';

const outDir = new URL('../../docs/machines/', import.meta.url);
const files = renderDiagramFiles(MACHINE_DOCS);

mkdirSync(outDir, { recursive: true });
// The folder is generated whole, so a page of a machine that is gone goes too.
for (const name of readdirSync(outDir)) {
  if (name.endsWith('.md') && !files.has(name)) {
    rmSync(new URL(name, outDir));
  }
}
for (const [name, text] of files) {
  writeFileSync(new URL(name, outDir), text);
}
console.log(`docs/machines: wrote ${[...files.keys()].join(', ')}`);
