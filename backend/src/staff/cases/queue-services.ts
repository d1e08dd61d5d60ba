import type { Language } from '@cipta/domain/constants';
import { type Expression, sql } from 'kysely';

// The catalogue as the queue needs it (issue 27): the services' processing days (the overdue
// mark), their order by title in a language (the service sort), and a title in a language.

/** Service keys grouped by their processing days. */
export function serviceDays(): ReadonlyMap<number, readonly string[]> {
  return new Map();
}

/** The service column's order in this language. */
export function serviceOrder(_language: Language): Expression<unknown> {
  return sql`lower(applications.service_title)`;
}

/** The processing days of a service, if it states some. */
export function processingDaysOf(_serviceKey: string | null | undefined): number | undefined {
  return undefined;
}
