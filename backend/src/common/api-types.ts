// The types generated from openapi.yaml (npm run gen), from the domain package that the web
// app's client compiles against too, so the contract is written once and both sides are checked.
export type { components, operations, paths } from '@cipta/domain/contract';
import type { components } from '@cipta/domain/contract';

export type Schemas = components['schemas'];
