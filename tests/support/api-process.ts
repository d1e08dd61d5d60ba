import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The tests and the benchmark start the built API with the backend's own helper, so there is
// one way to start it (with its `API listening` line, its logs, SIGTERM and SIGKILL).
export { type ApiProcess, BUILT_MAIN as main, startApiProcess } from '../../backend/src/testing/api-process.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
