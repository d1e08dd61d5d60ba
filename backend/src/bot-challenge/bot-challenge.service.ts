import { Injectable } from '@nestjs/common';
import { type Challenge, createChallenge, type Payload, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Transaction } from 'kysely';
import { ApiError } from '../common/api-error.js';
import type { Database } from '../database/schema.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { challengeWork } from './difficulty.js';
import { RecentClaimsRepository } from './recent-claims.repository.js';
import { UsedChallengesRepository } from './used-challenges.repository.js';

/** A challenge is valid for 5 minutes: time to fill in a form, too short to stockpile solutions. */
export const CHALLENGE_SECONDS = 5 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';
/** The longest `altcha` field taken: a payload is well under 1 KB. */
export const MAX_PAYLOAD_LENGTH = 4096;

const refused = (message: string) => new ApiError(403, 'CHALLENGE_FAILED', message);

/** A solution that check() accepted: the challenge's nonce, spent once, and when it expires (ms). */
export interface CheckedSolution {
  nonce: string;
  expiresAt: number;
}

/**
 * The ALTCHA proof of work (issue 20) in front of the promotion claim, the contact message and
 * the consultation request: self-hosted, signed with BOT_CHALLENGE_SECRET, no third party. The
 * browser must try about `counter` PBKDF2 derivations of `cost` iterations to find the key the
 * challenge names; checking a solution costs the server one.
 */
@Injectable()
export class BotChallengeService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly used: UsedChallengesRepository,
    private readonly recentClaims: RecentClaimsRepository,
  ) {}

  get enabled(): boolean {
    return this.config.botChallenge.enabled;
  }

  /** A challenge whose work grows while the promotion is claimed faster than people claim it (difficulty.ts). */
  async issue(): Promise<Challenge> {
    const config = this.config.botChallenge;
    const { cost, counter } = challengeWork(config, await this.recentClaims.countSince(this.windowStart()));
    return createChallenge({
      algorithm: ALGORITHM,
      cost,
      // Deterministic mode: the key prefix is that of this counter, which the solver must find.
      counter,
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
      hmacSignatureSecret: config.secret,
    });
  }

  /**
   * Throws 403 CHALLENGE_FAILED unless `payload` solves a challenge of ours, unexpired. Spends
   * nothing: the route validates the body first and spends the solution (spend()) in the
   * transaction that stores what it let in, so a refused request leaves it usable (issue 29).
   * Undefined when BOT_CHALLENGE=off.
   */
  async check(payload: unknown): Promise<CheckedSolution | undefined> {
    if (!this.enabled) return undefined;
    if (typeof payload !== 'string' || payload === '')
      throw refused('Solve the anti-bot check first (the field altcha).');
    const parsed = parsePayload(payload);
    if (!parsed) throw refused('The anti-bot check (the field altcha) is not a solution.');
    const { challenge, solution } = parsed;
    if (challenge.parameters.algorithm !== ALGORITHM) throw refused('The anti-bot check is not one of ours.');
    let result;
    try {
      result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.config.botChallenge.secret,
      });
    } catch {
      throw refused('The anti-bot check (the field altcha) is not a solution.');
    }
    if (result.expired) throw refused('The anti-bot check has expired; solve a new one.');
    if (!result.verified) throw refused('The anti-bot check was not solved.');
    await this.refuseBelowRush(challenge.parameters.cost);
    return { nonce: challenge.parameters.nonce, expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000 };
  }

  /**
   * A challenge fetched at rest (valid 5 minutes) must not be spent at the rest price during a
   * rush: a solution whose cost is more than one step below the current one is refused. The one
   * step of grace lets a visitor who started solving as the rush began finish.
   */
  private async refuseBelowRush(cost: number): Promise<void> {
    const config = this.config.botChallenge;
    if (cost * 2 >= config.cost * 2 ** config.rush.steps) return;
    const current = challengeWork(config, await this.recentClaims.countSince(this.windowStart())).cost;
    if (cost * 2 < current) throw refused('The anti-bot check is easier than the one now asked; solve a new one.');
  }

  private windowStart(): Date {
    return new Date(Date.now() - this.config.botChallenge.rush.windowSeconds * 1000);
  }

  /**
   * Records `solution` as used inside `trx`, the transaction that stores what it let in: rolled
   * back with it, committed with it. Throws 403 CHALLENGE_FAILED (the transaction then undone)
   * when any instance has recorded it already. Nothing to do without a solution (check is off).
   */
  async spend(trx: Transaction<Database>, solution: CheckedSolution | undefined): Promise<void> {
    if (!solution) return;
    this.used.sweepSoon(Date.now());
    if (!(await this.used.markUsed(trx, solution.nonce, solution.expiresAt))) {
      throw refused('This anti-bot solution was used already; solve a new one.');
    }
  }
}

/** The widget sends base64 JSON `{ challenge, solution }`; anything else is no payload. */
function parsePayload(text: string): Payload | undefined {
  if (text.length > MAX_PAYLOAD_LENGTH) return undefined;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Payload;
    const parameters = value?.challenge?.parameters;
    if (typeof parameters?.nonce !== 'string' || typeof parameters.algorithm !== 'string') return undefined;
    if (typeof value.solution !== 'object' || value.solution === null) return undefined;
    return value;
  } catch {
    return undefined;
  }
}
