// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalisationPollDelay, useAwaitNormalisation } from './useAwaitNormalisation';

afterEach(() => vi.useRealTimers());

describe('normalisationPollDelay', () => {
  it('doubles from 5 s and stays at a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 40].map(normalisationPollDelay)).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('useAwaitNormalisation', () => {
  it('reads the result again at 5, 15, 35 s while waiting, and stops once it is normalised', () => {
    vi.useFakeTimers();
    const refetch = vi.fn();
    const { rerender, unmount } = renderHook(({ waiting }) => useAwaitNormalisation(waiting, refetch), {
      initialProps: { waiting: true },
    });
    vi.advanceTimersByTime(4_999);
    expect(refetch).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(refetch).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(20_000);
    expect(refetch).toHaveBeenCalledTimes(3);
    rerender({ waiting: false });
    vi.advanceTimersByTime(10 * 60_000);
    expect(refetch).toHaveBeenCalledTimes(3);
    unmount();
  });

  it('never reads for a result that is not waiting, and not while the tab is hidden', () => {
    vi.useFakeTimers();
    const refetch = vi.fn();
    const idle = renderHook(() => useAwaitNormalisation(false, refetch));
    vi.advanceTimersByTime(10 * 60_000);
    expect(refetch).not.toHaveBeenCalled();
    idle.unmount();

    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const waiting = renderHook(() => useAwaitNormalisation(true, refetch));
    vi.advanceTimersByTime(5_000 + 10_000);
    expect(refetch).not.toHaveBeenCalled();
    hidden.mockReturnValue('visible');
    vi.advanceTimersByTime(20_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    waiting.unmount();
  });
});
