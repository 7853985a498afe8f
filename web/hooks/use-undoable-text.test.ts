import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUndoableText } from './use-undoable-text';

afterEach(() => vi.useRealTimers());

describe('useUndoableText', () => {
  it('records typing after 50 ms as one step, and undoes and redoes it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useUndoableText());
    act(() => result.current.type('h'));
    act(() => result.current.type('hi'));
    act(() => void vi.advanceTimersByTime(60));
    act(() => result.current.type('hi there'));
    act(() => void vi.advanceTimersByTime(60));
    expect(result.current.canUndo).toBe(true);

    act(() => result.current.undo());
    expect(result.current.value).toBe('hi');
    act(() => result.current.undo());
    expect(result.current.value).toBe('');
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.redo());
    act(() => result.current.redo());
    expect(result.current.value).toBe('hi there');
    expect(result.current.canRedo).toBe(false);
  });

  it('undoes a change not yet recorded, and a replace is a step of its own', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useUndoableText('start'));
    act(() => result.current.replace('pasted'));
    act(() => result.current.type('pasted!'));
    act(() => result.current.undo());
    expect(result.current.value).toBe('pasted');
    act(() => result.current.undo());
    expect(result.current.value).toBe('start');
  });

  it('a new change after undo forgets the redo steps', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useUndoableText());
    act(() => result.current.replace('a'));
    act(() => result.current.undo());
    act(() => result.current.replace('b'));
    expect(result.current.canRedo).toBe(false);
  });
});
