// The card modals of the visa services screen and the five permit screens (product §2 "Permit
// and visa card screens", "Visa services", §4 "Permit and visa modals"): closed, or the info
// or the apply modal open for the selected card.
import { assign, setup } from 'xstate';

export interface CardModalsContext {
  /** The card whose modal is open; null while closed. */
  selectedId: string | null;
}

export type CardModalsEvent =
  | { type: 'card.info'; id: string }
  | { type: 'card.apply'; id: string }
  /** X, an overlay click, Escape, or the app after a finished application. */
  | { type: 'modal.close' };

export const cardModalsMachine = setup({
  types: {
    context: {} as CardModalsContext,
    events: {} as CardModalsEvent,
  },
  actions: {
    selectCard: assign(({ context, event }) => ({
      selectedId: event.type === 'modal.close' ? context.selectedId : event.id,
    })),
    clearSelection: assign({ selectedId: null }),
  },
}).createMachine({
  id: 'cardModals',
  context: { selectedId: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'card.info': { target: 'info', actions: 'selectCard' },
        'card.apply': { target: 'apply', actions: 'selectCard' },
      },
    },
    // An open modal covers the cards, so another card's buttons cannot be reached.
    info: {
      on: {
        // the info modal's own Apply button, for the card it shows
        'card.apply': { target: 'apply', actions: 'selectCard' },
        'modal.close': { target: 'closed', actions: 'clearSelection' },
      },
    },
    apply: {
      on: {
        'modal.close': { target: 'closed', actions: 'clearSelection' },
      },
    },
  },
});
