import { Injectable } from '@nestjs/common';
import { type Assignee, mayAssign } from '@cipta/domain/case-desk';
import type { StaffRole } from '@cipta/domain/staff-rules';
import type { Kysely } from 'kysely';
import { ApiError, fieldInvalid } from '../../common/api-error.js';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database } from '../../database/schema.js';
import type { ActiveSession } from '../common/staff-sessions.js';

/** issue 27: who may hold cases, messages and consultation requests, and who may hand them out. */
@Injectable()
export class Assignees {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  /** Every active (enabled) staff account, by name: whom an item can be assigned to. */
  colleagues() {
    return this.db
      .selectFrom('staff_users')
      .select(['id', 'name', 'email', 'role'])
      .where('disabled_at', 'is', null)
      .orderBy('name')
      .orderBy('email')
      .execute();
  }

  /**
   * Refuses a change of assignee the actor may not make (`403 ASSIGNMENT_FORBIDDEN`: staff take
   * what nobody holds and release their own; admins assign anyone), or to an account that is not
   * an active one (`400`).
   */
  async check(actor: ActiveSession, current: Assignee, next: Assignee): Promise<void> {
    if (!mayAssign({ id: actor.user.id, role: actor.user.role as StaffRole }, current, next)) {
      throw new ApiError(
        403,
        'ASSIGNMENT_FORBIDDEN',
        'Staff may take what nobody holds and release their own; only an admin assigns others.',
      );
    }
    if (next === null || next === current) return;
    const member = await this.db
      .selectFrom('staff_users')
      .select('id')
      .where('id', '=', next)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    if (!member) throw fieldInvalid('staffId', 'staffId must be the id of an active staff account');
  }
}
