import { useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

/** docs/product.md §3: each page's tab is remembered in this browser. */
export function useRememberedTab<T extends string>(page: string, tabs: readonly T[], fallback: T) {
  const key = STORAGE_KEYS.tab(page);
  const [tab, setTab] = useState<T>(() => {
    const stored = readStorage(key);
    return tabs.includes(stored as T) ? (stored as T) : fallback;
  });
  const choose = (next: string | null) => {
    if (!next || !tabs.includes(next as T)) return;
    writeStorage(key, next);
    setTab(next as T);
  };
  return [tab, choose] as const;
}
