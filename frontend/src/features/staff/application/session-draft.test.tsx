import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, useSessionDraft } from './session-draft';

const EMPTY = { status: '', note: '' };

describe('useSessionDraft (issue 28: nothing typed is lost)', () => {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });

  it('keeps what is typed under the account, the case and the form, and restores it in a new page', () => {
    const key = draftKey('account-1', 'VS12345678ABCD', 'status');
    const first = renderHook(() => useSessionDraft(key, EMPTY));
    act(() => first.result.current[1]({ note: 'Please send the photo page' }));
    expect(first.result.current[0]).toEqual({ status: '', note: 'Please send the photo page' });
    first.unmount();

    const again = renderHook(() => useSessionDraft(key, EMPTY));
    expect(again.result.current[0]).toEqual({ status: '', note: 'Please send the photo page' });
    // Another account, or another case, starts empty.
    expect(
      renderHook(() => useSessionDraft(draftKey('account-2', 'VS12345678ABCD', 'status'), EMPTY)).result.current[0],
    ).toEqual(EMPTY);
    expect(
      renderHook(() => useSessionDraft(draftKey('account-1', 'VS87654321ABCD', 'status'), EMPTY)).result.current[0],
    ).toEqual(EMPTY);
  });

  it('forgets the draft once sent, and keeps nothing for a blank form', () => {
    const key = draftKey('a', 'c', 'note');
    const { result } = renderHook(() => useSessionDraft(key, EMPTY));
    act(() => result.current[1]({ note: 'x' }));
    expect(window.sessionStorage.getItem(key)).not.toBeNull();
    act(() => result.current[1]({ note: '' }));
    expect(window.sessionStorage.getItem(key)).toBeNull();
    act(() => result.current[1]({ note: 'y' }));
    act(() => result.current[2]());
    expect(result.current[0]).toEqual(EMPTY);
    expect(window.sessionStorage.getItem(key)).toBeNull();
  });

  it('reads only the form’s own text fields from storage', () => {
    const key = draftKey('a', 'c', 'odd');
    window.sessionStorage.setItem(key, JSON.stringify({ note: 42, status: 'approved', other: 'x' }));
    expect(renderHook(() => useSessionDraft(key, EMPTY)).result.current[0]).toEqual({ status: 'approved', note: '' });
    window.sessionStorage.setItem(key, '{not json');
    expect(renderHook(() => useSessionDraft(key, EMPTY)).result.current[0]).toEqual(EMPTY);
  });
});
