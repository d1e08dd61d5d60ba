import { Injectable } from '@nestjs/common';
import type { Transaction } from 'kysely';
import type { CatalogueService, Localized } from '@cipta/domain/catalogue';
import { isLanguage, type Language } from '@cipta/domain/constants';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import type { Database } from '../database/schema.js';
import type { MailKind, MailParams, ReceiptDocument, SubmissionType } from './mail-templates.js';
import { type NewMail, OutboxRepository } from './outbox.repository.js';

/** A staff message to an address without a staff account (or an account without a language) is Indonesian (issue 14). */
const STAFF_LANGUAGE: Language = 'id';

interface Submitter {
  id: string;
  name: string;
  email: string;
  language: string;
}

/**
 * What a submission sends (product §11.1): the visitor's message and one to the agency. Each
 * method is called inside the submission's own transaction, so both exist exactly when it does.
 */
@Injectable()
export class MailOutbox {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /**
   * issue 29: the receipt names the catalogue's service (its title, price and processing time are
   * looked up by key when it is written, in the recipient's language) and each document by its
   * requirement and type; nothing the client typed but the applicant's name.
   */
  application(
    trx: Transaction<Database>,
    submission: Submitter & { type: 'visa' | 'permit'; service: CatalogueService; documents: ReceiptDocument[] },
  ): Promise<void> {
    const { id, name, service, documents } = submission;
    return this.add(
      trx,
      submission.type,
      submission,
      'application-receipt',
      { id, name, serviceKey: service.key, documents },
      service.title,
    );
  }

  contact(trx: Transaction<Database>, submission: Submitter): Promise<void> {
    return this.add(trx, 'contact', submission, 'contact-confirmation', { name: submission.name }, null);
  }

  consultation(trx: Transaction<Database>, submission: Submitter): Promise<void> {
    return this.add(trx, 'consultation', submission, 'consultation-confirmation', { name: submission.name }, null);
  }

  promoClaim(
    trx: Transaction<Database>,
    submission: Submitter & { claimNumber: number; promo: string | null },
  ): Promise<void> {
    const { name, claimNumber, promo } = submission;
    // issue 29: the promotion's name is the client's text, so it goes to the agency only; the
    // claimant's message says the spot number (product §11.1).
    return this.add(trx, 'promo-claim', submission, 'promo-spot', { name, claimNumber, promo: null }, promo);
  }

  /**
   * issue 14: the applicant's message about a status change the staff made, in the language
   * they applied in; called inside the change's own transaction.
   */
  statusChange(
    trx: Transaction<Database>,
    change: Submitter & {
      type: 'visa' | 'permit';
      service: string;
      status: MailParams['status-change']['status'];
      note: string;
    },
  ): Promise<void> {
    const { id, name, service, status, note } = change;
    return OutboxRepository.add(trx, [
      {
        kind: 'status-change',
        params: { id, name, service, status, note },
        recipients: [change.email],
        language: isLanguage(change.language) ? change.language : STAFF_LANGUAGE,
        subjectType: change.type,
        subjectId: id,
      },
    ]);
  }

  /**
   * issue 28: requested documents arrived. The applicant gets a receipt (what came, what the
   * checklist still misses) in the language they applied in; the staff member who asked for the
   * documents a notice in their own language, or STAFF_NOTIFY_EMAIL when no active account asked.
   * Called inside the upload's own transaction.
   */
  async documentsArrived(
    trx: Transaction<Database>,
    arrival: Submitter & {
      type: 'visa' | 'permit';
      serviceKey: string | null;
      documents: ReceiptDocument[];
      missing: string[];
      /** The `documents-requested` history row the upload answers. */
      requestId: string;
    },
  ): Promise<void> {
    const { id, name, serviceKey, documents, missing } = arrival;
    const params = { id, name, serviceKey, documents, missing };
    const mails: NewMail[] = [
      {
        kind: 'documents-received',
        params,
        recipients: [arrival.email],
        language: isLanguage(arrival.language) ? arrival.language : STAFF_LANGUAGE,
        subjectType: arrival.type,
        subjectId: id,
      },
    ];
    const asker = await trx
      .selectFrom('application_status_history as history')
      .innerJoin('staff_users', 'staff_users.id', 'history.changed_by')
      .select(['staff_users.email', 'staff_users.language'])
      .where('history.id', '=', arrival.requestId)
      .where('staff_users.disabled_at', 'is', null)
      .executeTakeFirst();
    const staff = asker
      ? new Map([[isLanguage(asker.language) ? asker.language : STAFF_LANGUAGE, [asker.email]]])
      : await staffByLanguage(trx, this.config.mail.staffRecipients);
    for (const [language, recipients] of staff) {
      mails.push({
        kind: 'staff-documents-arrived',
        params,
        recipients,
        language,
        subjectType: arrival.type,
        subjectId: id,
      });
    }
    return OutboxRepository.add(trx, mails);
  }

  private async add<K extends MailKind>(
    trx: Transaction<Database>,
    type: SubmissionType,
    submitter: Submitter,
    kind: K,
    params: MailParams[K],
    service: Localized | string | null,
  ): Promise<void> {
    const language = isLanguage(submitter.language) ? submitter.language : STAFF_LANGUAGE;
    const mails: NewMail[] = [
      // issue 29: the one message a visitor route sends to an address the visitor typed, capped per recipient.
      {
        kind,
        params,
        recipients: [submitter.email],
        language,
        subjectType: type,
        subjectId: submitter.id,
        capped: true,
      },
    ];
    const { id, name, email } = submitter;
    for (const [staffLanguage, recipients] of await staffByLanguage(trx, this.config.mail.staffRecipients)) {
      mails.push({
        kind: 'staff-new-submission',
        params: {
          type,
          id,
          name,
          email,
          service: typeof service === 'object' && service ? service[staffLanguage] : service,
        },
        recipients,
        language: staffLanguage,
        subjectType: type,
        subjectId: id,
      });
    }
    return OutboxRepository.add(trx, mails);
  }
}

/**
 * issue 14: "staff messages follow each staff member's own language setting, Indonesian by
 * default". STAFF_NOTIFY_EMAIL's addresses that belong to a staff account get its language; any
 * other address (a shared desk mailbox) Indonesian. One message per language.
 */
async function staffByLanguage(
  trx: Transaction<Database>,
  addresses: readonly string[],
): Promise<Map<Language, string[]>> {
  const byLanguage = new Map<Language, string[]>();
  if (!addresses.length) return byLanguage;
  const accounts = await trx
    .selectFrom('staff_users')
    .select(['email_key', 'language'])
    .where(
      'email_key',
      'in',
      addresses.map((address) => address.toLowerCase()),
    )
    .execute();
  const languageOf = new Map(accounts.map((account) => [account.email_key, account.language]));
  for (const address of addresses) {
    const stored = languageOf.get(address.toLowerCase());
    const language = isLanguage(stored) ? stored : STAFF_LANGUAGE;
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), address]);
  }
  return byLanguage;
}
