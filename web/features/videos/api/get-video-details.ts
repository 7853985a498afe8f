import type { YouTubeVideo } from '../../../../core/api/videos.schema';
import { api } from '../../../lib/api-client';

/** Ids per request to our server; it makes one platform call per 50 of them. */
const IDS_PER_REQUEST = 200;
/** Requests in flight at once: the progress bar moves, the platform is not flooded. */
const CONCURRENCY = 3;

export interface DetailsResult {
  found: Map<string, YouTubeVideo>;
  /** Ids whose lookup failed (saved without details: docs/product.md §8 tolerates it). */
  failed: string[];
  /** The reason of the first failure, for the summary. */
  error?: unknown;
}

/**
 * docs/product.md §7 GET /api/youtube/videos for many ids, reporting progress as each part arrives.
 */
export async function fetchVideoDetails(
  ids: string[],
  onProgress: (done: number, total: number) => void,
): Promise<DetailsResult> {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_REQUEST)
    chunks.push(ids.slice(i, i + IDS_PER_REQUEST));
  const result: DetailsResult = { found: new Map(), failed: [] };
  let done = 0;
  let next = 0;
  onProgress(0, ids.length);
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next++]!;
      try {
        const { items } = await api<{ items: YouTubeVideo[] }>(
          `/api/youtube/videos?id=${chunk.join(',')}`,
        );
        for (const item of items) result.found.set(item.id, item);
      } catch (error) {
        result.failed.push(...chunk);
        result.error ??= error;
      }
      done += chunk.length;
      onProgress(done, ids.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, chunks.length) }, worker));
  return result;
}
