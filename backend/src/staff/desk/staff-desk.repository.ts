import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database } from '../../database/schema.js';
import { overdueCondition } from '../cases/queue-conditions.js';
import type { QueueContext } from '../cases/application-queue.repository.js';

/** The navigation's counts (issue 27): what waits for the signed-in person and the team. */
@Injectable()
export class StaffDeskRepository {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  async counts(context: QueueContext) {
    const when = (condition: unknown) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;
    const [applications, messages, consultations] = await Promise.all([
      this.db
        .selectFrom('applications')
        .select((eb) => [
          when(eb('applications.attention_since', 'is not', null)).as('attention'),
          when(overdueCondition(eb, context.now, context.serviceDays)).as('overdue'),
          when(eb('applications.assigned_to', '=', context.staffId)).as('mine'),
        ])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('handled_at', 'is', null)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('consultation_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('handled_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      applications: {
        needsAttention: Number(applications.attention ?? 0),
        overdue: Number(applications.overdue ?? 0),
        assignedToMe: Number(applications.mine ?? 0),
      },
      contactMessages: { unhandled: Number(messages.n) },
      consultationRequests: { unhandled: Number(consultations.n) },
    };
  }
}
