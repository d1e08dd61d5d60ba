import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database } from '../../database/schema.js';

/** What the audit log records (product §10.3); the staff area filters by these. */
export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'second-factor-enrolled'
  | 'recovery-code-used'
  | 'application-status-changed'
  | 'application-assigned'
  | 'document-downloaded'
  | 'applications-exported'
  | 'personal-data-exported'
  | 'personal-data-erased'
  | 'mail-resent'
  | 'application-viewed'
  | 'document-viewed'
  | 'language-changed'
  | 'contact-message-viewed'
  | 'contact-message-assigned'
  | 'contact-message-handled'
  | 'consultation-request-viewed'
  | 'consultation-request-assigned'
  | 'consultation-request-handled'
  | 'promotion-reset'
  | 'staff-user-added'
  | 'staff-user-disabled'
  | 'staff-user-enabled'
  | 'staff-user-role-changed'
  | 'staff-user-password-reset'
  | 'staff-user-second-factor-reset';

export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  target?: {
    type:
      | 'staff-user'
      | 'application'
      | 'document'
      | 'contact-message'
      | 'consultation-request'
      | 'promotion'
      | 'mail-message';
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
