import { useCallback, useState } from 'react';

// issue 28 "Nothing typed is lost": what a staff member types into a case's forms is kept in this
// tab's session storage, keyed by account and case, so a session that ends (idle limit, sign-out,
// a 401) loses nothing: after signing in again the form holds it. Sending clears it. The tab's
// storage dies with the tab; another account signing in here gets its own drafts.

const PREFIX = 'staffDraft';

/** The storage key of one form's draft: whose, which case, which form. */
export function draftKey(accountId: string, caseId: string, form: string): string {
  return `${PREFIX}:${accountId}:${caseId}:${form}`;
}

function read<T extends Record<string, string>>(key: string, empty: T): T {
  try {
    const stored = window.sessionStorage.getItem(key);
    if (!stored) return empty;
    const parsed = JSON.parse(stored) as unknown;
    if (!parsed || typeof parsed !== 'object') return empty;
    // Only the form's own fields, as text: a stale or foreign entry cannot put anything else in.
    const fields = Object.keys(empty).map((field) => {
      const value = (parsed as Record<string, unknown>)[field];
      return [field, typeof value === 'string' ? value : empty[field]];
    });
    return Object.fromEntries(fields) as T;
  } catch {
    return empty;
  }
}

function write(key: string, value: Record<string, string>, empty: Record<string, string>): void {
  try {
    const blank = Object.keys(empty).every((field) => value[field] === empty[field]);
    if (blank) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be off or full (private mode): the form still works, only unkept.
  }
}

/**
 * A form's fields, kept as a draft under `key`: the restored draft (or `empty`), a setter that
 * merges and stores at once, and `clear` for after the form was sent.
 */
export function useSessionDraft<T extends Record<string, string>>(
  key: string,
  empty: T,
): [T, (change: Partial<T>) => void, () => void] {
  const [value, setValue] = useState<T>(() => read(key, empty));
  const update = useCallback(
    (change: Partial<T>) =>
      setValue((current) => {
        const next = { ...current, ...change };
        write(key, next, empty);
        return next;
      }),
    // `empty` is a literal of the caller's: its fields, not its identity, matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // as above
    }
    setValue(empty);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return [value, update, clear];
}
