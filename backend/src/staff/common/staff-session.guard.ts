import { timingSafeEqual } from 'node:crypto';
import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { StaffRole } from '@cipta/domain/staff-rules';
import { ApiError } from '../../common/api-error.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { CountedPerSession, sessionBudget } from '../../rate-limit/rate-limit.guard.js';
import { RateLimiter } from '../../rate-limit/rate-limiter.js';
import { type ActiveSession, StaffSessions } from './staff-sessions.js';

/**
 * The session cookie: HttpOnly, SameSite=Strict. Over plain HTTP (a laptop, the tests) it is
 * `cipta_staff`, scoped to the staff API. Over HTTPS it is `__Host-cipta_staff` (issue 29,
 * ASVS V3.4.4): Secure, no Domain and Path=/, which the browser enforces for the prefix, so no
 * subdomain and no plain-HTTP page can set or shadow it.
 */
export const STAFF_COOKIE = 'cipta_staff';
export const SECURE_STAFF_COOKIE = `__Host-${STAFF_COOKIE}`;

const cookieScope = (secure: boolean) =>
  secure ? `${SECURE_STAFF_COOKIE}=%s; Path=/` : `${STAFF_COOKIE}=%s; Path=/api/staff`;

export function sessionCookie(token: string, secure: boolean, maxAge: number): string {
  return `${cookieScope(secure).replace('%s', token)}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${cookieScope(secure).replace('%s', '')}; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The session's token, from the HTTPS cookie if there is one, else the plain one. */
export function sessionToken(req: Request): string | undefined {
  const found = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name && value.length && value.join('=')) found.set(name, value.join('='));
  }
  return found.get(SECURE_STAFF_COOKIE) ?? found.get(STAFF_COOKIE);
}

export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', 'Sign in to continue.');

interface StaffAreaOptions {
  /** Only this role (admin) may call it. */
  role?: StaffRole;
  /** Also callable while the second factor is being enrolled (the session calls). */
  duringEnrolment?: boolean;
}

const STAFF_AREA = 'staff-area';

/**
 * A staff operation (product §10.2, §10.3): a live session (else 401), its CSRF token in
 * X-CSRF-Token on every call that changes something (else 403), and the role (else 403). Each
 * call that changes something counts against the session's own budget, STAFF_RATE_LIMIT_MAX a
 * window (else 429), not against the visitors' budget of the office's address (issue 29).
 */
export const StaffArea = (options: StaffAreaOptions = {}) =>
  applyDecorators(SetMetadata(STAFF_AREA, options), CountedPerSession(), UseGuards(StaffSessionGuard));

export type StaffRequest = Request & { staff: ActiveSession };

const SAFE_METHODS = new Set(['GET', 'HEAD']);

@Injectable()
export class StaffSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: StaffSessions,
    private readonly limiter: RateLimiter,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options =
      this.reflector.getAllAndOverride<StaffAreaOptions | undefined>(STAFF_AREA, [
        context.getHandler(),
        context.getClass(),
      ]) ?? {};
    const req = context.switchToHttp().getRequest<StaffRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const token = sessionToken(req);
    const active = token ? await this.sessions.resume(token) : undefined;
    if (!active || (active.session.stage !== 'signed-in' && !options.duringEnrolment)) {
      if (token && !active) res.setHeader('Set-Cookie', clearedSessionCookie(req.secure));
      throw unauthenticated();
    }
    if (!SAFE_METHODS.has(req.method)) {
      // A route guarded on its class and its method passes here twice: the call counts once.
      if (!req.staff) await this.limiter.consume(...sessionBudget(req, active.session.id, this.config), res);
      if (!sameToken(req.headers['x-csrf-token'], active.session.csrf_token)) {
        throw new ApiError(403, 'CSRF_FAILED', 'The X-CSRF-Token header is missing or wrong; sign in again.');
      }
    }
    if (options.role && active.user.role !== options.role) {
      throw new ApiError(403, 'ROLE_FORBIDDEN', `Only an ${options.role} may do this.`);
    }
    req.staff = active;
    return true;
  }
}

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
