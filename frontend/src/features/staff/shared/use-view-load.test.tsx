import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useViewLoad } from './use-view-load';

/** A fetcher whose answers the test gives, per key and in any order. */
function controlledFetcher() {
  const waiting: Array<{ key: string; answer: (data: string | undefined) => void }> = [];
  const fetchView = (key: string) =>
    new Promise<string | undefined>((resolve) => waiting.push({ key, answer: resolve }));
  const answer = async (key: string, data: string | undefined) => {
    const index = waiting.findIndex((call) => call.key === key);
    const [call] = waiting.splice(index, 1);
    await act(async () => call!.answer(data));
  };
  return { fetchView, answer, waiting };
}

afterEach(cleanup);

describe('useViewLoad', () => {
  it('keeps the view shown, marked updating, until the newly asked one arrives', async () => {
    const { fetchView, answer } = controlledFetcher();
    const { result, rerender } = renderHook(({ key }) => useViewLoad(key, fetchView), {
      initialProps: { key: 'status=all' },
    });
    expect(result.current).toMatchObject({ data: undefined, updating: false, failed: false });
    await answer('status=all', 'the whole queue');
    expect(result.current).toMatchObject({ data: 'the whole queue', updating: false });

    rerender({ key: 'assignee=me' });
    expect(result.current).toMatchObject({ data: 'the whole queue', updating: true });
    await answer('assignee=me', 'mine');
    expect(result.current).toMatchObject({ data: 'mine', updating: false });
  });

  it('never shows an older answer that arrives after a newer one', async () => {
    const { fetchView, answer } = controlledFetcher();
    const { result, rerender } = renderHook(({ key }) => useViewLoad(key, fetchView), {
      initialProps: { key: 'sort=oldest' },
    });
    rerender({ key: 'sort=newest' });
    await answer('sort=newest', 'newest first');
    await answer('sort=oldest', 'oldest first');
    expect(result.current).toMatchObject({ data: 'newest first', updating: false });
  });

  it('says a refused load failed, keeps the view shown, and clears the failure when a reload succeeds', async () => {
    const { fetchView, answer } = controlledFetcher();
    const { result, rerender } = renderHook(({ key }) => useViewLoad(key, fetchView), {
      initialProps: { key: 'page=1' },
    });
    await answer('page=1', 'first page');
    rerender({ key: 'page=2' });
    await answer('page=2', undefined);
    expect(result.current).toMatchObject({ data: 'first page', failed: true, updating: false });

    let reloaded: Promise<void> | undefined;
    act(() => {
      reloaded = result.current.reload();
    });
    expect(result.current.failed).toBe(false);
    await answer('page=2', 'second page');
    await act(() => reloaded!);
    expect(result.current).toMatchObject({ data: 'second page', failed: false, updating: false });
  });

  it('asks for nothing while there is nothing to load (a list its reader may not see)', async () => {
    const { fetchView, waiting } = controlledFetcher();
    const { result } = renderHook(() => useViewLoad(null, fetchView));
    await act(async () => {});
    expect(waiting).toHaveLength(0);
    expect(result.current).toMatchObject({ data: undefined, failed: false, updating: false });
  });
});
