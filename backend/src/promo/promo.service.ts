import { createHash, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE } from '@cipta/domain/constants';
import { BotChallengeService } from '../bot-challenge/bot-challenge.service.js';
import { ApiError } from '../common/api-error.js';
import { clientKey } from '../common/client-key.js';
import type { Schemas } from '../common/api-types.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import type { PromoClaimDto } from './promo.dto.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { PromoRepository } from './promo.repository.js';
import { ResetLockoutRepository } from './reset-lockout.repository.js';

@Injectable()
export class PromoService {
  constructor(
    private readonly claims: PromoRepository,
    @InjectConfig() private readonly config: AppConfig,
    private readonly lockout: ResetLockoutRepository,
    private readonly mail: MailOutbox,
    private readonly challenges: BotChallengeService,
  ) {}

  async status(): Promise<Schemas['PromoStatus']> {
    const limit = this.config.promoLimit;
    const claimed = Math.min(await this.claims.claimedCount(), limit);
    return { limit, claimed, remaining: limit - claimed };
  }

  /** `clientAddress` as TRUST_PROXY sees it; one address (an IPv6 /64) holds at most PROMO_MAX_PER_ADDRESS spots a round. */
  async claim(
    request: PromoClaimDto,
    clientAddress?: string,
    language: string = DEFAULT_LANGUAGE,
  ): Promise<Schemas['PromoClaimResult']> {
    const limit = this.config.promoLimit;
    const solution = await this.challenges.check(request.altcha);
    const outcome = await this.claims.claim(
      {
        name: request.name,
        email: request.email,
        phone: request.phone,
        promo: request.promo ?? null,
        clientClaimNumber: request.claimNumber ?? null,
        clientKey: clientKey(clientAddress),
        language,
        challengeNonce: solution?.nonce ?? null,
      },
      limit,
      this.config.promoMaxPerAddress,
      // The solution is spent with the spot it took; a refused claim leaves it usable.
      async (trx, id, claimNumber) => {
        await this.challenges.spend(trx, solution);
        await this.mail.promoClaim(trx, {
          id,
          name: request.name,
          email: request.email,
          language,
          claimNumber,
          promo: request.promo ?? null,
        });
      },
    );
    switch (outcome.kind) {
      case 'claimed':
        return { success: true, claimNumber: outcome.claimNumber, remaining: Math.max(0, limit - outcome.claimNumber) };
      case 'expired':
        throw new ApiError(409, 'PROMO_EXPIRED', 'All promotion spots have been claimed.');
      case 'already-claimed':
        throw new ApiError(409, 'ALREADY_CLAIMED', 'This e-mail address has already claimed a spot.');
      case 'address-cap':
        throw new ApiError(
          409,
          'ADDRESS_LIMIT_REACHED',
          `This network address already holds ${this.config.promoMaxPerAddress} spots of this promotion.`,
        );
    }
  }

  /**
   * `clientAddress` is the request's address as TRUST_PROXY sees it: after a few wrong secrets
   * from it, every attempt from it is refused for a while, the right secret included, so the
   * secret cannot be guessed however many requests are sent at once or to however many instances.
   */
  async reset(secret: string, clientAddress: string | undefined): Promise<Schemas['PromoResetResult']> {
    const expected = this.config.promoResetSecret;
    if (expected === undefined) {
      throw new ApiError(
        403,
        'RESET_DISABLED',
        'Promotion resets are disabled on this server (PROMO_RESET_SECRET is not set).',
      );
    }
    const { maxFailures, seconds } = this.config.resetLockout;
    const key = `reset-lockout:${clientKey(clientAddress)}`;
    const now = Date.now();
    const run = await this.lockout.count(key, now, seconds * 1000, maxFailures);
    if (run.attempts > maxFailures) {
      const retryAfter = Math.max(1, Math.ceil((run.since + seconds * 1000 - now) / 1000));
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many wrong reset secrets from this address. Try again in ${retryAfter} seconds.`,
        undefined,
        {
          'Retry-After': String(retryAfter),
        },
      );
    }
    if (!sameSecret(secret, expected)) {
      throw new ApiError(403, 'RESET_FORBIDDEN', 'The reset secret is wrong.');
    }
    await this.lockout.clear(key);
    return { success: true, cleared: await this.claims.reset() };
  }
}

/** Constant-time comparison: hashing first makes both sides the same length. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
