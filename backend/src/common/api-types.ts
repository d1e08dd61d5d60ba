// The types generated from openapi.yaml (npm run gen), from the domain package that the web
// app's client compiles against too, so the contract is written once and both sides are checked.
export type { components, operations, paths } from '@cipta/domain/contract';
import type { components } from '@cipta/domain/contract';

export type Schemas = components['schemas'];

/**
 * A request the anti-bot step guards, as the API reads it: the contract requires `altcha` (the
 * default, issue 30), but the operator's BOT_CHALLENGE=off lifts that, so the body may lack it;
 * BotChallengeService decides, after validation.
 */
export type AltchaOptional<Request extends { altcha: string }> = Omit<Request, 'altcha'> & { altcha?: string };
