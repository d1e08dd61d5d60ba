import { Body, Controller, Get, HttpCode, Injectable, Ip, Post, Query, Req } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Schemas } from '../../common/api-types.js';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database } from '../../database/schema.js';
import { PromoRepository } from '../../promo/promo.repository.js';
import { PromoService } from '../../promo/promo.service.js';
import { PromotionQueryDto, PromotionResetDto } from './promotion.dto.js';
import { StaffAudit } from '../common/staff-audit.js';
import { StaffArea, type StaffRequest } from '../common/staff-session.guard.js';
import type { ActiveSession } from '../common/staff-sessions.js';

/** issue 13: the running promotion round's claims, and the admin's reset. */
@Injectable()
export class StaffPromotion {
  constructor(
    @InjectDatabase() private readonly db: Kysely<Database>,
    private readonly promo: PromoService,
    private readonly claims: PromoRepository,
    private readonly audit: StaffAudit,
  ) {}

  async round(page: number, pageSize: number): Promise<Schemas['StaffPromotion']> {
    const [status, rows, total, lastReset] = await Promise.all([
      this.promo.status(),
      this.db
        .selectFrom('promo_claims')
        .selectAll()
        .where('reset_id', 'is', null)
        .orderBy('claim_number')
        .orderBy('id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.db
        .selectFrom('promo_claims')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('reset_id', 'is', null)
        .executeTakeFirstOrThrow(),
      this.db.selectFrom('promo_resets').select('reset_at').orderBy('reset_at', 'desc').limit(1).executeTakeFirst(),
    ]);
    return {
      ...status,
      ...(lastReset ? { lastResetAt: lastReset.reset_at } : {}),
      page,
      pageSize,
      total: Number(total.n),
      items: rows.map((row) => ({
        id: row.id,
        claimNumber: Number(row.claim_number),
        name: row.name,
        email: row.email,
        phone: row.phone,
        ...(row.promo ? { promo: row.promo } : {}),
        claimedAt: row.created_at,
      })),
    };
  }

  /** The same reset as the secret's, audited (with the count) by its own transaction. */
  async reset(staff: ActiveSession, clientAddress: string | undefined): Promise<Schemas['PromoResetResult']> {
    const cleared = await this.claims.reset((trx, count) =>
      this.audit.record(
        {
          actorId: staff.user.id,
          action: 'promotion-reset',
          target: { type: 'promotion', id: 'promotion' },
          clientAddress,
          details: { cleared: count },
        },
        trx,
      ),
    );
    return { success: true, cleared };
  }
}

@Controller('api/staff/promotion')
@StaffArea()
export class StaffPromotionController {
  constructor(private readonly promotion: StaffPromotion) {}

  @Get()
  round(@Query() query: PromotionQueryDto): Promise<Schemas['StaffPromotion']> {
    return this.promotion.round(query.page ?? 1, query.pageSize ?? 25);
  }
}

/** Admins only: a class of its own, so one guard with one role runs. */
@Controller('api/staff/promotion')
@StaffArea({ role: 'admin' })
export class StaffPromotionResetController {
  constructor(private readonly promotion: StaffPromotion) {}

  @Post('reset')
  @HttpCode(200)
  reset(
    @Body() _confirmed: PromotionResetDto,
    @Req() req: StaffRequest,
    @Ip() ip: string | undefined,
  ): Promise<Schemas['PromoResetResult']> {
    return this.promotion.reset(req.staff, ip);
  }
}
