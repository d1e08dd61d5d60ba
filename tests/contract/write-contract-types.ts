import { writeFile } from 'node:fs/promises';
import { CONTRACT_TYPES, contractTypes } from './contract-types.js';

// `npm run gen`: the contract's types, generated the one way the contract test checks them.
await writeFile(CONTRACT_TYPES, await contractTypes());
