import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLongPressSelect } from './use-long-press-select';

afterEach(() => vi.useRealTimers());

const down = (x = 10, y = 10) => ({ button: 0, clientX: x, clientY: y }) as React.PointerEvent;
const move = (x: number, y: number) =>
  window.dispatchEvent(Object.assign(new Event('pointermove'), { clientX: x, clientY: y }));

describe('useLongPressSelect', () => {
  it('selects the pressed item after 400 ms, and swallows the click that follows', () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    const { result } = renderHook(() => useLongPressSelect(onSelect));
    act(() => result.current.onPointerDown(down(), 'a'));
    act(() => void vi.advanceTimersByTime(399));
    expect(onSelect).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onSelect).toHaveBeenCalledWith('a');
    expect(result.current.endsLongPress()).toBe(true);
    expect(result.current.endsLongPress()).toBe(false);
  });

  it('cancels when the pointer moves over 5 px before the hold ends', () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    const { result } = renderHook(() => useLongPressSelect(onSelect));
    act(() => result.current.onPointerDown(down(10, 10), 'a'));
    act(() => {
      move(14, 10);
    }); // 4 px: still a hold
    act(() => {
      move(16, 10);
    }); // 6 px: cancelled
    act(() => void vi.advanceTimersByTime(500));
    expect(onSelect).not.toHaveBeenCalled();
    expect(result.current.endsLongPress()).toBe(false);
  });

  it('a short press is a plain click', () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    const { result } = renderHook(() => useLongPressSelect(onSelect));
    act(() => result.current.onPointerDown(down(), 'a'));
    act(() => void window.dispatchEvent(new Event('pointerup')));
    act(() => void vi.advanceTimersByTime(500));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
