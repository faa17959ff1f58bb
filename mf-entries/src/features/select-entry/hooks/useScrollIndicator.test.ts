import { act, renderHook } from '@testing-library/react';
import { SCROLL_INDICATOR_MS, useScrollIndicator } from './useScrollIndicator';

function box(scrollTop: number, scrollHeight = 3000, clientHeight = 500) {
  return { scrollTop, scrollHeight, clientHeight } as HTMLElement;
}

describe('useScrollIndicator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides after 5000 ms', () => {
    const { result } = renderHook(() => useScrollIndicator(true));
    expect(SCROLL_INDICATOR_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4999));
    expect(result.current.visible).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.visible).toBe(false);
  });

  it('hides once scrolled more than 200 px', () => {
    const { result } = renderHook(() => useScrollIndicator(true));
    act(() => result.current.onScroll(box(200)));
    expect(result.current.visible).toBe(true);
    act(() => result.current.onScroll(box(201)));
    expect(result.current.visible).toBe(false);
  });

  it('hides at the bottom (1 px threshold)', () => {
    const { result } = renderHook(() => useScrollIndicator(true));
    act(() => result.current.onScroll(box(99, 600, 500)));
    expect(result.current.visible).toBe(false);
  });

  it('is not shown without entries', () => {
    const { result } = renderHook(() => useScrollIndicator(false));
    expect(result.current.visible).toBe(false);
  });
});
