// The types generated from openapi.yaml (npm run gen). The frontend's client compiles against
// the same file, so the contract is written once and both sides are checked against it.
export type { components, operations, paths } from '../../../frontend/src/api/schema.js';
import type { components } from '../../../frontend/src/api/schema.js';

export type Schemas = components['schemas'];
