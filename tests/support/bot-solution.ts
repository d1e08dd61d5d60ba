import type { APIRequestContext } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { API } from './e2e-settings.js';

/**
 * The `altcha` field a protected call needs when a journey calls the API directly (other
 * visitors' claims): a challenge of the journeys' API, solved here as the widget would.
 */
export async function botSolution(request: APIRequestContext): Promise<{ altcha: string }> {
  const challenge = (await (await request.get(`${API}/api/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return { altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}
