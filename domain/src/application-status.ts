// The statuses an application moves through (product §4, §10). The lifecycle's moves are the
// application lifecycle machine's (machines/), which the API enforces and the staff area draws.
import type { components } from './contract/schema.js';

export type ApplicationStatus = components['schemas']['ApplicationStatusCode'];

/** Every status, in the order a person reads them: where an application starts, then onwards. */
export const APPLICATION_STATUSES = [
  'processing',
  'documents-requested',
  'approved',
  'rejected',
  'completed',
] as const satisfies readonly ApplicationStatus[];

/** Where every application starts ("Sedang Diproses", product §4). */
export const INITIAL_APPLICATION_STATUS = 'processing' satisfies ApplicationStatus;

/** Statuses after which nothing more happens: the retention clock of a closed application starts. */
export const CLOSED_APPLICATION_STATUSES = ['completed', 'rejected'] as const satisfies readonly ApplicationStatus[];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}
