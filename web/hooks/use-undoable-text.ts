import { useCallback, useEffect, useReducer, useRef } from 'react';

/** docs/product.md §9: typed changes are recorded in the history after 50 ms. */
const RECORD_DELAY_MS = 50;
const HISTORY_MAX = 200;

interface State {
  value: string;
  /** The last value in the history; `value` differs while typing is not yet recorded. */
  recorded: string;
  past: string[];
  future: string[];
}

type Action =
  | { type: 'type'; value: string }
  | { type: 'record' }
  | { type: 'replace'; value: string }
  | { type: 'undo' }
  | { type: 'redo' };

function record(state: State): State {
  if (state.value === state.recorded) return state;
  return {
    ...state,
    recorded: state.value,
    past: [...state.past.slice(-HISTORY_MAX + 1), state.recorded],
    future: [],
  };
}

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'type':
      return { ...state, value: action.value };
    case 'record':
      return record(state);
    case 'replace':
      return record({ ...state, value: action.value });
    case 'undo': {
      // A change still waiting to be recorded is the step undo takes back.
      if (state.value !== state.recorded) {
        return { ...state, future: [state.value, ...state.future], value: state.recorded };
      }
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return {
        value: previous,
        recorded: previous,
        past: state.past.slice(0, -1),
        future: [state.value, ...state.future],
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { value: next, recorded: next, past: [...state.past, state.value], future: rest };
    }
  }
}

/**
 * A text with undo and redo (docs/product.md §4). Typing is recorded after a 50 ms pause, so a
 * burst of keys is one step; `replace` (a paste, a clear) is a step of its own at once.
 */
export function useUndoableText(initial = '') {
  const [state, dispatch] = useReducer(reduce, {
    value: initial,
    recorded: initial,
    past: [],
    future: [],
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = useCallback((value: string) => {
    dispatch({ type: 'type', value });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dispatch({ type: 'record' }), RECORD_DELAY_MS);
  }, []);
  const replace = useCallback((value: string) => {
    clearTimeout(timer.current);
    dispatch({ type: 'replace', value });
  }, []);
  const undo = useCallback(() => {
    clearTimeout(timer.current);
    dispatch({ type: 'undo' });
  }, []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);

  return {
    value: state.value,
    type,
    replace,
    undo,
    redo,
    canUndo: state.past.length > 0 || state.value !== state.recorded,
    canRedo: state.future.length > 0,
  };
}
