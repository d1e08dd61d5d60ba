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
    expect(index, `a load of ${key} is waiting`).toBeGreaterThanOrEqual(0);
    const [call] = waiting.splice(index, 1);
    await act(async () => call!.answer(data));
  };
  return { fetchView, answer, waiting };
}

afterEach(cleanup);

describe('useViewLoad', () => {
  it('keeps the view shown, stale and loading, until the newly asked one arrives', async () => {
    const { fetchView, answer } = controlledFetcher();
    const { result, rerender } = renderHook(({ key }) => useViewLoad(key, fetchView), {
      initialProps: { key: 'status=all' },
    });
    expect(result.current).toMatchObject({ data: undefined, stale: false, loading: true, failed: false });
    await answer('status=all', 'the whole queue');
    expect(result.current).toMatchObject({ data: 'the whole queue', stale: false, loading: false });

    rerender({ key: 'assignee=me' });
    expect(result.current).toMatchObject({ data: 'the whole queue', stale: true, loading: true });
    await answer('assignee=me', 'mine');
    expect(result.current).toMatchObject({ data: 'mine', stale: false, loading: false });
  });

  it('never shows an older answer that arrives after a newer one', async () => {
    const { fetchView, answer } = controlledFetcher();
    const { result, rerender } = renderHook(({ key }) => useViewLoad(key, fetchView), {
      initialProps: { key: 'sort=oldest' },
    });
    rerender({ key: 'sort=newest' });
    await answer('sort=newest', 'newest first');
    await answer('sort=oldest', 'oldest first');
    expect(result.current).toMatchObject({ data: 'newest first', stale: false, loading: false });
  });

  it('reloads where the staff member is now, when an action begun on the view they left ends', async () => {
    const { fetchView, answer, waiting } = controlledFetcher();
    const { result, rerender } = renderHook(({ key }) => useViewLoad(key, fetchView), {
      initialProps: { key: 'status=all' },
    });
    await answer('status=all', 'the whole queue');
    const reloadAfterAssigning = result.current.reload;
    rerender({ key: 'assignee=me' });
    // The assignment's answer comes after they asked for their own cases.
    let reloaded: Promise<void> | undefined;
    act(() => {
      reloaded = reloadAfterAssigning();
    });
    expect(waiting.map((call) => call.key)).toEqual(['assignee=me', 'assignee=me']);
    await answer('assignee=me', 'mine, before the assignment');
    await answer('assignee=me', 'mine, with the assignment');
    await act(() => reloaded!);
    expect(result.current).toMatchObject({ data: 'mine, with the assignment', stale: false, loading: false });
  });

  it('says a refused load failed, keeps the view it left marked stale, and clears the failure when a reload succeeds', async () => {
    const { fetchView, answer } = controlledFetcher();
    const { result, rerender } = renderHook(({ key }) => useViewLoad(key, fetchView), {
      initialProps: { key: 'page=1' },
    });
    await answer('page=1', 'first page');
    rerender({ key: 'page=2' });
    await answer('page=2', undefined);
    expect(result.current).toMatchObject({ data: 'first page', failed: true, stale: true, loading: false });

    let reloaded: Promise<void> | undefined;
    act(() => {
      reloaded = result.current.reload();
    });
    expect(result.current).toMatchObject({ failed: false, loading: true });
    await answer('page=2', 'second page');
    await act(() => reloaded!);
    expect(result.current).toMatchObject({ data: 'second page', failed: false, stale: false, loading: false });
  });

  it('asks for nothing while there is nothing to load, and drops an answer still on its way', async () => {
    const { fetchView, answer, waiting } = controlledFetcher();
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useViewLoad(key, fetchView), {
      initialProps: { key: 'everything' as string | null },
    });
    rerender({ key: null });
    await answer('everything', 'what nobody may see now');
    expect(waiting).toHaveLength(0);
    expect(result.current).toMatchObject({ data: undefined, failed: false, stale: false, loading: false });
  });
});
