// The application lifecycle (product §10.4): one pure machine that the API enforces and the
// staff area draws. `completed` and `rejected` close an application; only an admin's reopen,
// with a reason, leaves them (decision 160).
import { APPLICATION_STATUSES, type ApplicationStatus } from '@cipta/domain/application-status';
import type { StaffRole } from '@cipta/domain/staff-rules';
import { getNextSnapshot, setup, type SnapshotFrom } from 'xstate';

/** One event per status an application can move to; the payload-free event names the move. */
export const STATUS_EVENTS = {
  processing: 'application.resume',
  'documents-requested': 'application.requestDocuments',
  approved: 'application.approve',
  rejected: 'application.reject',
  completed: 'application.complete',
} as const satisfies Record<ApplicationStatus, string>;

/** Who reopens a closed application, and why: the machine's guard reads both. */
export interface ReopenRequest {
  role: StaffRole;
  reason: string;
}

export type ApplicationLifecycleEvent =
  { type: (typeof STATUS_EVENTS)[ApplicationStatus] } | ({ type: 'application.reopen' } & ReopenRequest);

/** Where a reopened application goes: back to work, as if just received. */
export const REOPENED_STATUS = 'processing' satisfies ApplicationStatus;

export const applicationLifecycleMachine = setup({
  types: { events: {} as ApplicationLifecycleEvent },
  guards: {
    // decision 160: an admin, with a reason in words (not a bypass of the machine).
    adminWithReason: ({ event }) =>
      event.type === 'application.reopen' && event.role === 'admin' && event.reason.trim().length > 0,
  },
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
    rejected: {
      tags: ['closed'],
      on: { 'application.reopen': { target: REOPENED_STATUS, guard: 'adminWithReason' } },
    },
    completed: {
      tags: ['closed'],
      on: { 'application.reopen': { target: REOPENED_STATUS, guard: 'adminWithReason' } },
    },
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

/** Is an application in this status closed (completed or rejected)? */
export function isClosed(status: ApplicationStatus): boolean {
  return snapshotAt(status).hasTag('closed');
}

/** May this person reopen an application in `from` with this reason? (decision 160) */
export function canReopen(from: ApplicationStatus, request: ReopenRequest): boolean {
  return snapshotAt(from).can({ type: 'application.reopen', ...request });
}

/** Who may reopen at all, whatever the reason: what the staff screen offers the button to. */
export function mayReopen(from: ApplicationStatus, role: StaffRole): boolean {
  return canReopen(from, { role, reason: 'a reason' });
}
