import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { StaffAuditAction, StaffAuditTargetType } from '@cipta/domain/staff-rules';
import type { Kysely } from 'kysely';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database } from '../../database/schema.js';

/** What the audit log records (product §10.3): the domain's list, which the staff area names in words. */
export type AuditAction = StaffAuditAction;

export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  target?: {
    type: StaffAuditTargetType;
    id: string;
  };
  clientAddress: string | undefined;
  /** Ids and codes only: never a name, an e-mail address or a file name. */
  details?: Record<string, string | number | boolean>;
}

/** The append-only audit log: this class only ever inserts. */
@Injectable()
export class StaffAudit {
  constructor(@InjectDatabase() private readonly db: Kysely<Database>) {}

  async record(entry: AuditEntry, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .insertInto('staff_audit_log')
      .values({
        id: randomUUID(),
        at: new Date().toISOString(),
        actor_id: entry.actorId,
        action: entry.action,
        target_type: entry.target?.type ?? null,
        target_id: entry.target?.id ?? null,
        client_address: entry.clientAddress ?? null,
        details: entry.details ? JSON.stringify(entry.details) : null,
      })
      .execute();
  }
}
