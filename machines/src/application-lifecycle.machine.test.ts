import { APPLICATION_STATUSES, type ApplicationStatus } from '@cipta/domain/application-status';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  allowedNextStatuses,
  applicationLifecycleMachine,
  canMoveTo,
  canReopen,
  isClosed,
  mayReopen,
  moveTo,
  REOPENED_STATUS,
  STATUS_EVENTS,
} from './application-lifecycle.machine.js';

// product §10.4, written out as the table reads, so the machine is checked against the product.
const ALLOWED: Record<ApplicationStatus, ApplicationStatus[]> = {
  processing: ['documents-requested', 'approved', 'rejected'],
  'documents-requested': ['processing', 'rejected'],
  approved: ['completed'],
  rejected: [],
  completed: [],
};

const EVERY_MOVE = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const));

describe('the application lifecycle machine (product §10.4)', () => {
  it('starts in processing', () => {
    expect(createActor(applicationLifecycleMachine).start().getSnapshot().value).toBe('processing');
  });

  it.each(EVERY_MOVE.filter(([from, to]) => ALLOWED[from].includes(to)))('allows %s → %s', (from, to) => {
    expect(canMoveTo(from, to)).toBe(true);
    expect(moveTo(from, to)).toBe(to);
  });

  it.each(EVERY_MOVE.filter(([from, to]) => !ALLOWED[from].includes(to)))('refuses %s → %s', (from, to) => {
    expect(canMoveTo(from, to)).toBe(false);
    expect(moveTo(from, to)).toBeUndefined();
  });

  it.each(APPLICATION_STATUSES)('names the moves allowed from %s', (from) => {
    expect(allowedNextStatuses(from)).toEqual(ALLOWED[from]);
  });

  it('closes an application in completed or rejected', () => {
    expect(APPLICATION_STATUSES.filter(isClosed)).toEqual(['rejected', 'completed']);
  });

  describe('reopening a closed application (decision 160)', () => {
    it.each(['rejected', 'completed'] as const)('lets an admin reopen %s with a reason, back to processing', (from) => {
      expect(canReopen(from, { role: 'admin', reason: 'Rejected by mistake: the passport was valid.' })).toBe(true);
      const actor = createActor(applicationLifecycleMachine, {
        snapshot: applicationLifecycleMachine.resolveState({ value: from }),
      }).start();
      actor.send({ type: 'application.reopen', role: 'admin', reason: 'The applicant paid the fee.' });
      expect(actor.getSnapshot().value).toBe(REOPENED_STATUS);
      expect(REOPENED_STATUS).toBe('processing');
    });

    it('refuses staff, an empty or blank reason, and an application that is not closed', () => {
      expect(canReopen('rejected', { role: 'staff', reason: 'Please.' })).toBe(false);
      expect(canReopen('rejected', { role: 'admin', reason: '' })).toBe(false);
      expect(canReopen('completed', { role: 'admin', reason: '  \n ' })).toBe(false);
      for (const open of ['processing', 'documents-requested', 'approved'] as const) {
        expect(canReopen(open, { role: 'admin', reason: 'Why not.' }), open).toBe(false);
      }
    });

    it('offers the reopen to admins on closed applications only', () => {
      expect(APPLICATION_STATUSES.filter((status) => mayReopen(status, 'admin'))).toEqual(['rejected', 'completed']);
      expect(APPLICATION_STATUSES.filter((status) => mayReopen(status, 'staff'))).toEqual([]);
    });

    it('is no status change: a closed application still allows no ordinary move', () => {
      expect(allowedNextStatuses('rejected')).toEqual([]);
      expect(canMoveTo('completed', 'processing')).toBe(false);
    });
  });

  it('reaches every status from processing, through an actor', () => {
    const paths = getShortestPaths(applicationLifecycleMachine);
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(APPLICATION_STATUSES));
    for (const path of paths) {
      const actor = createActor(applicationLifecycleMachine).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toBe(path.state.value);
    }
  });

  it('has one event per status', () => {
    expect(Object.keys(STATUS_EVENTS).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });
});
