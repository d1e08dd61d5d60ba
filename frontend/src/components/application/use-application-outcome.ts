import { useEffect } from 'react';

/** What an application machine's snapshot tells its modal. */
interface Snapshot {
  matches: (state: 'submitting' | 'success' | 'closed') => boolean;
}

/**
 * product §4: after a success the form is cleared, and closing the success modal closes the apply
 * modal too. Returns where the application stands, for the modal to render.
 */
export function useApplicationOutcome(state: Snapshot, reset: () => void, onClose: () => void) {
  const submitting = state.matches('submitting');
  const succeeded = state.matches('success');
  const finished = state.matches('closed');
  useEffect(() => {
    if (succeeded) reset();
    // only on the way into success: a form's reset is a new function on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [succeeded]);
  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);
  return { submitting, showsReceipt: succeeded || finished };
}
