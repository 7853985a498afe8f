import { useMemo, useSyncExternalStore } from 'react';
import { parseIds } from '@web/lib/storage';
import { snapshot, subscribe } from '../lib/finished-store';

/** The finished batches whose summary is still shown, newest first. */
export function useFinishedIds(): string[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '[]');
  return useMemo(() => parseIds(raw), [raw]);
}
