/** What a handle names: looked up once (channels.list, 1 unit), then kept a while. */
export interface HandleTarget {
  title: string;
  uploadsPlaylistId: string;
}

const KEEP_MS = 60 * 60 * 1000;
const MOST = 1000;

/**
 * Handles looked up recently, in this process: the next pages of a channel found by its handle
 * cost what a channel id's do (docs/platform.md §2: "a channel's handle costs 1 more, once").
 * Handles are public and change rarely; an hour-old answer is at worst a renamed channel.
 */
export function createHandleCache(now = () => Date.now()) {
  const entries = new Map<string, { target: HandleTarget; at: number }>();
  const key = (handle: string) => handle.toLowerCase();
  return {
    get(handle: string) {
      const entry = entries.get(key(handle));
      if (!entry || now() - entry.at > KEEP_MS) return undefined;
      return entry.target;
    },
    set(handle: string, target: HandleTarget) {
      entries.delete(key(handle));
      // A Map keeps insertion order: the first key is the oldest.
      if (entries.size >= MOST) entries.delete(entries.keys().next().value!);
      entries.set(key(handle), { target, at: now() });
    },
  };
}
