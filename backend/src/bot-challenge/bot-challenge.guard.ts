import { type CanActivate, type ExecutionContext, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import type { Request } from 'express';
import { BotChallengeService } from './bot-challenge.service.js';

/**
 * Checks the proof of work in the body's `altcha` field before anything is stored (after the
 * rate limit, which is the global guard); refused with 403 CHALLENGE_FAILED. BOT_CHALLENGE=off
 * lets every request through.
 */
@Injectable()
export class BotChallengeGuard implements CanActivate {
  constructor(private readonly challenges: BotChallengeService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.challenges.enabled) return true;
    const body: unknown = context.switchToHttp().getRequest<Request>().body;
    const payload = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).altcha : undefined;
    await this.challenges.verify(payload);
    return true;
  }
}

/** The route takes a solved challenge in `altcha` (issue 20: promotion claim, contact message, consultation). */
export const RequiresBotChallenge = () => applyDecorators(UseGuards(BotChallengeGuard));
