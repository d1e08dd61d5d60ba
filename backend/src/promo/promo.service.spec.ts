import { describe, expect, it, vi } from 'vitest';
import { BotChallengeService } from '../bot-challenge/bot-challenge.service.js';
import type { RecentClaimsRepository } from '../bot-challenge/recent-claims.repository.js';
import type { UsedChallengesRepository } from '../bot-challenge/used-challenges.repository.js';
import { ApiError } from '../common/api-error.js';
import { loadConfig } from '../config/config.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import type { PromoClaimDto } from './promo.dto.js';
import type { ClaimOutcome, PromoRepository } from './promo.repository.js';
import { PromoService } from './promo.service.js';
import type { LockoutState, ResetLockoutRepository } from './reset-lockout.repository.js';

const SECRET = 'the-operators-secret';

/** A repository that answers what the test says, with no database behind it. */
function fakeRepository({
  claimed = 0,
  outcome = { kind: 'claimed', claimNumber: 1 } as ClaimOutcome,
  cleared = 0,
} = {}) {
  return {
    claimedCount: vi.fn(async () => claimed),
    claim: vi.fn(async () => outcome),
    reset: vi.fn(async () => cleared),
  };
}

/** A lockout whose count of the current attempt the test chooses. */
function fakeLockout(state: LockoutState = { attempts: 1, since: Date.now() }) {
  return { count: vi.fn(async () => state), clear: vi.fn(async () => undefined) };
}

function serviceWith(
  repository: ReturnType<typeof fakeRepository>,
  env: Record<string, string> = {},
  lockout: ReturnType<typeof fakeLockout> = fakeLockout(),
) {
  // The anti-bot check is off: its solutions are checked and spent in bot-challenge.e2e.spec.ts.
  const config = loadConfig({ PROMO_LIMIT: '77', PROMO_RESET_SECRET: SECRET, BOT_CHALLENGE: 'off', ...env });
  return new PromoService(
    repository as unknown as PromoRepository,
    config,
    lockout as unknown as ResetLockoutRepository,
    new MailOutbox(config),
    new BotChallengeService(config, {} as UsedChallengesRepository, {} as RecentClaimsRepository),
  );
}

const request = (extra: Partial<PromoClaimDto> = {}): PromoClaimDto => ({
  name: 'Ana Silva',
  email: 'ana@example.com',
  phone: '+62 812 3456 7890',
  ...extra,
});

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('PromoService.status', () => {
  it('counts the remaining spots from the limit', async () => {
    const service = serviceWith(fakeRepository({ claimed: 12 }));
    expect(await service.status()).toEqual({ limit: 77, claimed: 12, remaining: 65 });
  });

  it('shows a full promotion, never a negative remainder, when the operator lowered the limit below the claims', async () => {
    const service = serviceWith(fakeRepository({ claimed: 40 }), { PROMO_LIMIT: '30' });
    expect(await service.status()).toEqual({ limit: 30, claimed: 30, remaining: 0 });
  });

  it('shows a promotion with no spots at all as full', async () => {
    const service = serviceWith(fakeRepository({ claimed: 0 }), { PROMO_LIMIT: '0' });
    expect(await service.status()).toEqual({ limit: 0, claimed: 0, remaining: 0 });
  });
});

describe('PromoService.claim', () => {
  it('asks the repository for a spot under the configured limit, keeping the browser guess only as a note', async () => {
    const repository = fakeRepository({ outcome: { kind: 'claimed', claimNumber: 5 } });
    const service = serviceWith(repository, { PROMO_LIMIT: '10' });

    const result = await service.claim(request({ promo: 'Express Visa discount', claimNumber: 9 }));

    expect(result).toEqual({ success: true, claimNumber: 5, remaining: 5 });
    expect(repository.claim).toHaveBeenCalledWith(
      {
        name: 'Ana Silva',
        email: 'ana@example.com',
        phone: '+62 812 3456 7890',
        promo: 'Express Visa discount',
        clientClaimNumber: 9,
        clientKey: 'unknown',
        language: 'id',
        challengeNonce: null,
      },
      10,
      3,
      expect.any(Function),
    );
  });

  it('stores absent optional fields as null', async () => {
    const repository = fakeRepository();
    await serviceWith(repository).claim(request());
    expect(repository.claim).toHaveBeenCalledWith(
      expect.objectContaining({ promo: null, clientClaimNumber: null }),
      77,
      3,
      expect.any(Function),
    );
  });

  it('answers spot 77 of 77 with nothing remaining', async () => {
    const service = serviceWith(fakeRepository({ outcome: { kind: 'claimed', claimNumber: 77 } }));
    expect(await service.claim(request())).toEqual({ success: true, claimNumber: 77, remaining: 0 });
  });

  it('answers a full promotion with 409 PROMO_EXPIRED', async () => {
    const error = await apiErrorOf(serviceWith(fakeRepository({ outcome: { kind: 'expired' } })).claim(request()));
    expect([error.statusCode, error.code]).toEqual([409, 'PROMO_EXPIRED']);
  });

  it('answers an e-mail that already holds a spot with 409 ALREADY_CLAIMED', async () => {
    const error = await apiErrorOf(
      serviceWith(fakeRepository({ outcome: { kind: 'already-claimed' } })).claim(request()),
    );
    expect([error.statusCode, error.code]).toEqual([409, 'ALREADY_CLAIMED']);
  });
});

describe('PromoService.reset', () => {
  it('is disabled when no reset secret is configured, whatever secret is sent', async () => {
    const repository = fakeRepository();
    const service = serviceWith(repository, { PROMO_RESET_SECRET: '' });

    const error = await apiErrorOf(service.reset(SECRET, '192.0.2.1'));

    expect([error.statusCode, error.code]).toEqual([403, 'RESET_DISABLED']);
    expect(repository.reset).not.toHaveBeenCalled();
  });

  it.each([
    ['a wrong secret', 'guess'],
    ['a prefix of the secret', SECRET.slice(0, -1)],
    ['the secret with more after it', `${SECRET}!`],
    ['the secret in other letter case', SECRET.toUpperCase()],
  ])('refuses %s with RESET_FORBIDDEN and clears nothing', async (_case, secret) => {
    const repository = fakeRepository();
    const lockout = fakeLockout();
    const error = await apiErrorOf(serviceWith(repository, {}, lockout).reset(secret, '192.0.2.1'));

    expect([error.statusCode, error.code]).toEqual([403, 'RESET_FORBIDDEN']);
    expect(repository.reset).not.toHaveBeenCalled();
    expect(lockout.clear).not.toHaveBeenCalled();
  });

  it("clears the claims with the right secret and says how many, ending the address' run of attempts", async () => {
    const repository = fakeRepository({ cleared: 42 });
    const lockout = fakeLockout({ attempts: 5, since: Date.now() });
    expect(await serviceWith(repository, {}, lockout).reset(SECRET, '192.0.2.1')).toEqual({
      success: true,
      cleared: 42,
    });
    expect(repository.reset).toHaveBeenCalledOnce();
    expect(lockout.count).toHaveBeenCalledWith('reset-lockout:192.0.2.1', expect.any(Number), 900_000, 5);
    expect(lockout.clear).toHaveBeenCalledWith('reset-lockout:192.0.2.1');
  });

  it('counts attempts with the configured lockout, and not at all while resets are disabled', async () => {
    const lockout = fakeLockout();
    await serviceWith(fakeRepository(), { RESET_LOCKOUT_MAX: '3', RESET_LOCKOUT_SECONDS: '60' }, lockout).reset(
      SECRET,
      '::1',
    );
    expect(lockout.count).toHaveBeenCalledWith('reset-lockout:0:0:0:0::/64', expect.any(Number), 60_000, 3);

    const unused = fakeLockout();
    await apiErrorOf(serviceWith(fakeRepository(), { PROMO_RESET_SECRET: '' }, unused).reset(SECRET, '::1'));
    expect(unused.count).not.toHaveBeenCalled();
  });

  it('refuses a locked-out address with 429 and the seconds left, even with the right secret', async () => {
    const repository = fakeRepository();
    const lockout = fakeLockout({ attempts: 6, since: Date.now() - 300_000 });

    const error = await apiErrorOf(serviceWith(repository, {}, lockout).reset(SECRET, '192.0.2.1'));

    expect([error.statusCode, error.code]).toEqual([429, 'RATE_LIMITED']);
    const retryAfter = Number(error.headers['Retry-After']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(error.message).toBe(`Too many wrong reset secrets from this address. Try again in ${retryAfter} seconds.`);
    expect(repository.reset).not.toHaveBeenCalled();
    expect(lockout.clear).not.toHaveBeenCalled();
  });
});
