import { Injectable } from '@nestjs/common';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, expressionBuilder } from 'kysely';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database } from '../../database/schema.js';
import { overdueBranches } from '../cases/queue-conditions.js';
import type { QueueContext } from '../cases/queue-filter.js';

/** The navigation's counts (issue 27): what waits for the signed-in person and the team. */
@Injectable()
export class StaffDeskRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  async counts(context: QueueContext) {
    // issue 31: one count per mark, each a WHERE an index answers, not one pass over every row.
    const applications = (condition: (eb: ExpressionBuilder<Database, 'applications'>) => Expression<SqlBool>) =>
      this.db
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(condition)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    const unhandled = (table: 'contact_messages' | 'consultation_requests') =>
      this.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('handled_at', 'is', null)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    // The overdue branches match no row twice: their counts add up.
    const overdueCounts = overdueBranches(
      expressionBuilder<Database, 'applications'>(),
      context.now,
      context.serviceDays,
    ).map((branch) => applications(() => branch));
    const [attention, overdue, mine, messages, consultations] = await Promise.all([
      applications((eb) => eb('applications.attention_since', 'is not', null)),
      Promise.all(overdueCounts).then((counts) => counts.reduce((sum, n) => sum + n, 0)),
      applications((eb) => eb('applications.assigned_to', '=', context.staffId)),
      unhandled('contact_messages'),
      unhandled('consultation_requests'),
    ]);
    return {
      applications: { needsAttention: attention, overdue, assignedToMe: mine },
      contactMessages: { unhandled: messages },
      consultationRequests: { unhandled: consultations },
    };
  }
}
