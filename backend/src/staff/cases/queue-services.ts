import { ALL_SERVICES, catalogueService, servicesMatching } from '@cipta/domain/catalogue';
import type { Language } from '@cipta/domain/constants';
import { foldForSearch } from '@cipta/domain/search-text';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../database/schema.js';
import { likeLiteral } from './queue-conditions.js';

// The catalogue as the queue needs it (issue 27): the services' processing days (the overdue
// mark), a service filter by key or by any part of a title in either language, the service
// column's order and a service's title in the staff member's language.

const DAYS: ReadonlyMap<number, readonly string[]> = (() => {
  const days = new Map<number, string[]>();
  for (const service of ALL_SERVICES)
    days.set(service.processingDays, [...(days.get(service.processingDays) ?? []), service.key]);
  return days;
})();

/** Service keys grouped by their processing days. */
export function serviceDays(): ReadonlyMap<number, readonly string[]> {
  return DAYS;
}

/** The processing days of a service, if the catalogue has it. */
export function processingDaysOf(serviceKey: string | null | undefined): number | undefined {
  return serviceKey ? catalogueService(serviceKey)?.processingDays : undefined;
}

/** The service's title in this language; the title as sent for a service the catalogue lacks. */
export function serviceTitle(serviceKey: string | null, sentTitle: string, language: Language): string {
  return (serviceKey && catalogueService(serviceKey)?.title[language]) || sentTitle;
}

/**
 * The service filter: a service's key exactly, or a case-insensitive part of a title in English
 * or Indonesian ("Stay", "single entry", "Izin Tinggal Sekali Masuk"); an application whose
 * service the catalogue lacks is matched by the title it was sent with.
 */
export function serviceCondition(
  eb: ExpressionBuilder<Database, 'applications'>,
  fragment: string,
): Expression<SqlBool> {
  if (catalogueService(fragment)) return eb('applications.service_key', '=', fragment);
  const keys = servicesMatching(fragment).map((service) => service.key);
  const sentTitle = sql<SqlBool>`lower(applications.service_title) like ${`%${likeLiteral(fragment.toLowerCase())}%`} escape '\\'`;
  return keys.length ? eb.or([eb('applications.service_key', 'in', keys), sentTitle]) : sentTitle;
}

/**
 * The service column's order in this language: by title, as the reader sees it. Literals, not
 * parameters, so the expression is the one the index `applications_service_order_<language>`
 * holds (migration 2026-11-29-31-001 builds it with this function, on the bare columns); a
 * catalogue whose titles change needs a migration that builds it again, or the sort scans.
 */
export function serviceOrder(
  language: Language,
  columns: { key: Expression<unknown>; title: Expression<unknown> } = {
    key: sql.ref('applications.service_key'),
    title: sql.ref('applications.service_title'),
  },
): Expression<unknown> {
  return sql`case ${columns.key} ${sql.join(
    ALL_SERVICES.map(
      (service) => sql`when ${sql.lit(service.key)} then ${sql.lit(foldForSearch(service.title[language]))}`,
    ),
    sql` `,
  )} else lower(${columns.title}) end`;
}
