import { parseIds, readStorage, STORAGE_KEYS, writeStorage } from '@web/lib/storage';

/**
 * Which batches this browser saw running, and which finished ones still show their summary until
 * the user closes it. Kept in local storage: a batch that ends while the user is on another page
 * (or across a reload) is still noticed, and its summary waits for them. Only the latest end's
 * summaries stay: an older one gives way to them (its report and the bell still tell it), where
 * summaries piled up above the Launch form until each was closed.
 */
const WATCHED = STORAGE_KEYS.watchedBatches;
const FINISHED = STORAGE_KEYS.finishedBatches;
/** Summaries of batches that ended together, shown at most. */
const KEEP = 3;

const listeners = new Set<() => void>();

const read = (key: string) => parseIds(readStorage(key));

function write(key: string, ids: string[]) {
  writeStorage(key, JSON.stringify(ids));
  if (key === FINISHED) listeners.forEach((listener) => listener());
}

/** Calls `listener` when the shown summaries change, here or in another tab. */
export function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The shown summaries as stored: a string, so that an unchanged list is the same snapshot. */
export const snapshot = () => readStorage(FINISHED) ?? '[]';

/**
 * Records the batches running now; returns those seen running before that no longer are (they
 * have ended), whose summaries take the place of those shown before.
 */
export function noteRunning(running: string[]): string[] {
  const ended = read(WATCHED).filter((id) => !running.includes(id));
  write(WATCHED, running);
  if (ended.length) write(FINISHED, ended.slice(0, KEEP));
  return ended;
}

export const dismissFinished = (id: string) =>
  write(
    FINISHED,
    read(FINISHED).filter((other) => other !== id),
  );
