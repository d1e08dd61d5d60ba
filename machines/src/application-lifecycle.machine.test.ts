import { APPLICATION_STATUSES, type ApplicationStatus } from '@cipta/domain/application-status';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  allowedNextStatuses,
  applicationLifecycleMachine,
  canMoveTo,
  moveTo,
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
    for (const status of ['completed', 'rejected'] as const) {
      expect(applicationLifecycleMachine.resolveState({ value: status }).status).toBe('done');
    }
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
