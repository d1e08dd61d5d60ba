// The application lifecycle (product §10.4): one pure machine that the API enforces and the
// staff area draws. `completed` and `rejected` close an application; nothing leaves them.
import { APPLICATION_STATUSES, type ApplicationStatus } from '@cipta/domain/application-status';
import { getNextSnapshot, setup, type SnapshotFrom } from 'xstate';

/** One event per status an application can move to; the payload-free event names the move. */
export const STATUS_EVENTS = {
  processing: 'application.resume',
  'documents-requested': 'application.requestDocuments',
  approved: 'application.approve',
  rejected: 'application.reject',
  completed: 'application.complete',
} as const satisfies Record<ApplicationStatus, string>;

export type ApplicationLifecycleEvent = { type: (typeof STATUS_EVENTS)[ApplicationStatus] };

export const applicationLifecycleMachine = setup({
  types: { events: {} as ApplicationLifecycleEvent },
}).createMachine({
  id: 'applicationLifecycle',
  initial: 'processing',
  states: {
    processing: {
      on: {
        'application.requestDocuments': 'documents-requested',
        'application.approve': 'approved',
        'application.reject': 'rejected',
      },
    },
    'documents-requested': {
      on: {
        // Staff move it back, or the applicant's upload does (product §10.5).
        'application.resume': 'processing',
        'application.reject': 'rejected',
      },
    },
    approved: { on: { 'application.complete': 'completed' } },
    rejected: { type: 'final' },
    completed: { type: 'final' },
  },
});

export type ApplicationLifecycleSnapshot = SnapshotFrom<typeof applicationLifecycleMachine>;

function snapshotAt(status: ApplicationStatus): ApplicationLifecycleSnapshot {
  return applicationLifecycleMachine.resolveState({ value: status });
}

/** May an application in `from` move to `to`? The API refuses every other change with a 409. */
export function canMoveTo(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return snapshotAt(from).can({ type: STATUS_EVENTS[to] });
}

/** The status the machine reaches from `from` by the move to `to`, or undefined if it refuses it. */
export function moveTo(from: ApplicationStatus, to: ApplicationStatus): ApplicationStatus | undefined {
  if (!canMoveTo(from, to)) return undefined;
  return getNextSnapshot(applicationLifecycleMachine, snapshotAt(from), { type: STATUS_EVENTS[to] })
    .value as ApplicationStatus;
}

/** The statuses an application in `from` may move to, in the domain's order (product §10.4). */
export function allowedNextStatuses(from: ApplicationStatus): ApplicationStatus[] {
  return APPLICATION_STATUSES.filter((to) => canMoveTo(from, to));
}
