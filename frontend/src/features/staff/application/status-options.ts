import type { ApplicationStatus } from '@cipta/domain/application-status';
import { allowedNextStatuses } from '@cipta/machines/application-lifecycle';

/**
 * The statuses the form offers (issue 13, decision 63): the lifecycle machine's next ones from
 * the current status, the same machine the API enforces. The API's `allowedStatuses` says the
 * same; if the two ever disagree (an API deployed apart from this build), only the moves both
 * allow are offered, so the form never offers one the API refuses.
 */
export function offeredStatuses(
  current: ApplicationStatus,
  allowedByApi?: readonly ApplicationStatus[],
): ApplicationStatus[] {
  const fromMachine = allowedNextStatuses(current);
  return allowedByApi ? fromMachine.filter((status) => allowedByApi.includes(status)) : fromMachine;
}
