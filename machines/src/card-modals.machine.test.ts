import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { cardModalsMachine, type CardModalsEvent } from './card-modals.machine.js';

type ModalsSnapshot = SnapshotFrom<typeof cardModalsMachine>;

function startModals() {
  return createActor(cardModalsMachine).start();
}

function play(events: readonly CardModalsEvent[]) {
  const actor = startModals();
  events.forEach((event) => actor.send(event));
  return actor.getSnapshot();
}

describe('card modals (product §2 card screens, §4 "Permit and visa modals")', () => {
  it('starts closed with no card selected', () => {
    const snapshot = startModals().getSnapshot();
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context).toEqual({ selectedId: null });
  });

  it("opens a card's info modal, and its apply modal", () => {
    const info = play([{ type: 'card.info', id: 'spouse' }]);
    expect(info.value).toBe('info');
    expect(info.context.selectedId).toBe('spouse');
    const apply = play([{ type: 'card.apply', id: 'working' }]);
    expect(apply.value).toBe('apply');
    expect(apply.context.selectedId).toBe('working');
  });

  it('switches from the info modal to the apply modal of the same card', () => {
    const snapshot = play([
      { type: 'card.info', id: 'b1-voa' },
      { type: 'card.apply', id: 'b1-voa' },
    ]);
    expect(snapshot.value).toBe('apply');
    expect(snapshot.context.selectedId).toBe('b1-voa');
  });

  it.each(['info', 'apply'] as const)('closes the %s modal and forgets the card', (modal) => {
    const snapshot = play([{ type: `card.${modal}`, id: 'investor' }, { type: 'modal.close' }]);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context.selectedId).toBeNull();
  });

  it('keeps the apply modal open for its card until it is closed', () => {
    const snapshot = play([
      { type: 'card.apply', id: 'retirement' },
      { type: 'card.info', id: 'spouse' },
      { type: 'card.apply', id: 'spouse' },
    ]);
    expect(snapshot.value).toBe('apply');
    expect(snapshot.context.selectedId).toBe('retirement');
  });

  it('opens another card after a close', () => {
    const snapshot = play([
      { type: 'card.apply', id: 'retirement' },
      { type: 'modal.close' },
      { type: 'card.info', id: 'spouse' },
    ]);
    expect(snapshot.value).toBe('info');
    expect(snapshot.context.selectedId).toBe('spouse');
  });
});

// ---- Every reachable state, and every event from it, against the product's rules ----

const EVENTS: CardModalsEvent[] = [
  ...['a', 'b'].flatMap((id): CardModalsEvent[] => [
    { type: 'card.info', id },
    { type: 'card.apply', id },
  ]),
  { type: 'modal.close' },
];

const STATES = ['closed', 'info', 'apply'] as const;
type ModalState = (typeof STATES)[number];
type ModalsView = { value: ModalState; selectedId: string | null };

function view(snapshot: ModalsSnapshot): ModalsView {
  const value = STATES.find((state) => snapshot.matches(state));
  if (value === undefined) {
    throw new Error(`unknown state ${JSON.stringify(snapshot.value)}`);
  }
  return { value, selectedId: snapshot.context.selectedId };
}

/** The rules written out plainly, as an oracle for the machine. */
function expectedAfter(before: ModalsView, event: CardModalsEvent): ModalsView {
  switch (event.type) {
    case 'card.info':
      return before.value === 'closed' ? { value: 'info', selectedId: event.id } : before;
    case 'card.apply':
      return before.value === 'apply' ? before : { value: 'apply', selectedId: event.id };
    case 'modal.close':
      return { value: 'closed', selectedId: null };
  }
}

describe('card modals paths (@xstate/graph)', () => {
  const paths = getShortestPaths(cardModalsMachine, { events: EVENTS });

  it('reaches closed, and each modal for each card', () => {
    const reached = paths.map((path) => JSON.stringify(view(path.state)));
    expect(reached.sort()).toEqual(
      [
        { value: 'closed', selectedId: null },
        ...['info', 'apply'].flatMap((value) => ['a', 'b'].map((selectedId) => ({ value, selectedId }))),
      ]
        .map((expected) => JSON.stringify(expected))
        .sort(),
    );
  });

  it.each(paths.map((path) => [path.steps.map((s) => JSON.stringify(s.event)).join(' → '), path]))(
    'from %s, every event does what product.md says',
    (_, path) => {
      // the first step is the graph's own xstate.init
      const steps = path.steps.slice(1).map((step) => step.event);
      for (const event of EVENTS) {
        const actor = startModals();
        steps.forEach((step) => actor.send(step));
        const before = view(actor.getSnapshot());
        expect(before).toEqual(view(path.state));
        actor.send(event);
        expect(view(actor.getSnapshot())).toEqual(expectedAfter(before, event));
      }
    },
  );
});
