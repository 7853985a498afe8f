/** Every key this app keeps in the browser's local storage, in one place. */
export const STORAGE_KEYS = {
  language: 'mcm.language',
  appVersion: 'mcm.appVersion',
  colorScheme: 'mcm.colorScheme',
  /** Someone was signed in at the last look: a first load may fetch a signed-in page early. */
  signedIn: 'mcm.signedIn',
  /**
   * docs/product.md §7: the universal YouTube API key stays in this browser, never sent to a
   * server.
   */
  youtubeApiKey: 'mcm.youtubeApiKey',
  /** docs/product.md §3: the videos chosen on /launch. */
  launchVideos: 'mcm.launch.videos',
  /** Batches this browser saw running, and those that finished since (their summaries). */
  watchedBatches: 'mcm.batches.watched',
  finishedBatches: 'mcm.batches.finished',
  /** The Find tab's form as last filled (docs/product.md §2), and what the Add tab hands it. */
  findForm: 'mcm.find.form',
  /** docs/product.md §3: the open tab of a page. */
  tab: (page: string) => `mcm.tab.${page}`,
} as const;

/** Preferences survive "Clear Local Data": they describe the person, not cached data. */
const PRESERVED_KEYS: string[] = [STORAGE_KEYS.language, STORAGE_KEYS.colorScheme];

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy): behave as if empty
  }
}

export function removeStorage(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; the app still works.
  }
}

/** A list of ids kept as JSON; anything else (missing, edited by hand) reads as none. */
export function parseIds(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Removes this app's local data, keeping the preferences. */
export function clearLocalData() {
  const keep = new Map(PRESERVED_KEYS.map((key) => [key, readStorage(key)]));
  window.localStorage.clear();
  for (const [key, value] of keep) if (value !== null) writeStorage(key, value);
}
