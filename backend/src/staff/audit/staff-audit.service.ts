import { Injectable } from '@nestjs/common';
import type { Schemas } from '../../common/api-types.js';
import type { SubmissionType } from '../../mail/mail-templates.js';
import { type AuditFilter, StaffAuditRepository } from './staff-audit.repository.js';

type AuditItem = Schemas['StaffAuditPage']['items'][number];
type AuditRow = Awaited<ReturnType<StaffAuditRepository['page']>>[number];

/**
 * The audit log as a person reads it (issue 27): who by name and address, what the row is about
 * with what the screen needs to link to it, and the details as stored (ids and codes), which the
 * screen writes as a sentence in the reader's language.
 */
@Injectable()
export class StaffAuditService {
  constructor(private readonly log: StaffAuditRepository) {}

  async page(filter: AuditFilter, page: number, pageSize: number): Promise<Schemas['StaffAuditPage']> {
    const rows = await this.log.page(filter, page, pageSize);
    const mailIds = rows.filter((row) => row.target_type === 'mail-message').map((row) => row.target_id!);
    const about = new Map((await this.log.mailSubjects(mailIds)).map((mail) => [mail.id, mail]));
    return {
      page,
      pageSize,
      items: rows.map((row) => {
        const details = row.details ? (JSON.parse(row.details) as Record<string, unknown>) : undefined;
        const mail = row.target_id ? about.get(row.target_id) : undefined;
        return {
          id: row.id,
          at: row.at,
          action: row.action,
          ...(row.actor_id ? { actorId: row.actor_id } : {}),
          ...(row.actor_id && row.actor_name !== null
            ? { actor: { id: row.actor_id, name: row.actor_name, email: row.actor_email ?? '' } }
            : {}),
          ...target(row, details, mail),
          ...(row.client_address ? { clientAddress: row.client_address } : {}),
          ...(details ? { details } : {}),
        } satisfies AuditItem;
      }),
    };
  }
}

function target(
  row: AuditRow,
  details: Record<string, unknown> | undefined,
  mail: { subject_type: string; subject_id: string } | undefined,
): Pick<AuditItem, 'target'> {
  if (!row.target_type || !row.target_id) return {};
  const application = typeof details?.application === 'string' ? details.application : undefined;
  return {
    target: {
      type: row.target_type,
      id: row.target_id,
      ...(row.account_name !== null ? { name: row.account_name, email: row.account_email ?? '' } : {}),
      // A document is opened on its application's page.
      ...(row.target_type === 'document' && application ? { applicationId: application } : {}),
      ...(mail ? { about: { type: mail.subject_type as SubmissionType, id: mail.subject_id } } : {}),
    },
  };
}
