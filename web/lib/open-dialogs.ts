import { useSyncExternalStore } from 'react';

/** The dialogs open now, the last one on top: toasts go inside the top one while there is one. */
let stack: readonly string[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Records a dialog as open; the function returned records it closed. */
export function dialogOpened(id: string) {
  stack = [...stack, id];
  listeners.forEach((listener) => listener());
  return () => {
    stack = stack.filter((open) => open !== id);
    listeners.forEach((listener) => listener());
  };
}

/** The id of the dialog on top, or undefined when none is open. */
export const useTopDialog = () => useSyncExternalStore(subscribe, () => stack.at(-1));
